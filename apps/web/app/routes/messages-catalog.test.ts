import { describe, expect, it } from 'vitest';
import { messageCatalog, messagesFor } from '../i18n/messages.server';
import { loader } from './messages-catalog';

async function get(catalog: string): Promise<Response> {
  try {
    return await loader({ params: { catalog } } as unknown as Parameters<typeof loader>[0]);
  } catch (response) {
    return response as Response;
  }
}

const fileOf = (href: string) => href.slice('/i18n/'.length);

describe('a locale’s strings as a file', () => {
  it('is named after its locale and a hash of its content', async () => {
    const { href } = await messageCatalog('de');
    expect(href).toMatch(/^\/i18n\/de\.[\w-]{12}\.json$/);
    expect((await messageCatalog('de')).href).toBe(href);
    expect((await messageCatalog('fr')).href).not.toBe(href);
  });

  it('holds the locale’s merged strings, with what the locale lacks from English', async () => {
    const response = await get(fileOf((await messageCatalog('en-au')).href));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual(await messagesFor('en-au'));
  });

  it('is kept for good under its current name', async () => {
    expect((await get(fileOf((await messageCatalog('ar')).href))).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('answers an old name with today’s strings, kept for no time', async () => {
    const response = await get('ar.0123456789ab.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(await messagesFor('ar'));
  });

  it.each([
    ['a locale we do not have', 'xx.0123456789ab.json'],
    ['a name without a hash', 'en.json'],
    ['a path', '..%2Fen.0123456789ab.json'],
  ])('is a 404 for %s', async (_name, catalog) => {
    expect((await get(catalog)).status).toBe(404);
  });
});
