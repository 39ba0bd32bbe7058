import { expect, test } from '@playwright/test';

/** Every page of the §2 route table a guest can open, by path without a locale prefix. */
const PUBLIC_PAGES = [
  '/',
  '/bonuses',
  '/contact',
  '/support',
  '/promotions',
  '/games',
  '/games/providers',
  '/games/slots',
  '/game/nova-studio-pharaohs-fortune',
  '/favorites',
  '/recently-played',
  '/provably-fair',
  '/bonus/first-deposit',
  '/bonus/welcome/pack-1',
  '/static/terms',
  '/welcome-package',
  '/sport',
  '/sport/live/soccer',
  '/sport/virtual',
  '/auth/autologin',
  '/auth/social/google/callback',
];

/** Pages behind the auth guard: a guest is sent home with the sign-in popup. */
const GUARDED_PAGES = [
  '/wallet',
  '/wallet/balance',
  '/wallet/history',
  '/referral',
  '/profile',
  '/profile/info',
  '/profile/limits',
  '/profile/personal',
  '/profile/sessions',
  '/profile/settings',
  '/profile/settings/account',
  '/profile/settings/notifications',
];

const LOCALES = [
  { code: 'en', prefix: '', dir: 'ltr' },
  { code: 'de', prefix: '/de', dir: 'ltr' },
  { code: 'ar', prefix: '/ar', dir: 'rtl' },
];

function htmlAttributes(html: string) {
  const tag = /<html([^>]*)>/.exec(html)?.[1] ?? '';
  return { lang: /lang="([^"]+)"/.exec(tag)?.[1], dir: /dir="([^"]+)"/.exec(tag)?.[1] };
}

for (const { code, prefix, dir } of LOCALES) {
  test.describe(`locale ${code}`, () => {
    for (const page of PUBLIC_PAGES) {
      const url = page === '/' ? prefix || '/' : `${prefix}${page}`;
      test(`${url} answers 200 with lang ${code} and dir ${dir}`, async ({ request }) => {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        expect(htmlAttributes(await response.text())).toEqual({ lang: code, dir });
      });
    }

    for (const page of GUARDED_PAGES) {
      const url = `${prefix}${page}`;
      test(`${url} sends a guest to the sign-in popup`, async ({ request }) => {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status()).toBe(302);
        expect(response.headers().location).toBe(`${prefix || ''}${prefix ? '' : '/'}?sign-in=true`);
      });
    }
  });
}

test('the questions pages carry no locale prefix', async ({ request }) => {
  expect((await request.get('/questions')).status()).toBe(200);
  expect((await request.get('/questions/deposits')).status()).toBe(200);
  expect((await request.get('/de/questions', { maxRedirects: 0 })).status()).toBe(404);
});

test('the default locale has no prefix: /en/… redirects to the bare path', async ({ request }) => {
  const response = await request.get('/en/games?tab=new', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/games?tab=new');
});

test('an upper-case prefix redirects to the lowercase one', async ({ request }) => {
  const response = await request.get('/PT-BR/games', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/pt-br/games');
});

test('regional locales are routable', async ({ request }) => {
  for (const code of ['pt-br', 'en-au', 'es-mx', 'fr-ca']) {
    const response = await request.get(`/${code}/promotions`);
    expect(response.status()).toBe(200);
    expect(htmlAttributes(await response.text()).lang).toBe(code);
  }
});

test('the redirect page on the empty layout follows only in-app paths', async ({ request }) => {
  const inApp = await request.get('/redirect?to=/promotions', { maxRedirects: 0 });
  expect(inApp.headers().location).toBe('/promotions');
  const outside = await request.get('/redirect?to=//evil.example', { maxRedirects: 0 });
  expect(outside.headers().location).toBe('/');
});

test('pages carry alternate-language links and a canonical link to the default locale', async ({ request }) => {
  const html = await (await request.get('/de/games')).text();
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/games"\/>/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="ar" href="http:\/\/127\.0\.0\.1:\d+\/ar\/games"\/>/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="pt-BR" href="http:\/\/127\.0\.0\.1:\d+\/pt-br\/games"\/>/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="http:\/\/127\.0\.0\.1:\d+\/games"\/>/);
});

test('the sitemap is XML with alternates for every locale', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/de\/games<\/loc>/);
  expect(xml).toContain('hreflang="ar"');
});
