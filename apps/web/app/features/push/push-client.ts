import { PUBLIC_CHANNEL, PUSH_PATH, type PushEvent, type PushMessage } from '@casino/shared/push';
import type { Socket } from 'socket.io-client';
import { afterLoad } from '../../lib/after-load';
import { refreshToken } from '../session/refresh';
import { isTokenExpired, readToken } from '../session/token-store';

type Handler = (data: unknown) => void;

/**
 * The browser's one connection to the push channel (§7). It connects with the
 * current access token (refreshed first when about to expire), reconnects with
 * exponential backoff, and re-subscribes its channels after every reconnection.
 */
export class PushClient {
  #socket: Socket | null = null;
  #channels = new Map<string, number>();
  #handlers = new Map<string, Set<Handler>>();
  #pendingAcks = 0;
  #starting: Promise<void> | null = null;

  start() {
    if (this.#starting) return;
    // socket.io's client is fetched once the page has loaded and the browser is idle: it is
    // no part of the first load, and connecting never competes with hydration (issue 14).
    const starting: Promise<void> = afterLoad()
      .then(() => import('socket.io-client'))
      .then(
        ({ io }) => {
          if (this.#starting === starting) this.#connect(io);
        },
        // A chunk that failed to load is tried again at the next start.
        () => {
          if (this.#starting === starting) this.#starting = null;
        },
      );
    this.#starting = starting;
  }

  #connect(io: typeof import('socket.io-client').io) {
    this.#socket = io({
      path: PUSH_PATH,
      transports: ['websocket', 'polling'],
      reconnectionDelay: 1000,
      reconnectionDelayMax: 30_000,
      randomizationFactor: 0.5,
      // Read at every (re)connection, so a refreshed or new token is used.
      auth: (callback) => {
        void this.#token().then((token) => callback(token ? { token } : {}));
      },
    });
    this.#socket.on('connect', () => {
      for (const channel of this.#channels.keys()) this.#subscribe(channel);
      this.#showState();
    });
    // The server drops a closed session's socket; come back as whoever this tab now is.
    this.#socket.on('disconnect', (reason) => {
      this.#showState();
      if (reason === 'io server disconnect') setTimeout(() => this.#socket?.connect(), 1000);
    });
    this.#socket.on('push', (message: PushMessage) => {
      for (const handler of this.#handlers.get(key(message.channel, message.event)) ?? []) handler(message.data);
    });
  }

  #stateListeners = new Set<() => void>();

  /** Whether pushes arrive now: lists that follow them fall back to polling while not. */
  get connected(): boolean {
    return Boolean(this.#socket?.connected);
  }

  /** Calls `listener` when the connection comes or goes; returns the function that stops it. */
  onStateChange(listener: () => void): () => void {
    this.#stateListeners.add(listener);
    return () => this.#stateListeners.delete(listener);
  }

  /** After login, logout or a token refresh: the server learns who this socket is at the handshake. */
  reauthenticate() {
    if (!this.#socket) return;
    this.#socket.disconnect();
    this.#socket.connect();
  }

  stop() {
    this.#starting = null;
    this.#socket?.disconnect();
    this.#socket = null;
  }

  /** Listens to one event of one channel; returns the function that stops listening. */
  listen(channel: string, event: PushEvent, handler: Handler): () => void {
    const k = key(channel, event);
    const handlers = this.#handlers.get(k) ?? new Set();
    handlers.add(handler);
    this.#handlers.set(k, handlers);
    this.#retain(channel);
    return () => {
      handlers.delete(handler);
      this.#release(channel);
    };
  }

  #retain(channel: string) {
    const count = this.#channels.get(channel) ?? 0;
    this.#channels.set(channel, count + 1);
    if (count === 0 && this.#socket?.connected) this.#subscribe(channel);
  }

  #release(channel: string) {
    const count = (this.#channels.get(channel) ?? 1) - 1;
    if (count > 0) {
      this.#channels.set(channel, count);
      return;
    }
    this.#channels.delete(channel);
    if (channel !== PUBLIC_CHANNEL) this.#socket?.emit('unsubscribe', { channel });
  }

  #subscribe(channel: string) {
    if (channel === PUBLIC_CHANNEL || !this.#socket) return;
    this.#pendingAcks += 1;
    this.#showState();
    void this.#socket
      .timeout(10_000)
      .emitWithAck('subscribe', { channel })
      .catch(() => undefined)
      .finally(() => {
        this.#pendingAcks -= 1;
        this.#showState();
      });
  }

  /** `html[data-push]` is `live` once connected with every subscription acknowledged (tests wait for it). */
  #showState() {
    const live = Boolean(this.#socket?.connected) && this.#pendingAcks === 0;
    document.documentElement.dataset.push = live ? 'live' : 'connecting';
    for (const listener of this.#stateListeners) listener();
  }

  async #token(): Promise<string | null> {
    const token = readToken();
    if (token && isTokenExpired(token)) return refreshToken();
    return token;
  }
}

const key = (channel: string, event: string) => `${channel}\n${event}`;

export const pushClient = new PushClient();
