import { playerChannel } from '@casino/shared/push';
import type { FastifyInstance } from 'fastify';
import { walletAccounts } from '../../wallet/accounts.js';
import type { RoundChange } from '../wallet/service.js';
import { roundViews } from './rounds.js';

/**
 * After a wallet call commits: the round's bet row on `game:bets#{id}`, its spin row on
 * `game:spins#{id}` when a slot round closed, and the account's new balance on `wallet:accounts`
 * (the same `account` event a deposit pushes), so the header follows every bet live.
 */
export async function publishRoundChange(app: FastifyInstance, change: RoundChange): Promise<void> {
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
  const account = (await walletAccounts(app.db, playerId)).find((a) => a.currency === change.currency);
  if (account) await app.push.publish('wallet:accounts', 'account', account, playerId);
}
