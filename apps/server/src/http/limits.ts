import type { Server } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How long and how much one client may hold the server. A slow client (one byte a
 * minute, headers that never end) is cut off instead of holding a socket forever.
 */
export const SERVER_LIMITS = {
  /** A socket with no traffic at all for this long is closed; the push socket pings every 25 s. */
  connectionTimeout: 60_000,
  /** The whole request, headers and body, must arrive within this. */
  requestTimeout: 30_000,
  /** Above the 60 s idle timeout of common load balancers, so they never reuse a socket we just closed. */
  keepAliveTimeout: 65_000,
  maxRequestsPerSocket: 1_000,
  /** The app's body limit: what webhooks and operator routes may send. */
  bodyLimit: 64 * 1024,
  http: {
    /** The headers must arrive within this (Node's default is a minute). */
    headersTimeout: 10_000,
    /** How often Node looks for sockets past these timeouts (its default, 30 s, lets a slow client linger). */
    connectionsCheckingInterval: 5_000,
    maxHeaderSize: 16 * 1024,
  },
} satisfies FastifyServerOptions & { http: object };

/** A player's JSON form (sign-up, profile, payment request) is a few short fields. */
export const FORM_BODY_LIMIT = 16 * 1024;

/** Routes that keep the app's larger limit: provider webhooks and the operator API. */
const LARGE_BODY_ROUTES = [/^\/api\/payment\/webhooks\//, /^\/api\/admin\//];

/**
 * Counts open sockets per remote address and destroys those over `max`, before a
 * single byte is parsed, so one address cannot exhaust the server's sockets.
 */
export function capConnectionsPerAddress(server: Server, max: number, log: FastifyBaseLogger): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      log.warn({ address, max }, 'too many connections from one address');
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** Body limits per route and the per-address connection cap (MAX_SOCKETS_PER_IP). */
export const limitsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (route.bodyLimit !== undefined || !route.url.startsWith('/api/')) return;
      if (LARGE_BODY_ROUTES.some((pattern) => pattern.test(route.url))) return;
      route.bodyLimit = FORM_BODY_LIMIT;
    });
    const max = app.config.MAX_SOCKETS_PER_IP ?? (app.config.TRUST_PROXY ? 0 : 100);
    if (max > 0) capConnectionsPerAddress(app.server, max, app.log);
  },
  { name: 'limits' },
);
