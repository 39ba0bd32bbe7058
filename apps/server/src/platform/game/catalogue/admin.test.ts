import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createTestOperator, type TestOperator } from '../../../test/operators.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../../test/players.js';
import { CATALOGUE_COMMANDS } from './admin-commands.js';
import { syncCatalogue } from './sync.js';
import { addTestProvider, providerGame, type TestProvider } from './test-provider.js';

let t: TestApp;
let admin: TestOperator;
let support: TestOperator;
let player: TestPlayer;
let studio: TestProvider;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = async (method: Method, url: string, headers: Record<string, string>, payload?: unknown) => {
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};
const asAdmin = (method: Method, url: string, payload?: unknown) => call(method, url, admin.headers, payload);
/** Runs an `npm run admin` command the way the command line does: its one call, with the operator's key. */
const command = async (name: string, positionals: string[], flags: Record<string, string> = {}) => {
  const request = await CATALOGUE_COMMANDS[name]!.run(positionals, flags);
  return call(request.method as Method, request.path, admin.headers, request.body);
};
const audits = (action: string, target: string) =>
  t.app.db
    .selectFrom('operator_audit_log')
    .select(['operator_id', 'action', 'target', 'details'])
    .where('action', '=', action)
    .where('target', '=', target)
    .execute();
const lobby = async (url: string) => (await call('GET', url, {})).body;
const identities = (body: { data: { identity: string }[] }) => body.data.map((r) => r.identity);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestOperator(t.app, 'admin');
  support = await createTestOperator(t.app, 'support');
  player = await registerTestPlayer(t.app);
  studio = await addTestProvider(t.app, 'desk', {
    name: 'Desk Games',
    games: [
      providerGame('one', { themes: ['gems'] }),
      providerGame('two', { themes: ['gems'] }),
      providerGame('three', { themes: ['gems'] }),
      providerGame('four', { themes: ['gems'], kind: 'table' }),
    ],
  });
  await addTestProvider(t.app, 'other', { games: [providerGame('solo')] });
  await syncCatalogue(t.app, 'desk');
  await syncCatalogue(t.app, 'other');
});
afterAll(async () => {
  await t.close();
});

describe('games', () => {
  it('lists every game for an operator, disabled and withdrawn ones too', async () => {
    const { status, body } = await asAdmin('GET', '/api/admin/game/games?provider=desk');
    expect(status).toBe(200);
    expect(body.meta.totalRows).toBe(4);
    expect(body.data[0]).toEqual({
      identity: 'desk-four',
      name: 'Four',
      provider: 'desk',
      kind: 'table',
      isEnabled: true,
      isOffered: true,
      restrictedCountries: [],
      popularity: 0,
    });
  });

  it('disables a game for players, audited, and a sync keeps it off', async () => {
    const { status, body } = await command('game:disable', ['desk-two']);
    expect(status).toBe(200);
    expect(body.isEnabled).toBe(false);
    expect(await audits('game.game.disable', 'desk-two')).toEqual([
      { operator_id: admin.id, action: 'game.game.disable', target: 'desk-two', details: {} },
    ]);
    expect((await call('GET', '/api/game/games/desk-two', {})).status).toBe(404);
    expect(identities(await lobby('/api/game/games?provider=desk'))).not.toContain('desk-two');
    await asAdmin('POST', '/api/admin/game/sync', { provider: 'desk' });
    expect((await asAdmin('GET', '/api/admin/game/games?provider=desk&isEnabled=false')).body.data).toHaveLength(1);
  });

  it('enables it again, audited', async () => {
    expect((await command('game:enable', ['desk-two'])).body.isEnabled).toBe(true);
    expect(await audits('game.game.enable', 'desk-two')).toHaveLength(1);
    expect((await call('GET', '/api/game/games/desk-two', {})).status).toBe(200);
  });

  it('writes no audit entry when the switch is already where asked', async () => {
    await command('game:enable', ['desk-one']);
    expect(await audits('game.game.enable', 'desk-one')).toEqual([]);
  });

  it('answers 404 for an unknown game', async () => {
    const { status, body } = await command('game:disable', ['desk-nothing']);
    expect(status).toBe(404);
    expect(body.error.key).toBe('GAME_NOT_FOUND');
  });

  it('refuses a switch without a boolean', async () => {
    const { status, body } = await asAdmin('PATCH', '/api/admin/game/games/desk-one', { isEnabled: 'yes' });
    expect(status).toBe(422);
    expect(body.error.fields).toHaveProperty('isEnabled');
  });
});

