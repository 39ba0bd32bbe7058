import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { WebLoadContext, WebSession } from '@casino/shared/web-context';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createReadableStreamFromReadable } from '@react-router/node';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { TRACE_HEADER } from '../http/trace.js';
import { customerConfig, visitorCountry } from '../platform/settings/service.js';

export type WebMode = 'production' | 'development';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');

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

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) : null);
}

/** Session lookup for server-rendered pages; player accounts fill it in. */
export type SessionResolver = (accessToken: string | undefined) => Promise<WebSession | null>;

function loadContext(app: FastifyInstance, request: FastifyRequest): WebLoadContext {
  const accessToken = cookie(request, 'access_token');
  const forwarded: Record<string, string> = { [TRACE_HEADER]: request.id };
  for (const name of ['cookie', 'accept-language', 'cf-ipcountry', 'cf-connecting-ip', 'user-agent']) {
    const value = header(request, name);
    if (value) forwarded[name] = value;
  }
  if (accessToken) forwarded.authorization = `Bearer ${accessToken}`;
  return {
    async api<T>(url: string, init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {}) {
      const response = await app.inject({
        method: init.method ?? 'GET',
        url,
        headers: forwarded,
        ...(init.body !== undefined ? { payload: init.body as object } : {}),
      });
      const data = response.body ? (JSON.parse(response.body) as T) : (undefined as T);
      return { status: response.statusCode, ok: response.statusCode < 400, data };
    },
    customer: customerConfig(app.config),
    session: null,
    traceId: request.id,
    country: visitorCountry(header(request, 'cf-ipcountry')),
  };
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
      await app.register(fastifyStatic, {
        root: path.join(buildDir, 'client'),
        wildcard: false,
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.setHeader('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    }

    await app.register(async (site) => {
      // React Router reads form posts itself, so the body stays a raw stream.
      site.removeAllContentTypeParsers();
      site.addContentTypeParser('*', (_request, _payload, done) => done(null));
      site.route({
        method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        async handler(request, reply) {
          const handle = createRequestHandler(await getBuild(), mode);
          // The web app widens AppLoadContext to WebLoadContext by declaration merging.
          const context = loadContext(app, request) as unknown as Parameters<typeof handle>[1];
          const response = await handle(toWebRequest(request, reply), context);
          return sendWebResponse(reply, response);
        },
      });
    });
  },
  { name: 'web' },
);
