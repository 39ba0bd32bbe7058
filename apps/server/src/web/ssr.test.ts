import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { registerTestPlayer } from '../test/players.js';
import { pageSession } from './ssr.js';

/** A page request as the proxy in front of an https site hands it over: plain http. */
const pageRequest = (cookie: string) => ({ headers: { cookie }, protocol: 'http' }) as unknown as FastifyRequest;

describe('the access_token cookie a page sets', () => {
  let https: TestApp;
  let http: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ PUBLIC_URL: 'https://casino.example' });
    // The same database: only the configuration differs.
    http = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' }, { database: https.database });
  });
  afterAll(async () => {
    await https.close();
    await http.close();
  });

  it('is Secure when PUBLIC_URL is https, also when it clears a dead token', async () => {
    const page = await pageSession(https.app, pageRequest('access_token=not-a-token'));
    expect(page.cookie).toBe('access_token=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });

  it('is Secure when PUBLIC_URL is https and it renews an expired token', async () => {
    const player = await registerTestPlayer(https.app);
    const claims = (await https.app.tokens.read(player.accessToken))!;
    const longAgo = Date.now() - (https.app.tokens.ttlSeconds + 60) * 1000;
    const expired = await https.app.tokens.issue(claims.playerId, claims.sessionId, claims.generation, longAgo);
    const page = await pageSession(https.app, pageRequest(`access_token=${expired}`));
    expect(page.session?.playerId).toBe(player.id);
    expect(page.cookie).toMatch(/^access_token=[^;]+; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
  });

  it('is not Secure on a plain http site, where the browser would drop it', async () => {
    const page = await pageSession(http.app, pageRequest('access_token=not-a-token'));
    expect(page.cookie).toBe('access_token=; Path=/; Max-Age=0; SameSite=Lax');
  });
});
