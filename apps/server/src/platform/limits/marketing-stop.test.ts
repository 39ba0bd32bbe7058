import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestOperator } from '../../test/operators.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { callAs } from './test-helpers.js';

let t: TestApp;
let operatorKey: string;
beforeAll(async () => {
  t = await createTestApp();
  operatorKey = (await createTestOperator(t.app, 'support')).apiKey;
});
afterAll(() => t.close());

const messageCount = async (player: TestPlayer) =>
  (await callAs(t.app)('GET', '/api/notification/messenger/messages', player)).json().meta.totalRows as number;

const exclude = async (player: TestPlayer, definition: 4 | 5, duration: string) => {
  const res = await callAs(t.app)('POST', '/api/player/limits', player, { definition, duration });
  expect(res.statusCode, res.body).toBe(201);
};

const operatorSends = (path: 'messages' | 'pushes', player: TestPlayer, kind?: 'marketing' | 'service') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/notification/${path}`,
    headers: bearer(operatorKey),
    payload: { player: player.id, title: 'Weekend reload bonus', ...(kind ? { kind } : {}) },
  });

describe('marketing stops for excluded players', () => {
  it('is sent to a player without an exclusion', async () => {
    const player = await registerTestPlayer(t.app);
    expect(await t.app.notifier.sendMarketingMessage(player.id, { title: 'Free spins' })).not.toBeNull();
    expect(await t.app.notifier.sendMarketingPush(player.id, { title: 'Free spins' })).not.toBeNull();
    expect((await operatorSends('messages', player, 'marketing')).statusCode).toBe(201);
  });

  it.each([
    ['self-excluded', 4, '6m'],
    ['cooling-off', 5, '24h'],
  ] as const)(
    'sends a %s player no marketing message or push, but still service messages',
    async (_, definition, duration) => {
      const player = await registerTestPlayer(t.app);
      const before = await messageCount(player);
      await exclude(player, definition, duration);

      expect(await t.app.notifier.sendMarketingMessage(player.id, { title: 'Free spins' })).toBeNull();
      expect(await t.app.notifier.sendMarketingPush(player.id, { title: 'Free spins' })).toBeNull();
      for (const path of ['messages', 'pushes'] as const) {
        const res = await operatorSends(path, player, 'marketing');
        expect(res.statusCode).toBe(422);
        expect(res.json().error).toMatchObject({ code: 13108, key: 'MARKETING_STOPPED' });
      }
      const stored = await t.database.db
        .selectFrom('push_notifications')
        .select('id')
        .where('player_id', '=', player.id)
        .execute();
      expect(stored).toEqual([]);

      // A message about the player's own account still reaches them.
      expect((await operatorSends('messages', player)).statusCode).toBe(201);
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/player/sessions',
        payload: { email: player.email, password: player.password },
      });
      const restricted = { ...player, accessToken: signedIn.json().accessToken };
      expect(await messageCount(restricted)).toBe(before + 1);
    },
  );
});
