import { expect, test, type Page } from '@playwright/test';
import { open, payOnHostedCardPage, signedInPlayer } from './support';

/** Collects what Chromium reports about the Content-Security-Policy while `page` is used. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

test('every inline script of a rendered page carries the nonce of its own response, new on every request', async ({
  request,
}) => {
  // A request with a session cookie is rendered for itself; a guest's page may be a kept one (delivery.spec).
  const headers = { cookie: 'access_token=not-a-token' };
  const first = await request.get('/', { headers });
  const second = await request.get('/', { headers });
  const nonce = nonceOf(first.headers()['content-security-policy'] ?? null);
  expect(nonce).toBeTruthy();
  expect(nonceOf(second.headers()['content-security-policy'] ?? null)).not.toBe(nonce);

  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(2);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  expect(first.headers()['content-security-policy']).not.toContain("'unsafe-inline' 'nonce");
  expect(first.headers()['x-content-type-options']).toBe('nosniff');
});

test('the site hydrates and runs under its policy without a single violation', async ({ page }) => {
  const violations = cspViolations(page);
  await open(page, '/');
  await open(page, '/games');
  await open(page, '/?sign-in=true');
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  expect(violations).toEqual([]);
});

test("a guest's page sent again as it was kept hydrates under its policy, its scripts allowed by hash", async ({
  page,
}) => {
  const violations = cspViolations(page);
  // A page is kept two seconds: the second visit follows the first answer at once, not its
  // hydration, which took longer than that on a busy machine.
  await page.goto('/promotions', { waitUntil: 'commit' });
  await page.goto('about:blank');
  // The page's scripts set cookies of their own (splash, theme), which would key another page.
  await page.context().clearCookies();
  const again = await open(page, '/promotions');
  expect(again?.headers()['x-page-cache']).toBe('hit');
  expect(violations).toEqual([]);
});

test('the API documentation works under the policy', async ({ page }) => {
  const violations = cspViolations(page);
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  // Swagger UI is 1.4 MB of script: on a busy machine it took 7-10 s to draw its first operation.
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible({ timeout: 15_000 });
  expect(violations).toEqual([]);
});

test('the sandbox provider hosted card page works under the policy', async ({ page, baseURL }) => {
  const violations = cspViolations(page);
  const { accessToken } = await signedInPlayer(page, baseURL!);
  await open(page, '/');
  const created = await page.request.post('/api/payment/invoices/deposit', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { methodId: 'sandbox.deposit.visa', amount: 1_000, payer: { firstName: 'Ada', lastName: 'Lovelace' } },
  });
  expect(created.status()).toBe(201);
  const invoice = (await created.json()) as { publicData: { redirectUrl: string } };
  const hosted = await page.goto(invoice.publicData.redirectUrl);
  // The provider keeps its own, stricter policy (never framed); the site's other headers still apply.
  expect(hosted?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(hosted?.headers()['permissions-policy']).toContain('camera=()');
  await payOnHostedCardPage(page);
  await expect(page).toHaveURL(/status=success/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(violations).toEqual([]);
});

test('the development OIDC pages work under the policy', async ({ page }) => {
  const violations = cspViolations(page);
  await open(page, '/?sign-in=true');
  await page.getByTestId('sign-in-form').getByRole('button', { name: 'Continue with Dev ID' }).click();
  await expect(page.getByRole('heading', { name: /with Dev ID/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`csp-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('profile-link')).toBeVisible();
  expect(violations).toEqual([]);
});
