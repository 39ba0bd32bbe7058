import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The bot token the end-to-end server trusts; tests sign Telegram init data with it. */
export const E2E_TELEGRAM_BOT_TOKEN = '424242:E2eTestBotTokenNotARealOne_xyz';
/** The API key of the end-to-end server's bootstrap admin operator: tests send messages and move money with it. */
export const E2E_OPERATOR_API_KEY = 'opk_e2e-operator-key-0123456789abcdef0123456789';
/** The sandbox payment provider's API key: tests stand in for the chain and the payer through its control API. */
export const E2E_PSP_SANDBOX_API_KEY = 'e2e-psp-sandbox-key-0123456789abcdef0123';
const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-'));

// Headless Chromium says "HeadlessChrome" and would be served as a crawler (§1).
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // The server and every Chromium want a core: two browsers on two cores made each test
  // 2.5 times slower and the whole run longer than one browser at a time.
  workers: Math.max(1, availableParallelism() - 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.PLAYWRIGHT_JSON ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    userAgent: USER_AGENT,
    locale: 'en-GB',
    // Smooth scrolling is cut short on a loaded machine; the site honours reduced motion.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], userAgent: USER_AGENT, channel: undefined } }],
  webServer: {
    // The production build, as `npm start` runs it (`npm run build` comes first in the test command).
    command: 'node --enable-source-maps apps/server/dist/server.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The end-to-end journeys pay through the sandbox and sign in through the dev provider.
      DEMO_MODE: 'on',
      DEV_MAILBOX: 'true',
      // A short lock-out lets the captcha journey run without waiting a minute.
      LOGIN_LOCKOUT_SECONDS: '2',
      // Every spec signs up from 127.0.0.1: the per-address sign-up limit has its own API tests.
      REGISTRATION_CAPTCHA_AFTER: '10000',
      REGISTRATIONS_PER_HOUR: '100000',
      TELEGRAM_BOT_TOKEN: E2E_TELEGRAM_BOT_TOKEN,
      // Social login runs against the development OIDC provider, which sends the browser back to PUBLIC_URL.
      OIDC_DEV_PROVIDER: 'true',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      OPERATOR_BOOTSTRAP_EMAIL: 'e2e-operator@example.com',
      OPERATOR_BOOTSTRAP_API_KEY: E2E_OPERATOR_API_KEY,
      PSP_SANDBOX_API_KEY: E2E_PSP_SANDBOX_API_KEY,
      // Sport specs publish their own feed messages to move a price at the moment they choose.
      SPORT_FEED_SIM_TEST_HOOKS: 'true',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      // The simulated odds feed is pulled every 10 s instead of 2 s: the sport specs need live
      // events, not a fast ticker, and every other spec shares the CPU the pull costs.
      SPORT_FEED_POLL_MS: '10000',
    },
  },
});
