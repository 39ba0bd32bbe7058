import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowInlineScripts, cspNonce, securityHeadersPlugin } from './security-headers.js';
import { createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ OIDC_DEV_PROVIDER: 'true' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** A bare Fastify with only the security headers, for routes the app does not have. */
async function siteWithHeaders() {
  const site = Fastify();
  site.decorate('config', t.app.config);
  await site.register(securityHeadersPlugin);
  return site;
}
const policy = (headers: Record<string, unknown>) => String(headers['content-security-policy'] ?? '');
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('security headers on every response', () => {
  // None of these has an inline script, so none is given a nonce.
  it.each([
    ['the API documentation', '/api/docs/'],
    ['the development OIDC discovery', '/oidc-dev/.well-known/openid-configuration'],
  ])('are the page headers on %s', async (_name, url) => {
    const res = await get(url);
    const csp = policy(res.headers);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['permissions-policy']).toContain('microphone=()');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(res.headers['permissions-policy']).toContain('payment=(self)');
  });

  it.each([
    ['API JSON', '/api/settings/currencies'],
    ['an API error', '/api/no/such/route'],
    ['the OpenAPI document', '/api/docs/json'],
    ['the health check', '/api/health'],
  ])('let %s load nothing, run nothing, sit in no frame and be read by no other site', async (_name, url) => {
    const res = await get(url);
    expect(policy(res.headers)).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['permissions-policy']).toBeUndefined();
  });

  it("give the build's hashed assets the short set of the API, not the page headers", async () => {
    const site = await siteWithHeaders();
    site.get('/assets/:name', (_request, reply) => reply.type('font/woff2').send(Buffer.alloc(4)));
    const res = await site.inject({ method: 'GET', url: '/assets/inter-core-abc123.woff2' });
    expect(policy(res.headers)).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    await site.close();
  });

  it('never lets scripts run inline without the nonce', async () => {
    const csp = policy((await get('/api/docs/')).headers);
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
    expect(directive(csp, 'script-src-attr')).toBe("script-src-attr 'none'");
  });

  it('gives a page that asks for a nonce a new one on every response, named in its policy', async () => {
    const site = await siteWithHeaders();
    site.get('/page', async (_request, reply) => `<script nonce="${cspNonce(reply)}"></script>`);
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await site.inject({ method: 'GET', url: '/page' });
      const nonce = /'nonce-([^']+)'/.exec(policy(res.headers))?.[1];
      expect(directive(policy(res.headers), 'script-src')).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'$/);
      expect(res.body).toBe(`<script nonce="${nonce}"></script>`);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(5);
    await site.close();
  });

  it('allows the inline scripts of a page sent as it was kept by their hashes, with no nonce', async () => {
    const site = await siteWithHeaders();
    site.get('/kept', async (_request, reply) => {
      cspNonce(reply);
      allowInlineScripts(reply, "'sha256-abc=' 'sha256-def='");
      return '<script>kept()</script>';
    });
    const csp = policy((await site.inject({ method: 'GET', url: '/kept' })).headers);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
    await site.close();
  });

  it('gives a page under /api that asks for a nonce the page headers', async () => {
    const site = await siteWithHeaders();
    site.get('/api/page', async (_request, reply) => `<script nonce="${cspNonce(reply)}"></script>`);
    const res = await site.inject({ method: 'GET', url: '/api/page' });
    expect(directive(policy(res.headers), 'script-src')).toMatch(/^script-src 'self' 'nonce-/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    await site.close();
  });

  it('gives an answer under /api sent as HTML the page headers', async () => {
    const site = await siteWithHeaders();
    site.get('/api/mailbox', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<h1>Mail</h1>'));
    const res = await site.inject({ method: 'GET', url: '/api/mailbox' });
    expect(directive(policy(res.headers), 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('payment=(self)');
    await site.close();
  });

  it('keeps the stricter policy a page under /api sets itself', async () => {
    const site = await siteWithHeaders();
    site.get('/api/hosted', async (_request, reply) =>
      reply
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; style-src 'unsafe-inline'")
        .type('text/html; charset=utf-8')
        .send('<p>Pay</p>'),
    );
    const res = await site.inject({ method: 'GET', url: '/api/hosted' });
    expect(policy(res.headers)).toBe("default-src 'none'; frame-ancestors 'none'; style-src 'unsafe-inline'");
    expect(res.headers['permissions-policy']).toContain('camera=()');
    await site.close();
  });

  it('lets pages reach the push socket on our own host and frame our own pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/', headers: { host: 'casino.example:8080' } });
    const csp = policy(res.headers);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' ws://casino.example:8080");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
  });

  it('sends no HSTS and no upgrade-insecure-requests while the site is plain http', async () => {
    const res = await get('/api/docs/');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(policy(res.headers)).not.toContain('upgrade-insecure-requests');
    expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
  });

  it('allows Google reCAPTCHA only when its keys are configured', async () => {
    expect(policy((await get('/api/docs/')).headers)).not.toContain('google');
  });
});

describe('with an https PUBLIC_URL, reCAPTCHA keys and the sandbox PSP on its own origin', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({
      PUBLIC_URL: 'https://casino.example',
      RECAPTCHA_SITE_KEY: 'site-key-0123456789abcdef',
      RECAPTCHA_SECRET_KEY: 'secret-key-0123456789abcdef',
      PSP_SANDBOX_URL: 'https://pay.sandbox.example/psp',
    });
  });
  afterAll(() => secure.close());

  it('sends HSTS, upgrades requests and speaks wss to the push socket', async () => {
    const res = await secure.app.inject({ method: 'GET', url: '/api/docs/', headers: { host: 'casino.example' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = policy(res.headers);
    expect(csp).toContain('upgrade-insecure-requests');
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' wss://casino.example");
  });

  it('sends HSTS with the answers of the API too', async () => {
    const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('allows the reCAPTCHA script and frames, and the provider pages on their own origin', async () => {
    const csp = policy((await secure.app.inject({ method: 'GET', url: '/api/docs/' })).headers);
    expect(directive(csp, 'script-src')).toContain(
      'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/',
    );
    expect(directive(csp, 'frame-src')).toBe(
      "frame-src 'self' https://pay.sandbox.example https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    );
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://pay.sandbox.example");
  });
});
