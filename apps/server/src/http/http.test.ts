import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error envelope', () => {
  it('answers an unknown /api route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 10004, key: 'NOT_FOUND', message: 'No route GET /api/no-such-thing' },
    });
  });

  it('answers an unknown method on a known path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/settings/currencies' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.key).toBe('NOT_FOUND');
  });

  it('answers a malformed JSON body with 400 MALFORMED_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-thing',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ key: 'MALFORMED_JSON', code: 10401 });
  });

  it('reads a body as it is sent: a compressed one is malformed JSON, not unpacked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'demo@example.com', password: 'no-real-money' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.key).toBe('MALFORMED_JSON');
  });

  it('answers a wrongly typed query with 422 and the field that is wrong', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/countries?locale=1' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toEqual(['locale']);
  });

  it('never shows a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings/currencies',
      headers: { 'content-type': 'application/json' },
      payload: '[',
    });
    expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/);
  });
});

describe('trace id', () => {
  it('returns the caller trace id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-trace-id': 'trace-123456' } });
    expect(res.headers['x-trace-id']).toBe('trace-123456');
  });

  it('makes one when the caller sends none or an unsafe one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/health' });
    const unsafe = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-trace-id': 'a b\nc' } });
    expect(none.headers['x-trace-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(unsafe.headers['x-trace-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is on error responses too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-trace-id': 'trace-abcdef' } });
    expect(res.headers['x-trace-id']).toBe('trace-abcdef');
  });
});

describe('GET /api/health', () => {
  it('reports the database as up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { ok: true }, redis: { configured: false } });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers 503, degraded, when the database does not answer', async () => {
    const down = await createTestApp();
    try {
      vi.spyOn(down.app.database, 'ping').mockResolvedValue(false);
      const res = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
    } finally {
      await down.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the routes at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/settings/currencies', '/api/settings/countries', '/api/health']),
    );
  });

  it('serves the interactive documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
  });
});
