import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerBalance } from '../../platform/game/wallet/test-helpers.js';
import { expectLedgerBalanced } from '../../platform/ledger/test-helpers.js';
import type { TestApp } from '../../test/app.js';
import { fundedPlayer, gameApi, launchGame, originalsApp } from './test-helpers.js';

// On PostgreSQL (TEST_DATABASE_URL) the bets really run side by side on the pool; on PGlite
// they are serialised, which the results must not depend on.
let t: TestApp;
beforeAll(async () => {
  t = await originalsApp();
});
afterAll(() => t.close());

type Settled = { bet: { nonce: number; stake: string; payout: string } };

describe('parallel originals bets', () => {
  it('50 parallel dice bets each take their own nonce and keep the ledger balanced', async () => {
    const player = await fundedPlayer(t.app, 1_000_000n);
    const launch = await launchGame(t.app, player, 'dice');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        gameApi<Settled>(t.app, '/bet', { launch, stake: '100', params: { target: 5050, direction: 'over' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const nonces = answers.map((a) => a.body.bet.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 50 }, (_, i) => i));
    const won = answers.reduce((sum, a) => sum + BigInt(a.body.bet.payout), 0n);
    expect(await playerBalance(t.database.db, player.id)).toBe(1_000_000n - 5_000n + won);
    await expectLedgerBalanced(t.database.db);
  });

  it('50 parallel bets on a balance for 10 take only what is there, never overdrawing it', async () => {
    const player = await fundedPlayer(t.app, 1_000n);
    const launch = await launchGame(t.app, player, 'limbo');
    // A target no float reaches under 1 000 000×: every accepted bet loses its stake.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        gameApi(t.app, '/bet', { launch, stake: '100', params: { target: 100_000_000 } }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(answers.filter((a) => a.status === 402)).toHaveLength(50 - accepted);
    const balance = await playerBalance(t.database.db, player.id);
    expect(balance).toBeGreaterThanOrEqual(0n);
    expect(balance).toBe(1_000n - 100n * BigInt(accepted));
    await expectLedgerBalanced(t.database.db);
  });
});
