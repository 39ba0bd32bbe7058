import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RasterWidth } from '@casino/shared/raster-art';
import { bitmapAnswer, RasterCache, rasterWidthQuery, STAND_IN_CACHE } from '@casino/shared/raster-draw';

/** Files without a hash in their names may change with a release: kept an hour. */
export const UNHASHED_CACHE = 'public, max-age=3600';

type ContentRequest = FastifyRequest<{ Params: { '*': string }; Querystring: { w?: RasterWidth } }>;

/**
 * The content's pictures (`/content/…`, the build's copy of `apps/web/public/content`): each file
 * as the build has it, and an SVG also as an AVIF or WebP bitmap of the width `?w=` asks for.
 */
export function contentArtRoute(app: FastifyInstance, { clientDir }: { clientDir: string }): void {
  const dir = path.join(clientDir, 'content');
  const svgs = new Set(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file.endsWith('.svg')),
  );
  const bitmaps = new RasterCache();
  app.get(
    '/content/*',
    { schema: { hide: true, querystring: z.object({ w: rasterWidthQuery }) } },
    async (request: ContentRequest, reply: FastifyReply) => {
      const file = request.params['*'];
      const { w } = request.query;
      // Only a plain path inside the folder: `..` (even encoded) would reach the rest of the site's files.
      if (path.posix.normalize(file) !== file || file.split('/').includes('..')) return reply.callNotFound();
      if (!w) return reply.sendFile(`content/${file}`);
      if (!svgs.has(file)) return reply.callNotFound();
      const svg = () => readFile(path.join(dir, file));
      const bitmap = bitmapAnswer(request.headers.accept, { cache: bitmaps, key: file, width: w, svg });
      reply.header('vary', 'accept');
      if (!bitmap)
        return reply
          .type('image/svg+xml')
          .header('cache-control', STAND_IN_CACHE)
          .send(await svg());
      return reply.type(bitmap.type).header('cache-control', UNHASHED_CACHE).send(bitmap.body);
    },
  );
}
