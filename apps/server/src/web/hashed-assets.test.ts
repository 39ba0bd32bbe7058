import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashedAssetsPlugin } from './hashed-assets.js';

const SCRIPT = 'export const answer = 42;\n'.repeat(20);
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'assets-'));
  writeFileSync(path.join(dir, 'entry-AbC123.js'), SCRIPT);
  writeFileSync(path.join(dir, 'entry-AbC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'entry-AbC123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'inter-Xy9.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  app = Fastify();
  await app.register(hashedAssetsPlugin, { dir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('hashed build assets', () => {
  it('are sent as the brotli copy to a browser that takes brotli, cached for a year', async () => {
    const res = await get('/assets/entry-AbC123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toBe('accept-encoding');
    expect(res.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('are sent as the gzip copy to a client without brotli', async () => {
    const res = await get('/assets/entry-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
  });

  it('are sent as they are to a client that takes no encoding, or refuses the ones there are', async () => {
    for (const offered of ['', 'br;q=0, gzip;q=0', 'identity']) {
      const res = await get('/assets/entry-AbC123.js', offered ? { 'accept-encoding': offered } : {});
      expect(res.headers['content-encoding'], offered).toBeUndefined();
      expect(res.payload, offered).toBe(SCRIPT);
    }
  });

  it('without a compressed copy are sent as they are, with their type', async () => {
    const res = await get('/assets/inter-Xy9.woff2', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.rawPayload).toHaveLength(4);
  });

  it('are answered 304 Not Modified when the browser has the same copy', async () => {
    const first = await get('/assets/entry-AbC123.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/entry-AbC123.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers['etag']),
    });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    const otherCopy = await get('/assets/entry-AbC123.js', {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers['etag']),
    });
    expect(otherCopy.statusCode).toBe(200);
  });

  it('answer HEAD with the headers alone', async () => {
    const res = await app.inject({
      method: 'HEAD',
      url: '/assets/entry-AbC123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.payload).toBe('');
  });

  it('that the build did not make are not found, and no path leaves the folder', async () => {
    for (const url of ['/assets/missing-123.js', '/assets/entry-AbC123.js.br', '/assets/..%2Fsecret.js']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
