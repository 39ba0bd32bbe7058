import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { TRACE_HEADER } from './trace.js';
import { withRouteHook } from './route-hooks.js';
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

interface HostPolicy {
  /** The policy with the inline scripts it allows: a nonce, or hashes. */
  allowing(inlineScripts: string): string;
  /** The policy allowing no inline script, sent unless the response asks for more. */
  none: string;
}

/**
 * A response's policy and nonce are kept on the response itself, the policy shared by every
 * response to the same host: a WeakMap entry and an object per response were a measurable part
 * of every API answer, in inserting and in the collector (issue 12).
 */
const POLICY = Symbol('content-security-policy');
const NONCE = Symbol('content-security-policy nonce');
/** The document headers still to set if this answer, sent with the API's, turns out a page. */
const AS_DOCUMENT = Symbol('document headers');
type PolicedResponse = ServerResponse & {
  [POLICY]?: HostPolicy;
  [NONCE]?: string;
  [AS_DOCUMENT]?: (response: ServerResponse) => void;
};

/** Sets the page headers on an answer that was given the API's, once: a page under /api. */
function becomeDocument(response: PolicedResponse): void {
  const setDocumentHeaders = response[AS_DOCUMENT];
  if (!setDocumentHeaders || response.headersSent) return;
  response[AS_DOCUMENT] = undefined;
  setDocumentHeaders(response);
}

/**
 * The script nonce of this response's Content-Security-Policy, for the inline scripts of a
 * page. Made on first use: a response that never asks (API JSON, assets) allows no inline
 * script at all, and costs no random bytes.
 */
export function cspNonce(reply: FastifyReply): string | undefined {
  const response: PolicedResponse = reply.raw;
  const policy = response[POLICY];
  if (policy && !response[NONCE] && !response.headersSent) {
    becomeDocument(response);
    const nonce = randomBytes(16).toString('base64');
    response[NONCE] = nonce;
    response.setHeader('content-security-policy', policy.allowing(`'nonce-${nonce}'`));
  }
  return policy && response[NONCE];
}

/**
 * Allows this response's inline scripts by `sources` (`'sha256-…' …`) instead of a nonce: for a
 * page sent again as it was kept, whose scripts cannot carry a new nonce.
 */
export function allowInlineScripts(reply: FastifyReply, sources: string): void {
  const response: PolicedResponse = reply.raw;
  const policy = response[POLICY];
  if (policy && !response.headersSent) {
    becomeDocument(response);
    response.setHeader('content-security-policy', policy.allowing(sources));
  }
}

/** The push socket on the host the page was loaded from (older browsers do not count ws: as 'self'). */
const pushSocket = (https: boolean, host: string) => `${https ? 'wss' : 'ws'}://${host}`;

const INLINE_SCRIPTS = '\u0000inline-scripts';
const SOCKET = '\u0000socket';

/**
 * The policy as text once, with the two parts that change per response left as marks: helmet
 * would rebuild it from its directives on every request, which the health bench showed.
 */
function policyTemplate(
  directives: Record<string, string[]>,
): (socket: string, inlineScripts: string | null) => string {
  const text = Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
  return (socket, inlineScripts) =>
    text.replace(SOCKET, socket).replace(` ${INLINE_SCRIPTS}`, inlineScripts ? ` ${inlineScripts}` : '');
}

/**
 * Helmet's headers for these options, taken once: they are the same on every response, and
 * its chain of middleware on every request cost the health bench (issue 12).
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}

/**
 * The policy of each host the site is asked under, made once: a few hosts in practice; a client
 * inventing hosts gets no more than the last 64 kept.
 */
class RecentPolicies {
  private readonly policies = new Map<string, HostPolicy>();
  constructor(private readonly make: (host: string) => HostPolicy) {}

  get(host: string): HostPolicy {
    let policy = this.policies.get(host);
    if (policy === undefined) {
      policy = this.make(host);
      if (this.policies.size >= 64) this.policies.delete(this.policies.keys().next().value!);
      this.policies.set(host, policy);
    }
    return policy;
  }
}

export interface SecurityHeadersOptions {
  /** Vite's dev server injects inline scripts without a nonce and reloads over its own socket. */
  development?: boolean;
}

/**
 * What an answer of the API needs, which no browser shows as a page (OWASP's REST security
 * headers): it may load nothing, run nothing and sit in no frame, and no other site may read
 * it. The page headers (a policy listing what our pages load, the features they may use,
 * opener isolation…) would triple the bytes of every small JSON answer for nothing: on the
 * health bench they cost a plain Fastify server 25–30 % of its answers (issue 12).
 */
