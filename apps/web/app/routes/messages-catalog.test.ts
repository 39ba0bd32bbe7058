import { describe, expect, it } from 'vitest';
import { messageCatalog, messagesFor } from '../i18n/messages.server';
import { loader } from './messages-catalog';

function get(catalog: string): Response {
  try {
    return loader({ params: { catalog } } as unknown as Parameters<typeof loader>[0]);
  } catch (response) {
    return response as Response;
  }
}

const fileOf = (href: string) => href.slice('/i18n/'.length);

describe('a locale’s strings as a file', () => {
  it('is named after its locale and a hash of its content', () => {
    const { href } = messageCatalog('de');
    expect(href).toMatch(/^\/i18n\/de\.[\w-]{12}\.json$/);
    expect(messageCatalog('de').href).toBe(href);
    expect(messageCatalog('fr').href).not.toBe(href);
  });

  it('holds the locale’s merged strings, with what the locale lacks from English', async () => {
    const response = get(fileOf(messageCatalog('en-au').href));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual(messagesFor('en-au'));
  });

  it('is kept for good under its current name', () => {
    expect(get(fileOf(messageCatalog('ar').href)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('answers an old name with today’s strings, kept for no time', async () => {
    const response = get('ar.0123456789ab.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(messagesFor('ar'));
  });

  it.each([
    ['a locale we do not have', 'xx.0123456789ab.json'],
    ['a name without a hash', 'en.json'],
    ['a path', '..%2Fen.0123456789ab.json'],
  ])('is a 404 for %s', (_name, catalog) => {
    expect(get(catalog).status).toBe(404);
  });
});
