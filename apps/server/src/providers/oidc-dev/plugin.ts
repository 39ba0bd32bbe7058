import type { IncomingMessage } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { z } from 'zod';
import { DevIdentities } from './identities.js';
import { loginPage, messagePage } from './pages.js';
import { createDevProvider } from './provider.js';

export interface OidcDevOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  siteName: string;
  trustProxy: boolean;
}

const loginForm = z.object({
  name: z
    .string()
    .default('')
    .transform((name) => name.trim().slice(0, 80)),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  emailVerified: z.literal('on').optional(),
});

const interactionParams = z.object({ uid: z.string().max(100) });

/**
 * The development OpenID Connect provider, mounted in this process under its issuer's
 * path. The platform reaches it only over HTTP, as it would reach Google.
 */
export const oidcDevProvider: FastifyPluginAsyncZod<OidcDevOptions> = async (app, options) => {
  const mount = new URL(options.issuer).pathname;
  const interactionPath = `${mount}/interaction`;
  const identities = new DevIdentities();
  // Made on the first request that needs it, not with the app.
  let providing: Promise<Provider> | null = null;
  const providerOf = () =>
    (providing ??= createDevProvider({ ...options, interactionPath, identities }).then((provider) => {
      provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'development OIDC provider failed'));
      return provider;
    }));

  async function grantConsent(details: Interaction): Promise<string> {
    const provider = await providerOf();
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId: details.session?.accountId, clientId: String(details.params.client_id) });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    return grant.save();
  }

  const expired = (reply: FastifyReply) =>
    reply
      .status(400)
      .type('text/html; charset=utf-8')
      .send(
        messagePage(
          'Sign-in expired',
          'This sign-in is over or was never started. Go back to the site and start again.',
        ),
      );

  await app.register(async (scope) => {
    const pages = scope.withTypeProvider<ZodTypeProvider>();
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    /** The interaction this browser is in, if it is the one in the address. */
    async function currentInteraction(raw: IncomingMessage, reply: FastifyReply, uid: string) {
      try {
        const details = await (await providerOf()).interactionDetails(raw, reply.raw);
        return details.uid === uid ? details : null;
      } catch {
        return null;
      }
    }

    pages.get(
      `${interactionPath}/:uid`,
      { schema: { hide: true, params: interactionParams } },
      async (request, reply) => {
        const details = await currentInteraction(request.raw, reply, request.params.uid);
        if (!details) return expired(reply);
        // Testers have nothing to consent to: the site gets what it asked for.
        if (details.prompt.name === 'consent') {
          const grantId = await grantConsent(details);
          reply.hijack();
          return (await providerOf()).interactionFinished(request.raw, reply.raw, { consent: { grantId } });
        }
        return reply
          .type('text/html; charset=utf-8')
          .send(loginPage(request.url, options.siteName, { name: '', email: '', emailVerified: true }));
      },
    );

    pages.post(
      `${interactionPath}/:uid`,
      { schema: { hide: true, params: interactionParams } },
      async (request, reply) => {
        const details = await currentInteraction(request.raw, reply, request.params.uid);
        if (!details || details.prompt.name !== 'login') return expired(reply);
        const body = (request.body ?? {}) as Record<string, string | undefined>;
        if (body.cancel) {
          reply.hijack();
          return (await providerOf()).interactionFinished(
            request.raw,
            reply.raw,
            { error: 'access_denied', error_description: 'The sign-in was cancelled' },
            { mergeWithLastSubmission: false },
          );
        }
        const form = loginForm.safeParse(body);
        if (!form.success) {
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(
              loginPage(request.url, options.siteName, {
                name: body.name ?? '',
                email: body.email ?? '',
                emailVerified: body.emailVerified === 'on',
                error: 'Type a valid e-mail address',
              }),
            );
        }
        const { name, email, emailVerified } = form.data;
        const accountId = identities.remember({
          email,
          name: name || email.split('@')[0]!,
          emailVerified: emailVerified === 'on',
        });
        reply.hijack();
        return (await providerOf()).interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });

  await app.register(async (passthrough) => {
    // The provider reads its own request bodies: Fastify leaves the stream alone here.
    passthrough.removeAllContentTypeParsers();
    passthrough.addContentTypeParser('*', (_request, _payload, done) => done(null));
    let handling: Promise<ReturnType<Provider['callback']>> | null = null;
    passthrough.all(`${mount}/*`, { schema: { hide: true } }, (request, reply) => {
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      // Koa routes from the mount point; the original URL tells it the mount path for the links it builds.
      raw.originalUrl = request.url;
      raw.url = request.url.slice(mount.length);
      reply.hijack();
      handling ??= providerOf().then((provider) => provider.callback());
      void handling.then((handle) => handle(raw, reply.raw));
    });
  });
};
