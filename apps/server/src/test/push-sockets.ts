import type { AddressInfo } from 'node:net';
import { PUSH_PATH, type PushMessage } from '@casino/shared/push';
import { io as connect, type Socket } from 'socket.io-client';
import type { TestApp } from './app.js';

/** Push sockets of a test, disconnected by `closeSockets` (call it in `afterEach`). */
const sockets: Socket[] = [];

export function closeSockets(): void {
  for (const socket of sockets.splice(0)) socket.disconnect();
}

/** Starts the app on a free port; its base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

export async function socketTo(url: string, token?: string): Promise<Socket> {
  const socket = connect(url, {
    path: PUSH_PATH,
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

export function subscribe(socket: Socket, channel: string): Promise<{ ok: boolean; error?: string }> {
  return socket.timeout(2000).emitWithAck('subscribe', { channel });
}

/** The next push on `channel` (and of `event` when given), or null after the timeout. */
export function nextPush(
  socket: Socket,
  channel: string,
  timeoutMs = 2000,
  event?: string,
): Promise<PushMessage | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const onPush = (message: PushMessage) => {
      if (message.channel !== channel || (event !== undefined && message.event !== event)) return;
      clearTimeout(timer);
      socket.off('push', onPush);
      resolve(message);
    };
    socket.on('push', onPush);
  });
}
