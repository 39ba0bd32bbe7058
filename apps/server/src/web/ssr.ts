import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { WebLoadContext, WebSession } from '@casino/shared/web-context';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { createRequestHandler, ServerBuild } from 'react-router';
import { allowInlineScripts, cspNonce } from '../http/security-headers.js';
import { internalCallHeaders } from '../http/internal-calls.js';
import { TRACE_HEADER } from '../http/trace.js';
import { isCrawler } from '@casino/shared/crawler';
import { isPhoneBrowser } from '@casino/shared/phone-browser';
import { displayName } from '@casino/shared/player';
import { siteUrl } from '../config.js';
import { findPlayer, toProfile } from '../platform/player/profile.js';
import { activeSession } from '../platform/player/sessions.js';
import { customerConfig, visitorCountry } from '../platform/settings/service.js';
import { GuestPage, GuestPageCache, pageEncoding } from './guest-pages.js';
import { isPublicRead, PublicReadCache, publicReadKey, type PublicAnswer } from './public-reads.js';
import { hashedAssetsPlugin } from './hashed-assets.js';
import { UNHASHED_CACHE, contentArtRoute } from './content-art.js';

export type WebMode = 'production' | 'development';

/** `apps/web`, found upwards from this module: it runs from `src/web/` or bundled in `dist/`. */
const WEB_ROOT = findWebRoot(path.dirname(fileURLToPath(import.meta.url)));

function findWebRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'apps/web');
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`apps/web not found above ${from}`);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function cookie(request: FastifyRequest, name: string): string | undefined {
  const raw = header(request, 'cookie');
  if (!raw) return undefined;
  for (const part of raw.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(request.raw), duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendWebResponse(reply: FastifyReply, response: Response, extraCookie: string | null) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  const cookies = [...response.headers.getSetCookie(), ...(extraCookie ? [extraCookie] : [])];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) : null);
}

const TOKEN_COOKIE = 'access_token';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

interface PageSession {
  session: WebSession | null;
  /** The token loaders call the API with: the cookie's, or a fresh one when it has run out. */
  apiToken: string | undefined;
  /** What the response must do to the cookie: set a refreshed token, clear a dead one, or nothing. */
  cookie: string | null;
}

/**
 * The visitor's session for a page: an expired access token of a session that is
 * still open is renewed here, so a returning player is never rendered as a guest.
 */
export async function pageSession(app: FastifyInstance, request: FastifyRequest): Promise<PageSession> {
  const token = cookie(request, TOKEN_COOKIE);
  if (!token) return { session: null, apiToken: undefined, cookie: null };
  const claims = await app.tokens.read(token);
  const fresh = !claims || (!claims.expired && claims.expiresAt - Date.now() > 10_000);
  const active = claims && fresh ? await activeSession(app.db, claims, app.sessionPolicy) : null;
  const refreshed = claims && !fresh ? await app.refreshAccessToken(claims) : null;
  const current = active ?? refreshed?.session;
  // Secure whenever the site is served over https, even when a proxy speaks http to us.
  const secure = request.protocol === 'https' || siteUrl(app.config).startsWith('https:') ? '; Secure' : '';
  if (!claims || !current) {
    return { session: null, apiToken: undefined, cookie: `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}` };
  }
  const player = await findPlayer(app.db, current.playerId);
  const session: WebSession = {
    playerId: current.playerId,
    displayName: player ? displayName(toProfile(player)) : 'Unknown',
    avatarId: player?.avatar_id ?? null,
    isProfileConfirmed: current.isProfileConfirmed,
  };
  if (!refreshed) return { session, apiToken: token, cookie: null };
  return {
    session,
    apiToken: refreshed.accessToken,
    cookie: `${TOKEN_COOKIE}=${refreshed.accessToken}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`,
  };
}

function loadContext(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageSession,
  publicReads: PublicReadCache,
  wholePage: boolean,
): WebLoadContext {
  const accessToken = page.apiToken;
  const forwarded: Record<string, string> = { [TRACE_HEADER]: request.id, ...internalCallHeaders };
  for (const name of ['cookie', 'accept-language', 'cf-ipcountry', 'cf-connecting-ip', 'user-agent']) {
    const value = header(request, name);
    if (value) forwarded[name] = value;
  }
  if (accessToken) forwarded.authorization = `Bearer ${accessToken}`;
  return {
    async api<T>(url: string, init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {}) {
      const method = init.method ?? 'GET';
      const ask = async (): Promise<PublicAnswer> => {
        const response = await app.inject({
          method,
          url,
          headers: forwarded,
          ...(init.body !== undefined ? { payload: init.body as object } : {}),
        });
        return { status: response.statusCode, body: response.body };
      };
      const answer = isPublicRead(method, url)
        ? await publicReads.read(
            publicReadKey(method, url, init.body, forwarded['cf-ipcountry'] ?? '', forwarded['accept-language'] ?? ''),
            ask,
          )
        : await ask();
      const data = answer.body ? (JSON.parse(answer.body) as T) : (undefined as T);
      return { status: answer.status, ok: answer.status < 400, data };
    },
    customer: customerConfig(app.config),
    session: page.session,
    traceId: request.id,
    country: visitorCountry(header(request, 'cf-ipcountry')),
    redirectAllowedHosts: app.config.REDIRECT_ALLOWED_HOSTS,
    cspNonce: cspNonce(reply),
    wholePage,
  };
}

/**
 * What a guest's page can depend on, or null when the page may not be kept: anything but a
 * GET, and every request that carries a session (it may be a player's page).
 */
