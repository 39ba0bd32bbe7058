import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { clientAssets } from './client-bundle.js';
import { createLaunch, launchLocale } from '../kit/launches.js';
import { kitView, type NovaStudioTables } from './tables.js';
import { titleById } from './engine/titles.js';
import { StudioError } from './errors.js';
import { pageHtml } from './page.js';
import { studioLocale } from './i18n/catalog.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The game frame's own policy: its script and style by URL from this origin or with this
 * response's nonce, pictures from here, calls to here, framed only by the site.
 */
const pagePolicy = (nonce: string) =>
  [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

/** The browser's first language ("de-CH,de;q=0.9" → "de-ch"), for a demo opened without a launch. */
const firstAcceptedLanguage = (header: string | undefined) =>
  (header ?? '').split(',')[0]!.split(';')[0]!.trim().toLowerCase() || 'en';

export const pageRoutes: FastifyPluginAsyncZod<{ basePath: string; db: Kysely<NovaStudioTables> }> = async (
  app,
  { basePath, db },
) => {
  app.get(
    '/play/:gameId',
    {
      schema: {
        tags: ['nova-studio'],
        summary: 'The game page the site shows in its frame',
        params: z.object({ gameId: z.string().max(100) }),
        querystring: z.object({
          launch: z.string().max(100).optional(),
          currency: z
            .string()
            .regex(/^[A-Z]{3}$/)
            .default('EUR'),
        }),
        response: { 200: z.string(), 302: z.null() },
      },
    },
    async (request, reply) => {
      const title = titleById(request.params.gameId);
      if (!title) throw new StudioError('GAME_NOT_FOUND', `No game ${request.params.gameId}`);
      if (!request.query.launch) {
        // Opened without a launch (a shared link, the studio's own demo page): play money only.
        const launch = await createLaunch(kitView(db), {
          demo: true,
          gameId: title.id,
          currency: request.query.currency,
          subunitToUnit: 100,
          locale: studioLocale(firstAcceptedLanguage(request.headers['accept-language'])).code,
          lobbyUrl: `${request.protocol}://${request.host}/`,
          platform: 2,
        });
        return reply.redirect(`${basePath}/play/${title.id}?launch=${launch.id}`, 302);
      }
      const [{ script, style }, locale] = await Promise.all([
        clientAssets(),
        launchLocale(kitView(db), request.query.launch),
      ]);
      const nonce = randomBytes(16).toString('base64');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', pagePolicy(nonce))
        .send(
          pageHtml({
            title,
            nonce,
            launch: request.query.launch ?? '',
            basePath,
            scriptUrl: `${basePath}/assets/game.js?v=${script.version}`,
            styleUrl: `${basePath}/assets/game.css?v=${style.version}`,
            locale: studioLocale(locale ?? 'en'),
          }),
        );
    },
  );

  app.get(
    '/assets/:file',
    {
      schema: {
        tags: ['nova-studio'],
        summary: "The game page's script and style sheet",
        params: z.object({ file: z.enum(['game.js', 'game.css']) }),
        querystring: z.object({ v: z.string().max(40).optional() }),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const assets = await clientAssets();
      const file = request.params.file === 'game.js' ? assets.script : assets.style;
      return reply
        .header('content-type', file.type)
        .header('cache-control', request.query.v === file.version ? IMMUTABLE : 'no-cache')
        .send(file.body);
    },
  );
};
