import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { contentFixture } from './content-fixture.js';
import { loadContent } from './loader.js';

let t: TestApp;
const fixture = contentFixture();

beforeAll(async () => {
  fixture.write({
    'redirects.yaml': [
      '- { from: /faq, to: /questions }',
      '- { from: /old-promo/, to: /promotions }',
      '- { from: /partners, to: "https://partners.example.com/casino" }',
      '- { from: /elsewhere, to: "https://evil.example/" }',
      '- { from: /script, to: "javascript:alert(1)" }',
      '- { from: /ftp, to: "ftp://partners.example.com/file" }',
      '- { from: /tabbed, to: "/\\t/evil.example" }',
      '- { from: /dotted, to: "/.//evil.example" }',
    ].join('\n'),
  });
  t = await createTestApp({ REDIRECT_ALLOWED_HOSTS: 'partners.example.com, *.help.example.org' });
  await loadContent(t.database, fixture.dir);
});
afterAll(async () => {
  await t.close();
  fixture.cleanup();
});

const lookup = async (path: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/content/redirect?path=${encodeURIComponent(path)}` });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/content/redirect', () => {
  it('sends a path to an in-app path', async () => {
    expect(await lookup('/faq')).toEqual({
      status: 200,
      body: { data: { path: '/faq', location: '/questions', external: false } },
    });
  });

  it('treats a trailing slash as the same path', async () => {
    expect((await lookup('/old-promo')).body.data.location).toBe('/promotions');
    expect((await lookup('/faq/')).body.data.location).toBe('/questions');
  });

  it('sends a path to an external address on the allow-list', async () => {
    expect((await lookup('/partners')).body.data).toEqual({
      path: '/partners',
      location: 'https://partners.example.com/casino',
      external: true,
    });
  });

  it('refuses an external host that is not on the allow-list', async () => {
    const { status, body } = await lookup('/elsewhere');
    expect(status).toBe(403);
    expect(body.error).toMatchObject({ key: 'REDIRECT_NOT_ALLOWED', message: 'External host evil.example is not allowed' });
  });

  it('refuses a forbidden protocol', async () => {
    expect((await lookup('/script')).body.error).toMatchObject({ key: 'REDIRECT_NOT_ALLOWED' });
    expect((await lookup('/ftp')).body.error.message).toBe('Forbidden protocol ftp:');
  });

  it('refuses an in-app path that a browser would read as another host', async () => {
    for (const path of ['/tabbed', '/dotted']) {
      const { status, body } = await lookup(path);
      expect(status).toBe(403);
      expect(body.error.key).toBe('REDIRECT_NOT_ALLOWED');
    }
  });

  it('answers 404 for a path without a redirect', async () => {
    const { status, body } = await lookup('/nothing');
    expect(status).toBe(404);
    expect(body.error.key).toBe('NOT_FOUND');
  });

  it('refuses a path that does not start with a slash', async () => {
    expect((await lookup('faq')).status).toBe(422);
  });
});

describe('REDIRECT_ALLOWED_HOSTS', () => {
  it('refuses every external address when empty', async () => {
    const bare = await createTestApp();
    await loadContent(bare.database, fixture.dir);
    const res = await bare.app.inject({ method: 'GET', url: '/api/content/redirect?path=/partners' });
    expect(res.statusCode).toBe(403);
    await bare.close();
  });
});
