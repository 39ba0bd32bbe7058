import {
  channelAccess,
  PUBLIC_CHANNEL,
  playerChannel,
  PUSH_PATH,
  SESSION_CHANNEL,
  type PlayerChannel,
  type PlayerIdChannel,
  type PushEvent,
  type PushMessage,
  type SessionEndReason,
} from '@casino/shared/push';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { closeRedis } from '../../redis.js';
import { activeSessions, type ActiveSession } from '../player/sessions.js';
import { batched } from './batched.js';

/** Every domain publishes through this; delivery reaches the player's sockets on every process. */
export interface Push {
  publish<T>(channel: string, event: PushEvent, data: T, playerId?: string): Promise<void>;
  connectedPlayers(): Promise<number>;
  /**
   * Those of these players with a socket on their own `channel` now, on any process, in one
   * round: work that only feeds a push (pricing, rendering) can skip the others.
   */
  listeningPlayers(channel: PlayerChannel | PlayerIdChannel, playerIds: string[]): Promise<Set<string>>;
  /**
   * Disconnects the sockets of sessions that were closed (logout, close, password change); with a
   * reason the pages are told it first (`player:session` `session.ended`), so they can say why.
   */
  endSessions(sessionIds: string[], reason?: SessionEndReason): void;
  readonly io: Server;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: Push;
  }
}

/** Rooms are per player so `wallet:accounts` of one player never reaches another. */
function room(channel: string, owner: string | null): string {
  return owner ? `${owner}|${channel}` : channel;
}

export const ONLINE_INTERVAL_MS = 10_000;

const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Sessions looked up in one query at most: handshakes arriving together share it (issue 12). */
const HANDSHAKE_BATCH = 500;

type SessionLookup = (claims: { playerId: string; sessionId: string }) => Promise<ActiveSession | null>;

async function sessionOf(app: FastifyInstance, lookup: SessionLookup, token: unknown) {
  if (typeof token !== 'string' || !token) return null;
  const claims = await app.tokens.read(token);
  if (!claims || claims.expired) return null;
  return lookup(claims);
}

export const pushPlugin = fp(
  async (app: FastifyInstance) => {
    const io = new Server(app.server, {
      path: PUSH_PATH,
      serveClient: false,
      cors: { origin: false },
      transports: ['websocket', 'polling'],
    });
    const adapterClients: Redis[] = [];
    if (app.redis) {
      // The adapter's own connections queue commands while reconnecting, unlike the shared client.
      const pub = app.redis.duplicate({ lazyConnect: true, enableOfflineQueue: true });
      const sub = app.redis.duplicate({ lazyConnect: true, enableOfflineQueue: true });
      // Ready before the adapter subscribes: a connection still starting writes new commands
      // ahead of its queue, so a close then would overtake the subscriptions.
      await Promise.all([pub.connect(), sub.connect()]);
      io.adapter(createAdapter(pub, sub, { key: 'casino-push' }));
      adapterClients.push(pub, sub);
    }

    const lookup: SessionLookup = batched(
      (claims: { playerId: string; sessionId: string }[]) => activeSessions(app.db, claims, app.sessionPolicy),
      HANDSHAKE_BATCH,
    );
    // A socket connects as a guest, or as the player its access token belongs to.
    io.use(async (socket, next) => {
      try {
        const session = await sessionOf(app, lookup, socket.handshake.auth?.token);
        socket.data.playerId = session?.playerId ?? null;
        socket.data.sessionId = session?.sessionId ?? null;
        next();
      } catch (error) {
        next(error as Error);
      }
    });

    io.on('connection', (socket: Socket) => {
      void socket.join(PUBLIC_CHANNEL);
      if (socket.data.sessionId) void socket.join(sessionRoom(socket.data.sessionId));
      socket.on('subscribe', (payload: unknown, ack?: (answer: { ok: boolean; error?: string }) => void) => {
        const channel =
          typeof (payload as { channel?: unknown })?.channel === 'string'
            ? (payload as { channel: string }).channel
            : '';
        const access = channelAccess(channel, socket.data.playerId ?? null);
        if (!access.ok) {
          ack?.({ ok: false, error: 'FORBIDDEN' });
          return;
        }
        void socket.join(room(channel, access.owner));
        ack?.({ ok: true });
      });
      socket.on('unsubscribe', (payload: unknown) => {
        const channel = (payload as { channel?: unknown })?.channel;
        if (typeof channel !== 'string') return;
        const access = channelAccess(channel, socket.data.playerId ?? null);
        if (access.ok) void socket.leave(room(channel, access.owner));
      });
    });

    const push: Push = {
      io,
      async publish(channel, event, data, playerId) {
        const message: PushMessage = { channel, event, data };
        io.to(room(channel, playerId ?? null)).emit('push', message);
      },
      endSessions(sessionIds, reason) {
        if (sessionIds.length === 0) return;
        const rooms = sessionIds.map(sessionRoom);
        if (reason) {
          const message: PushMessage = { channel: SESSION_CHANNEL, event: 'session.ended', data: { reason } };
          io.to(rooms).emit('push', message);
        }
        io.in(rooms).disconnectSockets(true);
      },
      async connectedPlayers() {
        const sockets = await io.fetchSockets();
        return new Set(sockets.map((s) => s.data.playerId).filter(Boolean)).size;
      },
      async listeningPlayers(channel, playerIds) {
        if (playerIds.length === 0) return new Set();
        const sockets = await io.in(playerIds.map((id) => room(playerChannel(channel, id), id))).fetchSockets();
        return new Set(sockets.map((s) => s.data.playerId as string));
      },
    };
    app.decorate('push', push);

    // global:online — each process tells its own sockets the site-wide count.
    const timer = setInterval(() => {
      push
        .connectedPlayers()
        .then((count) =>
          io.local.to(PUBLIC_CHANNEL).emit('push', { channel: PUBLIC_CHANNEL, event: 'online', data: { count } }),
        )
        .catch((error: unknown) => app.log.warn({ err: error }, 'online count failed'));
    }, ONLINE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      // The adapter unsubscribes as the server closes, so its connections end after that.
      await io.close();
      await Promise.all(adapterClients.map((client) => closeRedis(client)));
    });
  },
  { name: 'push', dependencies: ['player-auth'] },
);
