import { expect, test } from '@playwright/test';
import { open } from './support';

test('a static page renders in German with its table and localised links', async ({ page }) => {
  await open(page, '/de/static/terms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const article = page.getByTestId('content-article');
  await expect(article.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
  await expect(article.getByRole('cell', { name: 'Kryptowährungen' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'AML- und KYC-Richtlinie' })).toHaveAttribute(
    'href',
    '/de/static/aml-kyc',
  );
  await page
    .getByRole('navigation', { name: 'Informationsseiten' })
    .getByRole('link', { name: 'Cookie-Richtlinie' })
    .click();
  await expect(page).toHaveURL(/\/de\/static\/cookies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie-Richtlinie' })).toBeVisible();
});

test('a FAQ page renders in German for a visitor browsing in German', async ({ page }) => {
  await open(page, '/de/static/privacy');
  await page.getByTestId('footer-links').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/questions$/);
  await page.getByRole('link', { name: /Wie lange dauert eine Auszahlung/ }).click();
  await expect(page).toHaveURL(/\/questions\/withdrawals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wie lange dauert eine Auszahlung?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a FAQ page opened directly keeps the locale the visitor browses in', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'de', url: 'http://127.0.0.1' }]);
  const response = await open(page, '/questions/deposits');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Wie zahle ich ein?' })).toBeVisible();
  await expect(page).toHaveTitle(/^Wie zahle ich ein\? \| /);
});

test('switching language on a FAQ page keeps the address and changes the text', async ({ page }) => {
  await open(page, '/questions/deposits');
  await expect(page.getByRole('heading', { level: 1, name: 'How do I make a deposit?' })).toBeVisible();
  await page.getByTestId('language-switcher').selectOption('ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Как пополнить счёт?' })).toBeVisible();
  await expect(page).toHaveURL(/\/questions\/deposits$/);
});

test('an unknown content page is the 404 of §8', async ({ request }) => {
  for (const path of ['/static/nope', '/questions/nope', '/bonus/nope', '/bonus/welcome/first-deposit', '/de/nope']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});

test('the error screen takes its texts from the content of the locale', async ({ page }) => {
  const response = await page.goto('/de/gibt/es/nicht');
  expect(response?.status()).toBe(404);
  const screen = page.getByTestId('error-screen');
  await expect(screen.getByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Startseite' })).toBeVisible();
});

test('a content page at /{slug} renders in its locale', async ({ page }) => {
  await open(page, '/es/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();
});

test('content pages carry their title, description and Open Graph tags', async ({ request }) => {
  const html = await (await request.get('/de/static/privacy')).text();
  expect(html).toContain('<title>Datenschutzerklärung | ');
  expect(html).toContain(
    '<meta name="description" content="Welche personenbezogenen Daten wir erheben, wozu wir sie brauchen und welche Rechte Sie haben."/>',
  );
  expect(html).toContain('<meta property="og:title" content="Datenschutzerklärung"/>');
  expect(html).toContain('<meta property="og:locale" content="de_DE"/>');
  expect(html).toMatch(/<meta property="og:url" content="http:\/\/127\.0\.0\.1:\d+\/de\/static\/privacy"\/>/);
});

test('links to other sites in content open in a new window', async ({ page }) => {
  await open(page, '/static/responsible-gaming');
  const link = page.getByTestId('content-article').getByRole('link', { name: 'BeGambleAware' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a per-path redirect sends the visitor on in their locale', async ({ request }) => {
  const faq = await request.get('/faq', { maxRedirects: 0 });
  expect(faq.status()).toBe(302);
  expect(faq.headers().location).toBe('/questions');
  const terms = await request.get('/de/terms', { maxRedirects: 0 });
  expect(terms.headers().location).toBe('/de/static/terms');
});

test('the home slider shows the slides of the locale and moves with its buttons', async ({ page }) => {
  await open(page, '/de');
  const slider = page.getByRole('region', { name: 'Top-Angebote' });
  await expect(slider.getByRole('heading', { name: 'Willkommenspaket bis zu 1.500 €' })).toBeInViewport();
  await slider.getByRole('button', { name: 'Folie 3 anzeigen' }).click();
  await expect(slider.getByRole('heading', { name: '10 % Cashback jede Woche' })).toBeInViewport();
  await expect(slider.getByRole('button', { name: 'Folie 3 anzeigen' })).toHaveAttribute('aria-current', 'true');
});

test('promotions fall back to the default locale where a locale has none', async ({ page }) => {
  await open(page, '/ar/promotions');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('offer-card')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Weekend reload' })).toBeVisible();
  await open(page, '/uk/promotions');
  await expect(page.getByRole('heading', { name: 'Бонус вихідного дня' })).toBeVisible();
});

test('the welcome package lists its packs and links to each', async ({ page }) => {
  await open(page, '/tr/welcome-package');
  await page.getByTestId('welcome-packs').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tr\/bonus\/welcome\/pack-1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hoş geldin paketi 1' })).toBeVisible();
});

test('the sitemap lists content pages with their alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/de\/static\/terms<\/loc>/);
  expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/questions\/deposits<\/loc>/);
  expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/pt-br\/bonus\/welcome\/pack-1<\/loc>/);
  expect(xml).toMatch(/hreflang="pt-BR" href="http:\/\/127\.0\.0\.1:\d+\/pt-br\/static\/terms"/);
});
