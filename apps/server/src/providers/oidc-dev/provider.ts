import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { JWK } from 'oidc-provider';
import type { DevIdentities } from './identities.js';
import { messagePage } from './pages.js';
import { memoryStore } from './memory-store.js';

export interface DevProviderOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Where the provider sends the browser to log in; the uid is appended. */
  interactionPath: string;
  identities: DevIdentities;
  trustProxy: boolean;
}

/** A fresh key each start: tokens only need to outlive one sign-in, and nothing secret sits in the repository. */
function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'ES256' };
}

/**
 * The provider, with its library loaded only now: oidc-provider takes about 0.45 s to import,
 * which every start of a demo paid though few demos sign in with it (issue 12: start ≤ 3 s).
 */
export async function createDevProvider(options: DevProviderOptions): Promise<Provider> {
  const { default: Provider } = await import('oidc-provider');
  const cookie = { httpOnly: true, sameSite: 'lax', signed: true } as const;
  const provider = new Provider(options.issuer, {
    adapter: memoryStore(),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')], long: cookie, short: cookie },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The platform reads the identity from the ID token, as it does with Google's.
    conformIdTokenClaims: false,
    findAccount: (_ctx, subject) => options.identities.account(subject),
    interactions: { url: (_ctx, interaction) => `${options.interactionPath}/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 86_400, Grant: 86_400 },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in error', String(out.error_description ?? out.error));
    },
  });
  provider.proxy = options.trustProxy;
  return provider;
}
