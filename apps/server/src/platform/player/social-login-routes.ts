import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { siteUrl } from '../../config.js';
import { AppError } from '../../http/errors.js';
import { currentPlayer, requirePlayer } from './auth.js';
import { getProfile } from './profile.js';
import { requestMeta } from './request-meta.js';
import { profileSchema, sessionResponse } from './schemas.js';
import { openSession } from './sessions.js';
import { assertNotConnected, connectIdentity, identityFromClaims, playerForIdentity } from './social-identity.js';
import { saveSocialLoginState, takeSocialLoginState, type SocialLoginStart } from './social-login-states.js';
import { requireSecondFactorAtLogin } from './two-factor.js';
import {
  configuredSocialProviders,
  socialRedirectUri,
  SocialProviders,
  type SocialProvider,
} from './social-providers.js';

/** Sign-ins started per address in ten minutes: each one is a row until it expires. */
export const SOCIAL_STARTS_PER_IP = 30;
const STARTS_WINDOW_MS = 10 * 60_000;

const providerName = z.string().min(1).max(40);
const locale = z.string().max(10);

const startParams = z.object({
  provider: providerName.optional(),
  locale: locale.optional(),
  fingerprint: z.string().max(200).optional(),
  affiliateTag: z.string().max(100).optional(),
  redirect_domain: z.string().max(253).optional(),
  // §7 sends it; referrals have no place on the player yet, so it is accepted and not kept.
  refId: z.union([z.string().max(100), z.number()]).optional(),
});

const authorizationUrl = z.object({ url: z.string() });

const callbackBody = z.object({
  provider: providerName,
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(200),
  /** The issuer the provider names in its redirect (RFC 9207); checked when the provider sends one. */
  iss: z.string().max(500).optional(),
});

const callbackResponse = z.union([
  sessionResponse.extend({ locale: z.string().nullable() }),
  z.object({ linked: z.string(), profile: profileSchema, locale: z.string().nullable() }),
]);

