import { describe, expect, it } from 'vitest';
import { checkRedirectTarget, contentLocales, contentQuerySchema } from './content.js';

describe('contentLocales', () => {
  it('reads the locale, then the default', () => {
    expect(contentLocales('de')).toEqual(['de', 'en']);
  });

  it('reads the default locale once when it is asked for', () => {
    expect(contentLocales('en')).toEqual(['en']);
  });

  it('reads a regional variant, its base language, then the default', () => {
    expect(contentLocales('es-mx')).toEqual(['es-mx', 'es', 'en']);
    expect(contentLocales('en-au')).toEqual(['en-au', 'en']);
  });
});

describe('contentQuerySchema', () => {
  const parse = (where: unknown) => contentQuerySchema.safeParse({ kind: 'static', locale: 'en', where: [where] });

  it('accepts =, IN, NOT IN and BETWEEN with values of the right shape', () => {
    expect(parse({ field: 'stem', operator: '=', value: 'terms' }).success).toBe(true);
    expect(parse({ field: 'stem', operator: 'IN', value: ['a', 'b'] }).success).toBe(true);
    expect(parse({ field: 'stem', operator: 'NOT IN', value: [] }).success).toBe(true);
    expect(parse({ field: 'meta.order', operator: 'BETWEEN', value: [1, 5] }).success).toBe(true);
  });

  it('requires an array for IN and NOT IN and two items for BETWEEN', () => {
    expect(parse({ field: 'stem', operator: 'IN', value: 'a' }).success).toBe(false);
    expect(parse({ field: 'stem', operator: 'NOT IN', value: 'a' }).success).toBe(false);
    expect(parse({ field: 'stem', operator: 'BETWEEN', value: ['a'] }).success).toBe(false);
  });

  it('compares record fields with text only', () => {
    expect(parse({ field: 'stem', operator: '=', value: 1 }).success).toBe(false);
  });

  it('defaults to stem ascending', () => {
    expect(contentQuerySchema.parse({ kind: 'static', locale: 'en' }).orderBy).toEqual([
      { field: 'stem', direction: 'ASC' },
    ]);
  });
});

describe('checkRedirectTarget', () => {
  const allowed = ['partners.example.com', '*.help.example.org'];

  it('follows an in-app path', () => {
    expect(checkRedirectTarget('/promotions?x=1', allowed)).toEqual({
      ok: true,
      external: false,
      location: '/promotions?x=1',
    });
  });

  it('follows an http(s) address on the allow-list', () => {
    expect(checkRedirectTarget('https://partners.example.com/a', allowed)).toMatchObject({ ok: true, external: true });
    expect(checkRedirectTarget('http://docs.help.example.org/', allowed)).toMatchObject({ ok: true, external: true });
  });

  it('refuses an address whose host is not on the allow-list', () => {
    expect(checkRedirectTarget('https://evil.example/', allowed)).toEqual({
      ok: false,
      reason: 'External host evil.example is not allowed',
    });
    expect(checkRedirectTarget('https://partners.example.com.evil.example/', allowed).ok).toBe(false);
  });

  it('refuses a protocol-relative address', () => {
    expect(checkRedirectTarget('//partners.example.com/', allowed).ok).toBe(false);
    expect(checkRedirectTarget('/\\evil.example', allowed).ok).toBe(false);
  });

  it('refuses forbidden protocols even for allowed hosts', () => {
    for (const target of ['javascript:alert(1)', 'ftp://partners.example.com/', 'data:text/html,x']) {
      expect(checkRedirectTarget(target, allowed)).toMatchObject({ ok: false });
    }
  });
});
