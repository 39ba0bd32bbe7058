/**
 * One client process of the push benchmark: it holds its share of the player sockets, so
 * their descriptors are its own and not the server's or the other clients' (each process may
 * open only as many as its descriptor limit allows), and answers the parent over IPC.
 */
import { PUSH_PATH, type PushMessage } from '@casino/shared/push';
import { io as connect, type Socket } from 'socket.io-client';
import {
  BENCH_CHANNEL,
  epochNow,
  type BenchNotification,
  type FromClient,
  type SeededPlayer,
  type ToClient,
} from './protocol.js';

const CONNECT_TIMEOUT_MS = 20_000;

const sockets: Socket[] = [];
const latencies: number[] = [];
let lastReceivedAt = 0;
let reported = false;

function send(message: FromClient): void {
  process.send?.(message);
}

function report(): void {
  if (reported) return;
  reported = true;
  send({ type: 'report', latencies, lastReceivedAt });
}

async function open(url: string, player: SeededPlayer): Promise<Socket> {
  const socket = connect(url, {
    path: PUSH_PATH,
    transports: ['websocket'],
    auth: { token: player.token },
    reconnection: false,
    // Without it socket.io-client shares one Manager, and so one connection, between sockets to the same URL.
    forceNew: true,
    timeout: CONNECT_TIMEOUT_MS,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const channel = `${BENCH_CHANNEL}#${player.id}`;
    const answer: { ok: boolean; error?: string } = await socket
      .timeout(CONNECT_TIMEOUT_MS)
      .emitWithAck('subscribe', { channel });
    if (!answer.ok) throw new Error(`subscribe refused: ${answer.error ?? 'no reason'}`);
    socket.on('push', (message: PushMessage<BenchNotification>) => {
      const receivedAt = epochNow();
      // global:online reaches every socket every ten seconds and is not part of the burst.
      if (message.channel !== channel || message.event !== 'notification') return;
      latencies.push(receivedAt - message.data.sentAt);
      lastReceivedAt = receivedAt;
      if (latencies.length === sockets.length) report();
    });
  } catch (error) {
    socket.disconnect();
    throw error;
  }
  return socket;
}

/** In batches, so the handshakes (a token check and a session query each) do not stampede the server. */
async function connectAll(url: string, players: SeededPlayer[], batch: number): Promise<void> {
  const failures = new Map<string, number>();
  for (let start = 0; start < players.length; start += batch) {
    const results = await Promise.allSettled(players.slice(start, start + batch).map((player) => open(url, player)));
    for (const result of results) {
      if (result.status === 'fulfilled') sockets.push(result.value);
      else {
        const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      }
    }
  }
  send({ type: 'connected', connected: sockets.length, failures: [...failures] });
}

function disconnectAll(): void {
  for (const socket of sockets.splice(0)) socket.disconnect();
}

process.on('message', (message: ToClient) => {
  switch (message.type) {
    case 'connect':
      connectAll(message.url, message.players, message.batch).catch((error: unknown) =>
        send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
      );
      break;
    case 'disconnect':
      disconnectAll();
      send({ type: 'disconnected' });
      break;
    case 'report':
      report();
      break;
    case 'close':
      disconnectAll();
      process.exit(0);
  }
});
process.on('disconnect', () => {
  disconnectAll();
  process.exit(0);
});
