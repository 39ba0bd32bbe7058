import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { pspSandboxEnabled, pspSandboxUrl, siteUrl, type Config } from '../config.js';

/** Google's reCAPTCHA script and challenge frames, allowed only when reCAPTCHA keys are configured. */
const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * The pages the site may show in a frame: our own origin, the payment provider's
 * hosted pages (the sandbox on its own origin when PSP_SANDBOX_URL points elsewhere)
 * and reCAPTCHA. Game and sportsbook provider frames join this one list.
 */
export function frameSources(config: Config): string[] {
  return ["'self'", ...paymentPageOrigins(config), ...(config.RECAPTCHA_SITE_KEY ? RECAPTCHA_FRAME_SOURCES : [])];
}

/** Hosted payment pages on an origin of their own: framed, and the target of their forms. */
function paymentPageOrigins(config: Config): string[] {
  if (!pspSandboxEnabled(config)) return [];
  const sandbox = new URL(pspSandboxUrl(config)).origin;
  return sandbox === new URL(siteUrl(config)).origin ? [] : [sandbox];
}

/**
 * Browser features the site never uses are switched off for it and every frame;
 * payment stays available to our own pages (the Payment Request API).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

const nonces = new WeakMap<ServerResponse, string>();

/** The script nonce of this response's Content-Security-Policy, for the inline scripts of the page. */
export function cspNonce(reply: FastifyReply): string | undefined {
  return nonces.get(reply.raw);
}

function freshNonce(_request: IncomingMessage, response: ServerResponse): string {
  const nonce = randomBytes(16).toString('base64');
  nonces.set(response, nonce);
  return `'nonce-${nonce}'`;
}

/** The push socket on the host the page was loaded from (older browsers do not count ws: as 'self'). */
const pushSocket = (https: boolean) => (request: IncomingMessage) =>
  `${https ? 'wss' : 'ws'}://${request.headers.host ?? 'localhost'}`;

export interface SecurityHeadersOptions {
  /** Vite's dev server injects inline scripts without a nonce and reloads over its own socket. */
  development?: boolean;
}

/**
 * Security headers on every response (HTML, API, docs, provider pages): a CSP whose
 * scripts need this request's nonce, framing by our own pages only, no MIME
 * sniffing, a referrer that stops at our origin, and HSTS once the site is https.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, { development = false }) => {
    const config = app.config;
    const https = siteUrl(config).startsWith('https:');
    const recaptcha = config.RECAPTCHA_SITE_KEY ? RECAPTCHA_SCRIPT_SOURCES : [];
    const scripts = development
      ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...recaptcha]
      : ["'self'", freshNonce, ...recaptcha];

    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          scriptSrc: scripts,
          scriptSrcAttr: ["'none'"],
          // React renders style attributes and the provider pages carry their own <style>.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", pushSocket(https), ...(development ? ['ws:'] : [])],
          frameSrc: frameSources(config),
          frameAncestors: ["'self'"],
          formAction: ["'self'", ...paymentPageOrigins(config)],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Telegram and social sign-in open popups that report back to this window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', async (_request, reply) => {
      // On the raw response, like helmet's, so pages written by a hijacked reply (OIDC) carry it too.
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers' },
);
