import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { open, payOnHostedCardPage, signedInPlayer } from './support';

// Rough edge 1 of issue 14. The shared end-to-end server sets PUBLIC_URL, so this spec
// starts its own without it: its default address is http://localhost:PORT, and the
// player uses it at http://127.0.0.1:PORT, another origin with its own cookies.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1000;
const ORIGIN = `http://127.0.0.1:${PORT}`;
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      // Both addresses reach it: localhost (the sandbox's card page) and 127.0.0.1.
      HOST: '::',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'casino-e2e-host-')),
      DEMO_MODE: 'on',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PUBLIC_URL: '',
      REGISTRATION_CAPTCHA_AFTER: '10000',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${ORIGIN}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server without PUBLIC_URL did not start');
});

test.afterAll(() => {
  server.kill();
});

test.use({ baseURL: ORIGIN });

test('a card deposit on a host other than the default one returns there, signed in', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('cookie-consent', 'all'));
  await signedInPlayer(page, ORIGIN);
  await open(page, '/?wallet=deposit');
  await page.getByTestId('payment-methods').getByRole('button', { name: /^Visa/ }).click();
  const form = page.getByTestId('payment-form');
  await form.getByLabel('Amount (EUR)').fill('50');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByRole('button', { name: 'Deposit €50.00' }).click();
  await payOnHostedCardPage(page);

  await expect(page).toHaveURL(new RegExp(`^${ORIGIN}/wallet/history\\?`));
  await expect(page.getByTestId('profile-link')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('€50.00');
});