function apiHeaders(hsts: [string, string] | undefined): [string, string][] {
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ['referrer-policy', 'no-referrer'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ...(hsts ? [hsts] : []),
  ];
}

const isPage = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('text/html');

/**
 * Security headers on every response. A page (the site, the API documentation, provider and
 * development pages) gets a CSP whose scripts need this request's nonce, framing by our own
 * pages only, no MIME sniffing, a referrer that stops at our origin, and HSTS once the site is
 * https. An answer under /api gets the API's stricter, shorter set instead, unless it turns out
 * a page: it asks for a nonce, or is sent as HTML. The build's hashed assets get the API's set.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, { development = false }) => {
    const config = app.config;
    const https = siteUrl(config).startsWith('https:');
    const recaptcha = config.RECAPTCHA_SITE_KEY ? RECAPTCHA_SCRIPT_SOURCES : [];
    const policy = policyTemplate({
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
      'script-src': development
        ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...recaptcha]
        : ["'self'", INLINE_SCRIPTS, ...recaptcha],
      'script-src-attr': ["'none'"],
      // React renders style attributes and the provider pages carry their own <style>.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", SOCKET, ...(development ? ['ws:'] : [])],
      'frame-src': frameSources(config),
      'frame-ancestors': ["'self'"],
      'form-action': ["'self'", ...paymentPageOrigins(config)],
      'worker-src': ["'self'", 'blob:'],
      'manifest-src': ["'self'"],
      ...(https ? { 'upgrade-insecure-requests': [] } : {}),
    });
    const staticHeaders: [string, string][] = [
      ['permissions-policy', PERMISSIONS_POLICY],
      ...helmetHeaders({
        contentSecurityPolicy: false,
        // Telegram and social sign-in open popups that report back to this window.
        crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      }),
    ];
    const hostPolicies = new RecentPolicies((host) => {
      const socket = pushSocket(https, host);
      return { allowing: (inlineScripts) => policy(socket, inlineScripts), none: policy(socket, null) };
    });
    const hsts = staticHeaders.find(([name]) => name.toLowerCase() === 'strict-transport-security');
    const forApi = apiHeaders(hsts);
    const apiValues = new Map(forApi.map(([name, value]) => [name.toLowerCase(), value]));
    // A header the route set itself (a provider page's own stricter policy) stays.
    const setUnlessOwn = (response: ServerResponse, name: string, value: string) => {
      const current = response.getHeader(name);
      if (current === undefined || current === apiValues.get(name.toLowerCase())) response.setHeader(name, value);
    };
    const setDocumentHeaders = (response: PolicedResponse, set = setUnlessOwn) => {
      set(response, 'content-security-policy', response[POLICY]!.none);
      for (const [name, value] of staticHeaders) set(response, name, value);
    };
    // A response that has just begun has no header of its own to keep.
    const setFresh = (response: ServerResponse, name: string, value: string) => response.setHeader(name, value);
    // On the raw response, so pages written by a hijacked reply (OIDC) carry them too.
    app.addHook('onRequest', (request, reply, done) => {
      const response: PolicedResponse = reply.raw;
      // The trace id rides on the one hook every request passes anyway, on the raw response so
      // a hijacked reply carries it too.
      response.setHeader(TRACE_HEADER, request.id);
      response[POLICY] = hostPolicies.get(request.raw.headers.host ?? 'localhost');
      if (request.url.startsWith('/api/')) {
        response[AS_DOCUMENT] = setDocumentHeaders;
        for (const [name, value] of forApi) response.setHeader(name, value);
      } else if (request.url.startsWith('/assets/')) {
        // The build's scripts, styles and fonts are never a page either: on a phone's line the
        // page headers made the preloaded font a round trip longer (issue 14).
        for (const [name, value] of forApi) response.setHeader(name, value);
      } else {
        setDocumentHeaders(response, setFresh);
      }
      done();
    });
    const pageUnderApi: onSendHookHandler = (_request, reply, payload, done) => {
      const response: PolicedResponse = reply.raw;
      if (response[AS_DOCUMENT] && isPage(reply.getHeader('content-type'))) becomeDocument(response);
      done(null, payload);
    };
    // A route that declares its answers answers JSON through the serializer: only the others
    // under /api (documentation, development pages) may send a page.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/') && !route.schema?.response) {
        route.onSend = withRouteHook(route.onSend, pageUnderApi);
      }
    });
  },
  { name: 'security-headers' },
);
