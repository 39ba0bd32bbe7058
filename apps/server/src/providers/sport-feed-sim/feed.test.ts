import { describe, expect, it } from 'vitest';
import { feedMessage, marketKey, type FeedMessage } from '../../contracts/sport-feed.js';
import { REAL_SPORTS, SPORTS, VIRTUAL_SPORTS } from './catalogue.js';
import { FeedSimulator } from './feed.js';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

describe('simulated sport feed', () => {
  it('covers at least twenty sports with the ids of SPEC §3, E-sports+ holding the game categories', () => {
    expect(REAL_SPORTS.length).toBeGreaterThanOrEqual(20);
    const ids = REAL_SPORTS.map((s) => s.id);
    for (const id of [66, 67, 68, 69, 70, 71, 74, 96, 145, 165]) expect(ids).toContain(id);
    const esports = SPORTS.find((s) => s.id === 145)!;
    expect(esports.categories.map((c) => c.id)).toEqual([1534, 1533, 1330, 1307]);
  });

  it('publishes the same feed from the same seed, and another one from another seed', () => {
    const a = new FeedSimulator({ seed: 'alpha', speed: 1 }).snapshot(NOW);
    const b = new FeedSimulator({ seed: 'alpha', speed: 1 }).snapshot(NOW);
    const c = new FeedSimulator({ seed: 'beta', speed: 1 }).snapshot(NOW);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(c));
  });

  it('offers every sport in the snapshot with live matches among them, all messages valid under the contract', () => {
    const { messages } = new FeedSimulator({ seed: 'alpha', speed: 1 }).snapshot(NOW);
    for (const message of messages) expect(feedMessage.safeParse(message).success).toBe(true);
    const fixtures = messages.filter((m) => m.type === 'fixture');
    expect(new Set(fixtures.map((f) => f.fixture.sport.id)).size).toBe(SPORTS.length);
    const live = messages.filter((m) => m.type === 'odds_change' && m.status.phase === 'live');
    expect(live.length).toBeGreaterThan(10);
  });

  it('prices football with a margin: the 1x2 book adds up to more than 100%', () => {
    const { messages } = new FeedSimulator({ seed: 'alpha', speed: 1 }).snapshot(NOW);
    const football = messages.find(
      (m): m is Extract<FeedMessage, { type: 'odds_change' }> =>
        m.type === 'odds_change' && m.status.phase === 'not_started' && m.markets.some((k) => k.marketId === 41),
    )!;
    const keys = football.markets.map((m) => marketKey(m.marketId, m.specifiers));
    expect(keys).toEqual(expect.arrayContaining(['1', '10', '18|total=2.5', '16|hcp=-1.5', '29', '41', '60']));
    const book = football.markets.find((m) => m.marketId === 1)!.outcomes.reduce((s, o) => s + 1000 / o.odds, 0);
    expect(book).toBeGreaterThan(1.02);
    expect(book).toBeLessThan(1.1);
  });

  it('runs whole matches at a speed factor: odds move, bets stop, markets settle, sequences only grow', () => {
    const speed = 60;
    const simulator = new FeedSimulator({ seed: 'alpha', speed });
    const hours = 6;
    const messages: FeedMessage[] = [];
    let cursor = simulator.snapshot(NOW).sequence;
    for (let t = NOW; t <= NOW + (hours * 3_600_000) / speed; t += 60_000) {
      const page = simulator.messages(cursor, t, 1000)!;
      messages.push(...page.messages);
      cursor = page.sequence;
    }
    const sequences = messages.map((m) => m.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(new Set(messages.map((m) => m.messageId)).size).toBe(messages.length);
    const types = new Set(messages.map((m) => m.type));
    for (const type of [
      'fixture',
      'odds_change',
      'bet_stop',
      'bet_settlement',
      'bet_cancel',
      'rollback_bet_settlement',
    ]) {
      expect(types).toContain(type);
    }
  });

  it('now and then settles a race as a dead heat, both winners paid on half the stake', () => {
    const simulator = new FeedSimulator({ seed: 'alpha', speed: 1 });
    const races = simulator.plansBetween(NOW, NOW + 48 * 3_600_000).filter((p) => p.sport.family === 'race');
    const shared = races
      .map((p) => p.model.settlement()[0]!.outcomes.filter((o) => o.result === 1))
      .filter((winners) => winners.length === 2);
    expect(shared.length).toBeGreaterThan(0);
    expect(shared[0]!.every((o) => o.deadHeatFactor?.num === 1 && o.deadHeatFactor.den === 2)).toBe(true);
  });

  it('plays each virtual sport in rounds every four minutes, offered half an hour ahead and never in play', () => {
    const simulator = new FeedSimulator({ seed: 'alpha', speed: 1 });
    const { messages } = simulator.snapshot(NOW);
    const fixtures = messages.filter((m) => m.type === 'fixture' && m.fixture.sport.virtual);
    for (const sport of VIRTUAL_SPORTS) {
      const starts = fixtures
        .filter((m) => m.type === 'fixture' && m.fixture.sport.id === sport.id)
        .map((m) => (m.type === 'fixture' ? Date.parse(m.fixture.startTime) : 0))
        .sort((a, b) => a - b);
      expect(starts.length).toBeGreaterThanOrEqual(7);
      expect(starts.at(-1)! - NOW).toBeLessThanOrEqual(30 * 60_000);
      for (let i = 1; i < starts.length; i += 1) expect(starts[i]! - starts[i - 1]!).toBe(4 * 60_000);
    }
    expect(fixtures.every((m) => m.type === 'fixture' && !m.fixture.liveOdds)).toBe(true);
  });

  it('shows a virtual round as it is played, its markets closed, and settles it seconds after the end', () => {
    const simulator = new FeedSimulator({ seed: 'alpha', speed: 1 });
    const plan = simulator.plansBetween(NOW, NOW + 10 * 60_000).find((p) => p.sport.id === 190 && p.startMs > NOW)!;
    const sent = plan.sent(Infinity);
    const during = sent.filter((m) => m.type === 'odds_change' && m.status.phase === 'live');
    expect(during.length).toBeGreaterThan(5);
    for (const m of during) {
      expect(m.type === 'odds_change' && m.markets.every((k) => k.status === 'suspended')).toBe(true);
    }
    const stop = sent.find((m) => m.type === 'bet_stop')!;
    expect(stop.timestamp).toBe(plan.startMs);
    const end = sent.find((m) => m.type === 'odds_change' && m.status.phase === 'ended')!;
    const settlement = sent.find((m) => m.type === 'bet_settlement')!;
    expect(settlement.timestamp - end.timestamp).toBeLessThanOrEqual(5_000);
    expect(end.timestamp - plan.startMs).toBeLessThanOrEqual(2 * 60_000);
  });

  it('names where each category is, so the site can name it in the reader’s language', () => {
    const { messages } = new FeedSimulator({ seed: 'alpha', speed: 1 }).snapshot(NOW);
    const regions = new Map(
      messages.flatMap((m) => (m.type === 'fixture' ? [[m.fixture.category.name, m.fixture.category.region]] : [])),
    );
    expect(regions.get('Germany')).toBe('DE');
    expect(regions.get('England')).toBe('GB-ENG');
    expect(regions.get('Europe')).toBeUndefined();
    expect(regions.get('ATP')).toBeUndefined();
  });

  it('keeps the plans of the window it serves, not of every match it ever served', () => {
    const simulator = new FeedSimulator({ seed: 'alpha', speed: 1 });
    simulator.plansBetween(NOW, NOW);
    const onOffer = simulator.keptPlans;
    for (let hour = 1; hour <= 24; hour += 1) simulator.plansBetween(NOW + hour * 3_600_000, NOW + hour * 3_600_000);
    expect(simulator.keptPlans).toBeGreaterThan(0);
    expect(simulator.keptPlans).toBeLessThan(onOffer * 1.2);
  });

  it('refuses a cursor older than it keeps, so the platform takes a snapshot', () => {
    const simulator = new FeedSimulator({ seed: 'alpha', speed: 1 });
    expect(simulator.messages(0, NOW, 10)).toBeNull();
  });
});
