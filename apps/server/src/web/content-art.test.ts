import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentArtRoute, UNHASHED_CACHE } from './content-art.js';

const SLIDE = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="480" viewBox="0 0 1200 480">${'<rect width="1200" height="480" fill="#123456"/>'.repeat(3)}</svg>`;
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'client-'));
  mkdirSync(path.join(dir, 'content/slides'), { recursive: true });
  writeFileSync(path.join(dir, 'content/slides/welcome.svg'), SLIDE);
  writeFileSync(path.join(dir, 'content/slides/welcome.svg.br'), brotliCompressSync(SLIDE));
  writeFileSync(path.join(dir, 'content/readme.txt'), 'not a picture');
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    globIgnore: ['content/**'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', UNHASHED_CACHE),
  });
  contentArtRoute(app, { clientDir: dir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** Asks until the bitmap is drawn: until then the SVG answers in its place. */
async function drawn(url: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const res = await get(url, headers);
    if (!String(res.headers['content-type']).startsWith('image/svg')) return res;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} was never drawn`);
}

describe('content pictures', () => {
  it('are sent as the build has them, compressed when the browser takes it', async () => {
    const res = await get('/content/slides/welcome.svg', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(UNHASHED_CACHE);
  });

  it('send the SVG in the place of a bitmap still being drawn, not to be kept', async () => {
    const res = await get('/content/slides/welcome.svg?w=960');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toBe('accept');
    expect(res.body).toBe(SLIDE);
  });

  it('send an SVG as a WebP bitmap of the width asked for', async () => {
    const res = await drawn('/content/slides/welcome.svg?w=640');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(UNHASHED_CACHE);
    const { format, width, height } = await sharp(res.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 640, height: 256 });
  });

  it('send an SVG as AVIF to a browser that takes it, varying by what it takes', async () => {
    const res = await drawn('/content/slides/welcome.svg?w=640', {
      accept: 'image/avif,image/webp,image/apng,*/*;q=0.8',
    });
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['vary']).toBe('accept');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ compression: 'av1', width: 640, height: 256 });
  });

  it('refuse a width that is not served', async () => {
    expect((await get('/content/slides/welcome.svg?w=641')).statusCode).toBe(400);
  });

  it('have no bitmap of a file that is no SVG or is missing', async () => {
    expect((await get('/content/readme.txt?w=640')).statusCode).toBe(404);
    expect((await get('/content/slides/missing.svg?w=640')).statusCode).toBe(404);
    expect((await get('/content/slides/missing.svg')).statusCode).toBe(404);
  });

  it('never reach a file outside the content folder', async () => {
    writeFileSync(path.join(dir, 'secret.svg'), SLIDE);
    for (const url of [
      '/content/../secret.svg?w=640',
      '/content/%2e%2e/secret.svg?w=640',
      '/content/..%2fsecret.svg',
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});
