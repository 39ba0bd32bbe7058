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

describe('checkRedirectTarget against our own origin (open redirect)', () => {
  const origin = 'https://casino.example';
  const allowed = ['partners.example.com', '*.help.example.org'];
  const check = (target: string) => checkRedirectTarget(target, allowed, origin);

  it.each([
    ['a tab that browsers drop, raw', '/\t/evil.example'],
    ['a tab that browsers drop, percent-encoded', '/%09/evil.example'],
    ['a tab percent-encoded twice', '/%2509/evil.example'],
    ['a newline', '/%0a/evil.example'],
    ['a carriage return and newline', '/%0d%0a/evil.example'],
    ['a NUL, percent-encoded', '/%00/evil.example'],
    ['a NUL, raw', '/\u0000/evil.example'],
    ['a C1 control', '/\u0085/evil.example'],
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address to an allowed host', '//partners.example.com/'],
    ['three slashes', '///evil.example'],
    ['a slash and a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a percent-encoded backslash', '/%5Cevil.example'],
    ['a path that normalises to two slashes', '/.//evil.example'],
    ['an encoded dot that normalises to two slashes', '/%2e//evil.example'],
    ['an http address elsewhere', 'http://evil.example/path'],
    ['an https address elsewhere', 'https://evil.example'],
    ['another scheme without slashes', 'http:evil.example'],
    ['an allowed host as a prefix of another', 'https://partners.example.com.evil.example/'],
    ['our own host as user info', 'https://casino.example@evil.example/'],
    ['an allowed host as user info', 'https://partners.example.com@evil.example'],
    ['user info on an allowed host', 'https://user:secret@partners.example.com/'],
    ['an allowed host after a fragment', 'https://evil.example#@partners.example.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript: split by a tab', 'java\tscript:alert(1)'],
    ['javascript: after a leading space', ' javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['ftp to an allowed host', 'ftp://partners.example.com/'],
    ['a bare host name', 'evil.example'],
    ['a leading space before two slashes', ' //evil.example'],
    ['malformed percent-encoding', '/%E0%A4%A'],
  ])('refuses %s', (_name, target) => {
    expect(check(target)).toMatchObject({ ok: false });
  });

  it.each([
    ['an in-app path with a query', '/promotions?x=1', '/promotions?x=1'],
    ['an in-app path with a fragment', '/games/slots#top', '/games/slots#top'],
    ['the home page', '/', '/'],
    ['an encoded space', '/search?q=a%20b', '/search?q=a%20b'],
    ['a localised path', '/de/bonus/welcome', '/de/bonus/welcome'],
    ['an absolute address on our own origin, as a path', 'https://casino.example/wallet?tab=1', '/wallet?tab=1'],
    ['dot segments inside the site', '/games/../wallet', '/wallet'],
    // Browsers read our own scheme without slashes as a relative path: rebuilt, it stays one.
    ['our scheme without slashes', 'https:evil.example', '/evil.example'],
  ])('follows %s', (_name, target, location) => {
    expect(check(target)).toEqual({ ok: true, external: false, location });
  });

  it.each([
    ['an allowed host', 'https://partners.example.com/a', 'https://partners.example.com/a'],
    ['a subdomain of an allowed wildcard', 'http://docs.help.example.org/', 'http://docs.help.example.org/'],
  ])('follows %s outside the site', (_name, target, location) => {
    expect(check(target)).toEqual({ ok: true, external: true, location });
  });
});
