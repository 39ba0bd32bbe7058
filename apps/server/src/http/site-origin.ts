import type { FastifyRequest } from 'fastify';
import { siteUrl, type Config } from '../config.js';

/**
 * Where this visitor's browser reaches the site: PUBLIC_URL when it is set, else the
 * request's own origin (honouring X-Forwarded-* behind TRUST_PROXY), so a player sent
 * away (a card page) comes back to the host that holds their session.
 */
export function visitorSiteUrl(config: Config, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return siteUrl(config);
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return siteUrl(config);
  }
}