/** The provider could not be reached, as opposed to having said no. */
function isUnreachable(error: unknown): boolean {
  return (
    (error instanceof TypeError && error.message === 'fetch failed') ||
    (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
  );
}

function isRefusal(error: unknown): boolean {
  return (
    error instanceof oidc.ClientError ||
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.AuthorizationResponseError ||
    error instanceof oidc.WWWAuthenticateChallengeError
  );
}

export const socialLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['player'];
  const providers = new SocialProviders(configuredSocialProviders(app.config), app.log);

  async function authorizationUrlFor(request: FastifyRequest, start: SocialLoginStart): Promise<string> {
    const provider = providers.get(start.provider);
    const hits = await app.limiter.hit(`social-start:${requestMeta(request).ip}`, STARTS_WINDOW_MS);
    if (hits > SOCIAL_STARTS_PER_IP) throw new AppError('RATE_LIMITED');
    const client = await providers.client(provider.name);
    const saved = await saveSocialLoginState(app.db, start);
    return oidc.buildAuthorizationUrl(client, {
      redirect_uri: socialRedirectUri(app.config, provider.name),
      scope: provider.scope,
      state: saved.state,
      nonce: saved.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(saved.codeVerifier),
      code_challenge_method: 'S256',
      prompt: provider.prompt,
      ...(start.locale ? { ui_locales: start.locale } : {}),
    }).href;
  }

  async function exchangeCode(
    request: FastifyRequest,
    provider: SocialProvider,
    checks: { codeVerifier: string; nonce: string },
    response: z.infer<typeof callbackBody>,
  ) {
    const client = await providers.client(provider.name);
    const callbackUrl = new URL(socialRedirectUri(app.config, provider.name));
    callbackUrl.searchParams.set('code', response.code);
    callbackUrl.searchParams.set('state', response.state);
    if (response.iss) callbackUrl.searchParams.set('iss', response.iss);
    try {
      const tokens = await oidc.authorizationCodeGrant(client, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedNonce: checks.nonce,
        expectedState: response.state,
        idTokenExpected: true,
      });
      return identityFromClaims(provider.name, tokens.claims()!);
    } catch (error) {
      if (isUnreachable(error)) {
        request.log.warn({ err: error, provider: provider.name }, 'OpenID Connect token endpoint unreachable');
        throw new AppError('SERVICE_UNAVAILABLE', `Sign-in with ${provider.label} is not available right now`);
      }
      if (!isRefusal(error)) throw error;
      request.log.info({ err: error, provider: provider.name }, 'OpenID Connect code exchange refused');
      throw new AppError('SOCIAL_AUTH_FAILED');
    }
  }

  app.get(
    '/player/social-providers',
    {
      schema: {
        tags,
        summary: 'The providers a player can sign in with (OpenID Connect)',
        response: { 200: z.object({ data: z.array(z.object({ name: z.string(), label: z.string() })) }) },
      },
    },
    async () => ({ data: providers.list().map(({ name, label }) => ({ name, label })) }),
  );

  app.post(
    '/player/sessions/social',
    {
      schema: {
        tags,
        summary: 'Start signing in (or up) with a provider: the address to send the browser to',
        description: 'The parameters may come in the JSON body or in the query string.',
        querystring: startParams,
        body: startParams.nullish(),
        response: { 200: authorizationUrl },
      },
    },
    async (request) => {
      const params = { ...request.query, ...request.body };
      if (!params.provider) throw new AppError('VALIDATION_FAILED', undefined, { provider: ['Value is required'] });
      const site = new URL(siteUrl(app.config)).host;
      if (params.redirect_domain && params.redirect_domain.toLowerCase() !== site) {
        throw new AppError('REDIRECT_NOT_ALLOWED', `Social sign-in returns to ${site} only`);
      }
      const url = await authorizationUrlFor(request, {
        provider: params.provider,
        playerId: null,
        locale: params.locale ?? null,
        affiliateTag: params.affiliateTag ?? null,
        fingerprint: params.fingerprint ?? null,
      });
      return { url };
    },
  );

  app.post(
    '/player/social-connections/:provider',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        summary: 'Start connecting a provider to my account: the address to send the browser to',
        params: z.object({ provider: providerName }),
        body: z.object({ locale: locale.optional() }).nullish(),
        response: { 200: authorizationUrl },
      },
    },
    async (request) => {
      const { playerId } = currentPlayer(request);
      const provider = providers.get(request.params.provider);
      await assertNotConnected(app.db, playerId, provider.name);
      const url = await authorizationUrlFor(request, {
        provider: provider.name,
        playerId,
        locale: request.body?.locale ?? null,
        affiliateTag: null,
        fingerprint: null,
      });
      return { url };
    },
  );

  app.post(
    '/player/sessions/social/callback',
    {
      schema: {
        tags,
        summary: "Finish a provider's sign-in or connection with the code and state it sent back",
        body: callbackBody,
        response: { 200: callbackResponse },
      },
    },
    async (request) => {
      const provider = providers.get(request.body.provider);
      const saved = await takeSocialLoginState(app.db, request.body.state);
      if (!saved || saved.provider !== provider.name) throw new AppError('SOCIAL_AUTH_FAILED');
      if (saved.playerId) {
        // A connection finishes only in the session that started it, or a stranger could send
        // a player their own connect link and collect the player's identity on their account.
        const session = await app.authenticate(request);
        if (session?.playerId !== saved.playerId) {
          throw new AppError('UNAUTHORIZED', 'Sign in as the player who started connecting this account');
        }
      }
      const identity = await exchangeCode(request, provider, saved, request.body);
      if (saved.playerId) {
        await connectIdentity(app.db, saved.playerId, identity);
        return { linked: provider.name, profile: await getProfile(app.db, saved.playerId), locale: saved.locale };
      }
      const playerId = await playerForIdentity(app.db, identity, saved);
      await requireSecondFactorAtLogin(app.db, playerId, {
        loginMethod: `social:${provider.name}`,
        platform: requestMeta(request).platform,
        fingerprint: saved.fingerprint,
        locale: saved.locale,
      });
      const { accessToken } = await openSession(app.db, app.tokens, playerId, {
        ...requestMeta(request),
        fingerprint: saved.fingerprint,
        loginMethod: `social:${provider.name}`,
      });
      return { accessToken, profile: await getProfile(app.db, playerId), locale: saved.locale };
    },
  );
};
