import { playerChannel } from '@casino/shared/push';
import type { FastifyInstance } from 'fastify';
import { walletAccountIn } from '../../wallet/accounts.js';
import type { RoundChange } from '../wallet/service.js';
import { roundViews } from './rounds.js';

/**
 * After a wallet call commits: the round's bet row on `game:bets#{id}`, its spin row on
 * `game:spins#{id}` when a slot round closed, and the account's new balance on `wallet:accounts`
 * (the same `account` event a deposit pushes), so the header follows every bet live.
 */
async function publishNow(app: FastifyInstance, change: RoundChange): Promise<void> {
  const { playerId } = change;
  const views = await roundViews(app.db, change.roundId, (provider, path) =>
    app.gameProviders.assetUrl(provider, path),
  );
  if (views) {
    await app.push.publish(playerChannel('game:bets', playerId), 'bet', views.bet, playerId);
    if (views.isSlot && change.closed) {
      await app.push.publish(playerChannel('game:spins', playerId), 'spin', views.spin, playerId);
    }
  }
  const account = await walletAccountIn(app.db, playerId, change.currency);
  if (account) await app.push.publish('wallet:accounts', 'account', account, playerId);
}

/** Each player's pushes in flight, so they leave in the order their calls were answered. */
const queues = new WeakMap<FastifyInstance, Map<string, Promise<void>>>();

/**
 * Publishes after the call's commit without holding up its answer. A player's pushes run one
 * after the other: each reads the state as it is then, so a later push never leaves before an
 * earlier one and the header never steps back to an older balance.
 */
export function publishRoundChange(app: FastifyInstance, change: RoundChange): Promise<void> {
  const pending = queues.get(app) ?? new Map<string, Promise<void>>();
  queues.set(app, pending);
  const previous = pending.get(change.playerId) ?? Promise.resolve();
  const next = previous.then(() => publishNow(app, change));
  const settled = next.catch(() => undefined);
  pending.set(change.playerId, settled);
  void settled.then(() => {
    if (pending.get(change.playerId) === settled) pending.delete(change.playerId);
  });
  return next;
}