describe('providers', () => {
  it('lists every provider with its switch, sync time and games', async () => {
    const { body } = await (async () => command('providers', []))();
    const desk = body.data.find((p: { identity: string }) => p.identity === 'desk');
    expect(desk).toMatchObject({
      name: 'Desk Games',
      isEnabled: true,
      isSportsbook: false,
      gameCount: 4,
      enabledGameCount: 4,
    });
    expect(Date.parse(desk.syncedAt)).toBeGreaterThan(0);
  });

  it('disables a provider: its games and itself leave the lobby, audited', async () => {
    expect((await command('provider:disable', ['other'])).body.isEnabled).toBe(false);
    expect(await audits('game.provider.disable', 'other')).toHaveLength(1);
    expect(identities(await lobby('/api/game/providers'))).not.toContain('other');
    expect((await call('GET', '/api/game/games/other-solo', {})).status).toBe(404);
    expect((await command('provider:enable', ['other'])).body.isEnabled).toBe(true);
    expect(identities(await lobby('/api/game/providers'))).toContain('other');
  });

  it('answers 404 for an unknown provider', async () => {
    expect((await command('provider:disable', ['nobody'])).body.error.key).toBe('GAME_PROVIDER_NOT_FOUND');
  });
});

describe('collections', () => {
  it('creates a collection with its games in order, audited', async () => {
    const { status, body } = await command('collection:create', ['staff-picks'], {
      name: 'Staff picks',
      games: 'desk-three,desk-one',
      order: '5',
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      identity: 'staff-picks',
      name: 'Staff picks',
      isHidden: false,
      countries: [],
      sortOrder: 5,
      gamesCurated: true,
      games: ['desk-three', 'desk-one'],
    });
    expect((await audits('game.collection.create', 'staff-picks'))[0]!.details).toMatchObject({ name: 'Staff picks' });
    expect(identities(await lobby('/api/game/games?collection=staff-picks'))).toEqual(['desk-three', 'desk-one']);
    expect(identities(await lobby('/api/game/collections'))[0]).toBe('staff-picks');
  });

  it('refuses a collection identity already taken', async () => {
    const { status, body } = await command('collection:create', ['staff-picks'], { name: 'Again' });
    expect(status).toBe(409);
    expect(body.error.key).toBe('GAME_COLLECTION_EXISTS');
  });

  it('refuses unknown games and changes nothing', async () => {
    const { status, body } = await command('collection:create', ['broken'], {
      name: 'Broken',
      games: 'desk-one,desk-ghost',
    });
    expect(status).toBe(422);
    expect(body.error.fields.games).toEqual(['unknown game desk-ghost']);
    expect(
      (await asAdmin('GET', '/api/admin/game/collections')).body.data.map((c: { identity: string }) => c.identity),
    ).not.toContain('broken');
  });

  it.each([
    [{ identity: 'Bad Id', name: 'x' }, 'identity'],
    [{ identity: 'fine', name: '' }, 'name'],
    [{ identity: 'fine', name: 'x', countries: ['DEU'] }, 'countries.0'],
    [{ identity: 'fine', name: 'x', games: ['desk-one', 'desk-one'] }, 'games'],
  ])('refuses a bad collection %j with the field named', async (payload, field) => {
    const { status, body } = await asAdmin('POST', '/api/admin/game/collections', payload);
    expect(status).toBe(422);
    expect(Object.keys(body.error.fields)).toContain(field);
  });

  it('edits name, hidden, countries and order, audited', async () => {
    const { status, body } = await command('collection:edit', ['staff-picks'], {
      name: 'Our picks',
      hidden: 'true',
      countries: 'de,AT',
      order: '7',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Our picks', isHidden: true, countries: ['DE', 'AT'], sortOrder: 7 });
    expect(await audits('game.collection.update', 'staff-picks')).toHaveLength(1);
    expect(identities(await lobby('/api/game/collections'))).not.toContain('staff-picks');
    const inGermany = await call('GET', '/api/game/games?collection=staff-picks', { 'cf-ipcountry': 'DE' });
    expect(identities(inGermany.body)).toEqual(['desk-three', 'desk-one']);
    expect((await call('GET', '/api/game/games?collection=staff-picks', { 'cf-ipcountry': 'FR' })).status).toBe(404);
  });

  it('empties the country list with none', async () => {
    expect((await command('collection:edit', ['staff-picks'], { countries: 'none' })).body.countries).toEqual([]);
  });

  it("takes a seeded collection's games from the sync once an operator sets them", async () => {
    expect(
      (await asAdmin('GET', '/api/admin/game/collections')).body.data.find(
        (c: { identity: string }) => c.identity === 'gems',
      ),
    ).toMatchObject({
      gamesCurated: false,
    });
    await command('collection:edit', ['gems'], { games: 'desk-four,desk-one' });
    studio.state.games = [...studio.state.games, providerGame('five', { themes: ['gems'] })];
    await command('catalogue:sync', [], { provider: 'desk' });
    const gems = (await asAdmin('GET', '/api/admin/game/collections')).body.data.find(
      (c: { identity: string }) => c.identity === 'gems',
    );
    expect(gems).toMatchObject({ gamesCurated: true, games: ['desk-four', 'desk-one'] });
  });

  it("keeps an operator's name of a seeded collection through a sync", async () => {
    await command('collection:edit', ['slots'], { name: 'All slots' });
    await command('catalogue:sync', []);
    const slots = (await asAdmin('GET', '/api/admin/game/collections')).body.data.find(
      (c: { identity: string }) => c.identity === 'slots',
    );
    expect(slots.name).toBe('All slots');
    expect(slots.games).toContain('desk-five');
  });

  it('answers 404 for an unknown collection and 422 for an empty change', async () => {
    expect((await asAdmin('PATCH', '/api/admin/game/collections/nothing', { name: 'x' })).body.error.key).toBe(
      'GAME_COLLECTION_NOT_FOUND',
    );
    expect((await asAdmin('PATCH', '/api/admin/game/collections/slots', {})).status).toBe(422);
  });
});

describe('sync on demand', () => {
  it('reads the lists now and answers a report per provider, audited', async () => {
    const { status, body } = await command('catalogue:sync', [], { provider: 'desk' });
    expect(status).toBe(200);
    expect(body.data).toEqual([{ provider: 'desk', status: 'synced', offered: 5, withdrawn: 0 }]);
    expect((await audits('game.catalogue.sync', 'desk')).length).toBeGreaterThan(0);
  });

  it('syncs every provider without a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/game/sync', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { provider: string }) => r.provider)).toEqual(
      expect.arrayContaining(['desk', 'other', 'nova-studio']),
    );
  });

  it('answers 404 for a provider the registry does not know', async () => {
    expect((await command('catalogue:sync', [], { provider: 'nobody' })).status).toBe(404);
  });
});

