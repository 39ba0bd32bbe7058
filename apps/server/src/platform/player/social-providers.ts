import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { oidcDevIssuer, siteUrl, type Config } from '../../config.js';
import { AppError } from '../../http/errors.js';

export interface SocialProvider {
  /** The `{provider}` of the API paths and the `{connection}` of the callback page. */
  name: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Google lets the player pick an account; the dev provider asks who you are every time. */
  prompt: 'login' | 'select_account';
}

/** Where a provider sends the browser back: the callback page of SPEC §2. */
export function socialRedirectUri(config: Config, provider: string): string {
  return `${siteUrl(config)}/auth/social/${provider}/callback`;
}

/** The OpenID Connect providers this site is configured for, in the order the buttons show. */
export function configuredSocialProviders(config: Config): SocialProvider[] {
  const providers: SocialProvider[] = [];
  const devIssuer = oidcDevIssuer(config);
  if (devIssuer) {
    providers.push({
      name: 'dev',
      label: 'Dev ID',
      issuer: devIssuer,
      clientId: config.OIDC_DEV_CLIENT_ID,
      clientSecret: config.OIDC_DEV_CLIENT_SECRET,
      scope: 'openid email profile',
      prompt: 'login',
    });
  }
  if (config.OIDC_GOOGLE_CLIENT_ID && config.OIDC_GOOGLE_CLIENT_SECRET) {
    providers.push({
      name: 'google',
      label: 'Google',
      issuer: 'https://accounts.google.com',
      clientId: config.OIDC_GOOGLE_CLIENT_ID,
      clientSecret: config.OIDC_GOOGLE_CLIENT_SECRET,
      scope: 'openid email profile',
      prompt: 'select_account',
    });
  }
  return providers;
}

const DISCOVERY_TIMEOUT_SECONDS = 5;

/**
 * The configured providers by name, each discovered on first use: the dev issuer
 * answers from this very process, which is not listening yet at start-up. A failed
 * discovery is forgotten, so the next sign-in tries again.
 */
export class SocialProviders {
  readonly #byName: Map<string, SocialProvider>;
  readonly #discovered = new Map<string, Promise<oidc.Configuration>>();

  constructor(
    providers: SocialProvider[],
    private readonly log: FastifyBaseLogger,
  ) {
    this.#byName = new Map(providers.map((p) => [p.name, p]));
  }

  list(): SocialProvider[] {
    return [...this.#byName.values()];
  }

  get(name: string): SocialProvider {
    const provider = this.#byName.get(name);
    if (!provider) throw new AppError('NOT_FOUND', `No social sign-in provider is called ${name}`);
    return provider;
  }

  async client(name: string): Promise<oidc.Configuration> {
    const provider = this.get(name);
    let discovery = this.#discovered.get(name);
    if (!discovery) {
      const issuer = new URL(provider.issuer);
      discovery = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        // Only the development issuer is plain HTTP (localhost); real providers must be HTTPS.
        ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
      this.#discovered.set(name, discovery);
      discovery.catch(() => this.#discovered.delete(name));
    }
    try {
      return await discovery;
    } catch (error) {
      this.log.warn({ err: error, issuer: provider.issuer }, 'OpenID Connect discovery failed');
      throw new AppError('SERVICE_UNAVAILABLE', `Sign-in with ${provider.label} is not available right now`);
    }
  }
}
