import { crashPoint, msToReach, verifyCrashChain } from '@casino/shared/originals/crash';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectLedgerBalanced } from '../../../platform/ledger/test-helpers.js';
import { playerBalance } from '../../../platform/game/wallet/test-helpers.js';
import type { TestApp } from '../../../test/app.js';
import { bearer, type TestPlayer } from '../../../test/players.js';
import { BASE, fundedPlayer, gameApi, launchGame, originalsApp } from '../test-helpers.js';
import { DEFAULT_CRASH_TIMING } from './game.js';

type Round = {
  id: string;
  chainId: string;
  number: number;
  phase: string;
  crashPoint: number | null;
  hash: string | null;
  commitment: string;
};
type MyBet = { status: string; cashedOutAt: number | null; payout: string; stake: string };
type Chain = { id: string; terminatingHash: string; salt: string };

let t: TestApp;
let now = Date.now();
/** Crash reads the clock through Date: tests move it by hand, nothing else is faked. */
const setClock = (ms: number) => {
  now = ms;
  vi.setSystemTime(now);
};

beforeAll(async () => {
  t = await originalsApp();
  vi.useFakeTimers({ toFake: ['Date'] });
  setClock(Date.now());
});
afterEach(async () => {
  // Every test leaves the round flown and settled, so the next one starts from a fresh countdown.
  const crash = t.app.originalsCrash;
  for (let i = 0; i < 10; i++) {
    const live = await crash.live();
    if (!live) break;
    setClock(live.phase === 'betting' ? live.betting_ends_at.getTime() : crash.crashesAt(live));
    await crash.advance();
  }
  setClock(now + DEFAULT_CRASH_TIMING.cooldownMs);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

/** Opens the next round and answers it, taking bets. */
async function bettingRound() {
  const { round } = await t.app.originalsCrash.advance();
  expect(round?.phase).toBe('betting');
  return round!;
}

/** A round taking bets that will fly to at least `cents`: rounds below it are flown empty first. */
async function flyingRound(cents: number) {
  for (;;) {
    const round = await bettingRound();
    if (round.crash_point >= cents) return round;
    const flown = await takeOff();
    setClock(t.app.originalsCrash.crashesAt(flown));
    await t.app.originalsCrash.advance();
    setClock(now + DEFAULT_CRASH_TIMING.cooldownMs);
  }
}

async function takeOff() {
  const crash = t.app.originalsCrash;
  const live = (await crash.live())!;
  setClock(live.betting_ends_at.getTime());
  const running = (await crash.advance()).round!;
  // A 1.00× round crashes the moment it takes off.
  expect(running.phase).toBe(running.crash_point === 100 ? 'crashed' : 'running');
  return running;
}

const bet = (launch: string, stake: string, autoCashout: number | null = null) =>
  gameApi<{ bet: MyBet; balance: string | null; error?: { code: string } }>(t.app, '/crash/bet', {
    launch,
    stake,
    autoCashout,
  });
const cashOut = (launch: string) =>
  gameApi<{ bet: MyBet; balance: string | null; error?: { code: string } }>(t.app, '/crash/cashout', { launch });

async function player(funds = 10_000n): Promise<{ player: TestPlayer; launch: string }> {
  const p = await fundedPlayer(t.app, funds);
  return { player: p, launch: await launchGame(t.app, p, 'crash') };
}

describe('Crash', () => {
  it('refuses a cash-out once the multiplier reached the crash point, even before the loop marks the crash', async () => {
    const { player: p, launch } = await player();
    await flyingRound(101);
    expect((await bet(launch, '1000')).status).toBe(200);
    const running = await takeOff();
    setClock(t.app.originalsCrash.crashesAt(running));
    const late = await cashOut(launch);
    expect(late.status).toBe(409);
    expect(late.body.error?.code).toBe('ALREADY_CRASHED');
    await t.app.originalsCrash.advance();
    expect(await playerBalance(t.database.db, p.id)).toBe(9_000n);
    const mine = await gameApi<{ myBet: MyBet }>(t.app, '/crash/init', { launch });
    expect(mine.body.myBet).toMatchObject({ status: 'closed', payout: '0', cashedOutAt: null });
    await expectLedgerBalanced(t.database.db);
  });

  it('settles two players in one round independently: one cashes out, the other rides to the crash', async () => {
    const a = await player();
    const b = await player();
    await flyingRound(150);
    expect((await bet(a.launch, '500')).status).toBe(200);
    expect((await bet(b.launch, '700')).status).toBe(200);
    const again = await bet(a.launch, '500');
    expect(again.body.error?.code).toBe('ROUND_IN_PROGRESS');
    const running = await takeOff();
    setClock(running.started_at!.getTime() + msToReach(140));
    const out = await cashOut(a.launch);
    expect(out.status).toBe(200);
    expect(out.body.bet.cashedOutAt).toBeGreaterThanOrEqual(140);
    expect(out.body.bet.cashedOutAt).toBeLessThan(running.crash_point);
    const paid = (500n * BigInt(out.body.bet.cashedOutAt!)) / 100n;
    expect(out.body.bet.payout).toBe(paid.toString());
    expect(out.body.balance).toBe((10_000n - 500n + paid).toString());
    expect((await cashOut(a.launch)).body.error?.code).toBe('ROUND_NOT_FOUND');
    setClock(t.app.originalsCrash.crashesAt(running));
    await t.app.originalsCrash.advance();
    expect(await playerBalance(t.database.db, a.player.id)).toBe(10_000n - 500n + paid);
    expect(await playerBalance(t.database.db, b.player.id)).toBe(10_000n - 700n);
    for (const { player: who } of [a, b]) {
      const history = await t.app.inject({ method: 'GET', url: '/api/game/bets', headers: bearer(who.accessToken) });
      expect(JSON.stringify(history.json())).toContain('originals-crash');
    }
    await expectLedgerBalanced(t.database.db);
  });

  it('pays an auto cash-out at its target when the round flies past it, and not when it crashes first', async () => {
    const a = await player();
    const b = await player();
    const opened = await bettingRound();
    const target = Math.max(101, opened.crash_point);
    expect((await bet(a.launch, '1000', target / 100)).status).toBe(200);
    expect((await bet(b.launch, '1000', (opened.crash_point + 1) / 100)).status).toBe(200);
    const running = await takeOff();
    setClock(t.app.originalsCrash.crashesAt(running) + 50);
    await t.app.originalsCrash.advance();
    const won = target <= opened.crash_point;
    expect(await playerBalance(t.database.db, a.player.id)).toBe(won ? 9_000n + 10n * BigInt(target) : 9_000n);
    expect(await playerBalance(t.database.db, b.player.id)).toBe(9_000n);
  });

  it('verifies every round from its hash down to the published terminating hash, with its crash point', async () => {
    for (let i = 0; i < 4; i++) {
      await bettingRound();
      const flown = await takeOff();
      setClock(t.app.originalsCrash.crashesAt(flown));
      await t.app.originalsCrash.advance();
      setClock(now + DEFAULT_CRASH_TIMING.cooldownMs);
    }
    const response = await t.app.inject({ method: 'GET', url: `${BASE}/game-api/crash/history?limit=100` });
    expect(response.statusCode).toBe(200);
    const { rounds, chains } = response.json<{ rounds: Round[]; chains: Chain[] }>();
    expect(rounds.length).toBeGreaterThanOrEqual(4);
    for (const round of rounds) {
      const chain = chains.find((c) => c.id === round.chainId)!;
      expect(verifyCrashChain(round.hash!, round.number, chain.terminatingHash)).toEqual({ ok: true });
      expect(crashPoint(round.hash!, chain.salt)).toBe(round.crashPoint);
    }
    // Each round's commitment, shown before it flew, is the hash of the round before.
    const sorted = [...rounds].sort((x, y) => x.number - y.number);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.commitment).toBe(sorted[i - 1]!.hash);
  });

  it('carries on after a restart: a round that should have crashed meanwhile crashes and settles by its rules', async () => {
    const a = await player();
    await flyingRound(101);
    expect((await bet(a.launch, '1000')).status).toBe(200);
    const running = await takeOff();
    // Nothing advances the round for an hour, as if no process ran.
    setClock(t.app.originalsCrash.crashesAt(running) + 3_600_000);
    const crashed = (await t.app.originalsCrash.advance()).round;
    expect(crashed).toMatchObject({ id: running.id, phase: 'crashed' });
    expect(crashed!.crashed_at!.getTime()).toBe(t.app.originalsCrash.crashesAt(running));
    expect(await playerBalance(t.database.db, a.player.id)).toBe(9_000n);
  });

  it('has the loop sleep until betting closes, and after a crash until the pause is over', async () => {
    const crash = t.app.originalsCrash;
    const betting = await flyingRound(101);
    expect((await crash.advance()).due).toBe(betting.betting_ends_at.getTime());
    const running = await takeOff();
    setClock(crash.crashesAt(running));
    const crashed = await crash.advance();
    const pauseOver = crashed.round!.crashed_at!.getTime() + DEFAULT_CRASH_TIMING.cooldownMs;
    expect(crashed.due).toBe(pauseOver);
    setClock(pauseOver - 1);
    // No round opens during the pause; the deadline is read from the last crash.
    expect(await crash.advance()).toEqual({ round: undefined, due: pauseOver });
  });

  it('has the loop sleep through a flight until the next auto cash-out is reached, then until the crash', async () => {
    const crash = t.app.originalsCrash;
    const a = await player();
    const b = await player();
    await flyingRound(150);
    expect((await bet(a.launch, '1000', 1.2)).status).toBe(200);
    expect((await bet(b.launch, '1000', 1.4)).status).toBe(200);
    const running = await takeOff();
    const takeOffAt = running.started_at!.getTime();
    expect((await crash.advance()).due).toBe(takeOffAt + msToReach(120));
    setClock(takeOffAt + msToReach(120));
    expect((await crash.advance()).due).toBe(takeOffAt + msToReach(140));
    setClock(takeOffAt + msToReach(140));
    expect((await crash.advance()).due).toBe(crash.crashesAt(running));
    expect(await playerBalance(t.database.db, a.player.id)).toBe(9_000n + 1_200n);
    expect(await playerBalance(t.database.db, b.player.id)).toBe(9_000n + 1_400n);
  });

  it('takes bets only during the countdown, within the limits, and only from a Crash launch', async () => {
    const a = await player();
    const dice = await launchGame(t.app, a.player, 'dice');
    await bettingRound();
    expect((await bet(dice, '100')).body.error?.code).toBe('GAME_NOT_FOUND');
    expect((await bet(a.launch, '1')).body.error?.code).toBe('INVALID_STAKE');
    expect((await bet(a.launch, '100', 1.0)).status).toBe(400);
    expect((await bet('x'.repeat(43), '100')).body.error?.code).toBe('LAUNCH_NOT_FOUND');
    expect((await cashOut(a.launch)).body.error?.code).toBe('ROUND_NOT_FOUND');
    await takeOff();
    const late = await bet(a.launch, '100');
    expect(late.status).toBe(409);
    expect(late.body.error?.code).toBe('BETTING_CLOSED');
    expect(await playerBalance(t.database.db, a.player.id)).toBe(10_000n);
  });

  it('takes 30 players’ bets in parallel in one round, one nonce each, and settles every one', async () => {
    const players = await Promise.all(Array.from({ length: 30 }, () => player()));
    const opened = await bettingRound();
    const placed = await Promise.all(players.map(({ launch }) => bet(launch, '100')));
    expect(placed.map((r) => r.status)).toEqual(players.map(() => 200));
    const nonces = await t.database.db
      .selectFrom('originals_bets')
      .select('nonce')
      .where('seed_pair_id', '=', opened.seed_pair_id)
      .execute();
    expect(new Set(nonces.map((n) => n.nonce)).size).toBe(30);
    const running = await takeOff();
    setClock(t.app.originalsCrash.crashesAt(running));
    await t.app.originalsCrash.advance();
    for (const { player: p } of players) expect(await playerBalance(t.database.db, p.id)).toBe(9_900n);
    await expectLedgerBalanced(t.database.db);
  });

  it("keeps one player's launch away from another's bet", async () => {
    const a = await player();
    const b = await player();
    const opened = await bettingRound();
    expect((await bet(a.launch, '1000')).status).toBe(200);
    const running = await takeOff();
    setClock(running.started_at!.getTime() + Math.min(500, msToReach(opened.crash_point) - 1));
    expect((await cashOut(b.launch)).body.error?.code).toBe('ROUND_NOT_FOUND');
    const seen = await gameApi<{ myBet: MyBet | null; bets: { player: string }[] }>(t.app, '/crash/init', {
      launch: b.launch,
    });
    expect(seen.body.myBet).toBeNull();
    expect(JSON.stringify(seen.body.bets)).not.toContain(a.player.id);
  });
});