describe('who may', () => {
  const changes: [Method, string, unknown][] = [
    ['PATCH', '/api/admin/game/games/desk-one', { isEnabled: false }],
    ['PATCH', '/api/admin/game/providers/desk', { isEnabled: false }],
    ['POST', '/api/admin/game/collections', { identity: 'sneaky', name: 'Sneaky' }],
    ['PATCH', '/api/admin/game/collections/slots', { name: 'Sneaky' }],
    ['POST', '/api/admin/game/sync', {}],
  ];

  it.each(changes)('refuses %s %s to a player', async (method, url, payload) => {
    expect((await call(method, url, bearer(player.accessToken), payload)).status).toBe(401);
  });

  it.each(changes)('refuses %s %s to an operator who is not an admin', async (method, url, payload) => {
    const { status, body } = await call(method, url, support.headers, payload);
    expect(status).toBe(403);
    expect(body.error.key).toBe('OPERATOR_ROLE_FORBIDDEN');
  });

  it('lets any operator read the catalogue', async () => {
    for (const url of ['/api/admin/game/games', '/api/admin/game/providers', '/api/admin/game/collections']) {
      expect((await call('GET', url, support.headers)).status).toBe(200);
    }
  });

  it('refuses reads to a player', async () => {
    expect((await call('GET', '/api/admin/game/games', bearer(player.accessToken))).status).toBe(401);
  });

  it('left the refused changes undone', async () => {
    expect((await asAdmin('GET', '/api/admin/game/games?search=one')).body.data[0].isEnabled).toBe(true);
    expect(
      (await asAdmin('GET', '/api/admin/game/collections')).body.data.map((c: { identity: string }) => c.identity),
    ).not.toContain('sneaky');
  });
});

describe('operator API documentation', () => {
  it('describes the catalogue desk to operators only', async () => {
    const operatorDoc = (await call('GET', '/api/admin/docs/json', admin.headers)).body;
    expect(Object.keys(operatorDoc.paths)).toEqual(
      expect.arrayContaining(['/api/admin/game/games/{id}', '/api/admin/game/collections', '/api/admin/game/sync']),
    );
    const playerDoc = (await call('GET', '/api/docs/json', {})).body;
    expect(Object.keys(playerDoc.paths).filter((p) => p.startsWith('/api/admin'))).toEqual([]);
  });
});
