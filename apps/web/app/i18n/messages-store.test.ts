import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepMessages, loadMessages, messagesAt } from './messages-store';

afterEach(() => vi.unstubAllGlobals());

const answering = (...answers: (() => Response)[]) => {
  const fetch = vi.fn(async () => answers.shift()!());
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('the page’s strings in the browser', () => {
  it('are fetched once for callers that ask together, then kept', async () => {
    const fetch = answering(() => Response.json({ 'nav.casino': 'Casino' }));
    const [first, second] = await Promise.all([loadMessages('/i18n/en.a.json'), loadMessages('/i18n/en.a.json')]);
    expect(first).toEqual({ 'nav.casino': 'Casino' });
    expect(second).toBe(first);
    expect(messagesAt('/i18n/en.a.json')).toBe(first);
    await loadMessages('/i18n/en.a.json');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are fetched again after a failed fetch', async () => {
    const fetch = answering(
      () => new Response('', { status: 503 }),
      () => Response.json({ 'nav.sport': 'Sport' }),
    );
    await expect(loadMessages('/i18n/en.b.json')).rejects.toThrow('503');
    expect(messagesAt('/i18n/en.b.json')).toBeUndefined();
    await expect(loadMessages('/i18n/en.b.json')).resolves.toEqual({ 'nav.sport': 'Sport' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('kept by the server are there without a fetch', async () => {
    const fetch = answering();
    keepMessages('/i18n/de.c.json', { 'nav.casino': 'Casino' });
    await expect(loadMessages('/i18n/de.c.json')).resolves.toEqual({ 'nav.casino': 'Casino' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('are not there for a page without a catalog', () => {
    expect(messagesAt(undefined)).toBeUndefined();
  });
});