export function guestPageKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || cookie(request, TOKEN_COOKIE) !== undefined) return null;
  return JSON.stringify([
    request.protocol,
    request.host,
    request.url,
    header(request, 'cookie') ?? '',
    header(request, 'accept-language') ?? '',
    header(request, 'cf-ipcountry') ?? '',
    isCrawler(header(request, 'user-agent')),
    isPhoneBrowser(header(request, 'user-agent'), header(request, 'sec-ch-ua-mobile')),
  ]);
}

/** A kept page as it was kept: compressed once, a 304 to a browser that has it already. */
async function sendGuestPage(request: FastifyRequest, reply: FastifyReply, page: GuestPage, cache: 'hit' | 'miss') {
  allowInlineScripts(reply, page.scriptSources);
  for (const [key, value] of page.headers) reply.header(key, value);
  reply.header('x-page-cache', cache);
  reply.header('etag', page.etag);
  reply.header('vary', 'accept-encoding');
  const known = header(request, 'if-none-match')?.split(',') ?? [];
  if (known.some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) return reply.status(304).send();
  const encoding = pageEncoding(header(request, 'accept-encoding'));
  reply.status(200);
  if (!encoding) return reply.send(page.body);
  reply.header('content-encoding', encoding);
  return reply.send(await page.encoded(encoding));
}

/**
 * The web build's own `createRequestHandler` (entry.server.tsx): the router copy its loaders
 * use, in its production build. Node alone would resolve `react-router` to the development one.
 */
function handlerMaker(build: ServerBuild): typeof createRequestHandler {
  const fromBuild = (build.entry.module as { createRequestHandler?: typeof createRequestHandler }).createRequestHandler;
  if (!fromBuild) throw new Error('The web build does not export createRequestHandler from entry.server');
  return fromBuild;
}

/** Serves the React site: built assets, then server rendering for every other path. */
export const webPlugin = fp<{ mode: WebMode }>(
  async (app, { mode }) => {
    const buildDir = app.config.WEB_BUILD_DIR ? path.resolve(app.config.WEB_BUILD_DIR) : path.join(WEB_ROOT, 'build');
    let getBuild: () => Promise<ServerBuild>;

    if (mode === 'development') {
      const { createServer } = await import('vite');
      const middie = (await import('@fastify/middie')).default;
      const vite = await createServer({ root: WEB_ROOT, server: { middlewareMode: true }, appType: 'custom' });
      await app.register(middie);
      app.use(vite.middlewares);
      app.addHook('onClose', () => vite.close());
      getBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    } else {
      const serverEntry = path.join(buildDir, 'server/index.js');
      if (!existsSync(serverEntry)) {
        throw new Error(`The web app is not built (${serverEntry} is missing): run npm run build`);
      }
      const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
      getBuild = async () => build;
      await app.register(hashedAssetsPlugin, { dir: path.join(buildDir, 'client', 'assets') });
      await app.register(fastifyStatic, {
        root: path.join(buildDir, 'client'),
        wildcard: false,
        globIgnore: ['assets/**', 'content/**'],
        preCompressed: true,
        // The plugin's own cache-control would overwrite ours: the few unhashed files (icons,
        // manifest) may change with a release.
        cacheControl: false,
        setHeaders(res) {
          res.setHeader('cache-control', UNHASHED_CACHE);
        },
      });
      contentArtRoute(app, { clientDir: path.join(buildDir, 'client') });
    }

    // A handler derives the routes, the static handler and the manifest from its build once:
    // made per request it did that again for every page. Development's build changes with edits.
    let handlerBuild: ServerBuild | null = null;
    let handler: ReturnType<typeof createRequestHandler> | null = null;
    const requestHandler = (build: ServerBuild) => {
      if (build !== handlerBuild || !handler) {
        handler = handlerMaker(build)(build, mode);
        handlerBuild = build;
      }
      return handler;
    };

    const publicReads = new PublicReadCache();
    const guestPages = new GuestPageCache({ ttlMs: app.config.GUEST_PAGE_TTL_MS });
    await app.register(async (site) => {
      // React Router reads form posts itself, so the body stays a raw stream.
      site.removeAllContentTypeParsers();
      site.addContentTypeParser('*', (_request, _payload, done) => done(null));
      site.route({
        method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        async handler(request, reply) {
          const handle = requestHandler(await getBuild());
          const guestKey = mode === 'production' && app.config.GUEST_PAGE_TTL_MS > 0 ? guestPageKey(request) : null;
          if (guestKey) {
            const kept = await guestPages.find(guestKey);
            if (kept) return sendGuestPage(request, reply, kept, 'hit');
          }
          // The web app widens AppLoadContext to WebLoadContext by declaration merging.
          const session = await pageSession(app, request);
          const context = loadContext(
            app,
            request,
            reply,
            session,
            publicReads,
            guestKey !== null,
          ) as unknown as Parameters<typeof handle>[1];
          const render = () => handle(toWebRequest(request, reply), context);
          if (!guestKey) return sendWebResponse(reply, await render(), session.cookie);
          let unkept: Response | null = null;
          const page = await guestPages.render(guestKey, async () => {
            const response = await render();
            if (response.status !== 200 || response.headers.has('set-cookie')) {
              unkept = response;
              return null;
            }
            return new GuestPage([...response.headers], await response.text(), cspNonce(reply) ?? '');
          });
          if (page) return sendGuestPage(request, reply, page, 'miss');
          return sendWebResponse(reply, unkept!, session.cookie);
        },
      });
    });
  },
  { name: 'web' },
);
