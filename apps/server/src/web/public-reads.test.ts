import { describe, expect, it } from 'vitest';
import { isPublicRead, PublicReadCache, publicReadKey, type PublicAnswer } from './public-reads.js';

const ok = (body: string): PublicAnswer => ({ status: 200, body });

function counter(answer: () => PublicAnswer) {
  const load = async () => {
    load.calls += 1;
    return answer();
  };
  load.calls = 0;
  return load;
}

describe('the server renderer keeping public answers', () => {
  it('asks once within the time to live and again after it', async () => {
    let now = 1_000;
    const cache = new PublicReadCache({ ttlMs: 5_000, now: () => now });
    const load = counter(() => ok('{"data":[]}'));
    await cache.read('k', load);
    now += 4_999;
    expect(await cache.read('k', load)).toEqual(ok('{"data":[]}'));
    expect(load.calls).toBe(1);
    now += 1;
    await cache.read('k', load);
    expect(load.calls).toBe(2);
  });

  it('shares one load between pages asking at the same moment', async () => {
    const cache = new PublicReadCache();
    const load = counter(() => ok('x'));
    await Promise.all([cache.read('k', load), cache.read('k', load), cache.read('k', load)]);
    expect(load.calls).toBe(1);
  });

  it('keeps no error or refusal, so the next page asks again', async () => {
    const cache = new PublicReadCache();
    const failing = counter(() => ({ status: 503, body: '{"error":{}}' }));
    await cache.read('k', failing);
    await cache.read('k', failing);
    expect(failing.calls).toBe(2);
    const throwing = async () => {
      throw new Error('database gone');
    };
    await expect(cache.read('t', throwing)).rejects.toThrow('database gone');
    const load = counter(() => ok('back'));
    expect(await cache.read('t', load)).toEqual(ok('back'));
  });

  it('forgets everything when cleared', async () => {
    const cache = new PublicReadCache();
    const load = counter(() => ok('x'));
    await cache.read('k', load);
    cache.clear();
    await cache.read('k', load);
    expect(load.calls).toBe(2);
  });

  it('holds at most its maximum of answers, dropping the oldest', async () => {
    const cache = new PublicReadCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => ok(key));
    expect(cache.size).toBe(2);
    const load = counter(() => ok('a again'));
    await cache.read('a', load);
    expect(load.calls).toBe(1);
  });

  it('tells answers for other countries, languages and bodies apart', () => {
    const base = publicReadKey('POST', '/api/content/query', { kind: 'slides', locale: 'en' }, 'DE', 'de');
    expect(publicReadKey('POST', '/api/content/query', { kind: 'slides', locale: 'en' }, 'FR', 'de')).not.toBe(base);
    expect(publicReadKey('POST', '/api/content/query', { kind: 'slides', locale: 'en' }, 'DE', 'en')).not.toBe(base);
    expect(publicReadKey('POST', '/api/content/query', { kind: 'pages', locale: 'en' }, 'DE', 'de')).not.toBe(base);
  });

  it('keeps only public catalogue, content and currency reads, never a player’s own data or a change', () => {
    expect(isPublicRead('GET', '/api/game/collections')).toBe(true);
    expect(isPublicRead('GET', '/api/game/games?collection=popular&page=1&perPage=16')).toBe(true);
    expect(isPublicRead('GET', '/api/settings/currencies')).toBe(true);
    expect(isPublicRead('POST', '/api/content/query')).toBe(true);
    expect(isPublicRead('GET', '/api/game/favorites')).toBe(false);
    expect(isPublicRead('GET', '/api/player/profile')).toBe(false);
    expect(isPublicRead('GET', '/api/wallet/accounts')).toBe(false);
    expect(isPublicRead('GET', '/api/game/games/some-game')).toBe(false);
    expect(isPublicRead('POST', '/api/game/collections')).toBe(false);
  });
});
