import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses dynamic responses (pages, API JSON) for clients that accept it. Built assets are
 * compressed once at build time at the highest level (`scripts/precompress.mjs`) and served as
 * they are; here every response is compressed anew, so brotli runs at a level that costs
 * little CPU per request and still beats gzip on size.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      // Bodies are read as they are sent: no client of ours compresses a request, and unpacking
      // them would add a hook to every request only to find no content-encoding.
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // A 256 KB window instead of brotli's 4 MB default: the largest page is about that size,
      // and each response being compressed holds its window, so 50 players' pages at once held
      // hundreds of megabytes.
      brotliOptions: {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_LGWIN]: 18,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
