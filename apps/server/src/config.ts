import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** A comma-separated list of host names, `*.x.com` for subdomains, lower-cased. */
const hostList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9.-]+$/, 'must be host names, comma separated')));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  DEMO_MODE: flag.optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(64).default(4),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(2000),
  TRUST_PROXY: flag.default(false),
  SEED_DEMO_DATA: flag.default(true),
  PROJECT_NAME: z.string().min(1).default('Royal Flush'),
  PROJECT_EMAIL: z.email().default('support@example.com'),
  GAMES_DISABLED: flag.default(false),
  SPORTS_DISABLED: flag.default(false),
  QUESTS_ENABLED: flag.default(true),
  LOYALTY_ENABLED: flag.default(true),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Royal Flush <no-reply@example.com>'),
  DEV_MAILBOX: flag.optional(),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'must look like 123456:ABC…')
    .optional(),
  TELEGRAM_AUTH_MAX_AGE_SECONDS: z.coerce.number().int().min(60).default(86_400),
  LOGIN_LOCKOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  CAPTCHA_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  RECAPTCHA_SITE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be a reCAPTCHA site key (letters, digits, _ and -)')
    .optional(),
  RECAPTCHA_SECRET_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be a reCAPTCHA secret key (letters, digits, _ and -)')
    .optional(),
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECRETS_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9_-]{43}=?)$/, 'must be 32 bytes as 64 hex digits or base64url')
    .optional(),
  WEB_BUILD_DIR: z.string().min(1).optional(),
  /** How long a guest's server-rendered page is served again to other guests (web/guest-pages.ts); 0 turns it off. */
  GUEST_PAGE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  CONTENT_DIR: z.string().min(1).default('./content'),
  REDIRECT_ALLOWED_HOSTS: hostList(''),
  OIDC_DEV_PROVIDER: flag.optional(),
  OIDC_DEV_CLIENT_ID: z.string().min(1).default('casino-web'),
  OIDC_DEV_CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').default('development-client-secret'),
  OIDC_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
    .optional(),
  WEB_PUSH_ALLOWED_HOSTS: hostList(
    'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com',
  ),
  // Gone: operators sign in with their own accounts. Still read so a deployment that sets it is told, not ignored.
  ADMIN_TOKEN: z.string().optional(),
  OPERATOR_API_KEY: z
    .string()
    .regex(/^opk_[A-Za-z0-9_-]{32,200}$/, 'must be an operator API key (opk_…)')
    .optional(),
  OPERATOR_BOOTSTRAP_EMAIL: z.email().optional(),
  OPERATOR_BOOTSTRAP_API_KEY: z
    .string()
    .regex(/^opk_[A-Za-z0-9_-]{32,200}$/, 'must be opk_ followed by at least 32 letters, digits, _ or -')
    .optional(),
  PSP_SANDBOX: flag.optional(),
  PSP_SANDBOX_URL: z.url().optional(),
  PSP_SANDBOX_API_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  PSP_SANDBOX_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  RATES_FEED_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  RATES_REFRESH_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  PAYMENT_RECONCILE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(3),
  SERVE_WEB: flag.default(true),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  MAX_SOCKETS_PER_IP: z.coerce.number().int().min(0).max(100_000).optional(),
  REGISTRATION_CAPTCHA_AFTER: z.coerce.number().int().min(1).max(10_000).default(3),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  JOBS_ENABLED: flag.optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  LIMIT_WINDOWS: z.enum(['rolling', 'fixed']).default('rolling'),
  SPORT_FEED_SIM: flag.optional(),
  SPORT_FEED_SEED: z.string().min(1).max(200).default('royal-flush'),
  SPORT_FEED_SPEED: z.coerce.number().min(0.1).max(1000).default(1),
  SPORT_FEED_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  SPORT_FEED_SIM_TEST_HOOKS: flag.default(false),
});

/** Key pairs (Google sign-in, reCAPTCHA, VAPID) need both halves; one alone is a typo, not a choice. */
const checkedSchema = schema.superRefine((config, ctx) => {
  if (Boolean(config.OIDC_GOOGLE_CLIENT_ID) !== Boolean(config.OIDC_GOOGLE_CLIENT_SECRET)) {
    const missing = config.OIDC_GOOGLE_CLIENT_ID ? 'OIDC_GOOGLE_CLIENT_SECRET' : 'OIDC_GOOGLE_CLIENT_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other Google variable' });
  }
  if (Boolean(config.RECAPTCHA_SITE_KEY) !== Boolean(config.RECAPTCHA_SECRET_KEY)) {
    const missing = config.RECAPTCHA_SITE_KEY ? 'RECAPTCHA_SECRET_KEY' : 'RECAPTCHA_SITE_KEY';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other reCAPTCHA key' });
  }
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    const missing = config.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other VAPID key' });
  }
  if (config.ADMIN_TOKEN) {
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_TOKEN'],
      message: 'is no longer used: create an operator (npm run admin -- operator:create) and give it an API key',
    });
  }
  if (Boolean(config.OPERATOR_BOOTSTRAP_EMAIL) !== Boolean(config.OPERATOR_BOOTSTRAP_API_KEY)) {
    const missing = config.OPERATOR_BOOTSTRAP_EMAIL ? 'OPERATOR_BOOTSTRAP_API_KEY' : 'OPERATOR_BOOTSTRAP_EMAIL';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'must be set together with the other bootstrap variable',
    });
  }
});

/** The demo parts: each may be turned off inside demo mode, none may be on outside it. */
const DEMO_PARTS = ['PSP_SANDBOX', 'DEV_MAILBOX', 'OIDC_DEV_PROVIDER', 'SPORT_FEED_SIM_TEST_HOOKS'] as const;

/**
 * DEMO_MODE follows the database when unset: a newcomer's `npm start` on the embedded one is
 * a demo, a site on PostgreSQL is live unless it says otherwise. A live site refuses to start
 * with a demo part on or without its own keys.
 */
const demoCheckedSchema = checkedSchema
  .transform((config) => ({ ...config, DEMO_MODE: config.DEMO_MODE ?? config.DATABASE_URL === undefined }))
  .superRefine((config, ctx) => {
    if (config.DEMO_MODE) return;
    for (const part of DEMO_PARTS) {
      if (config[part])
        ctx.addIssue({ code: 'custom', path: [part], message: 'is a demo part: it needs DEMO_MODE=on' });
    }
    // A preset key is for demos and tests; a live site makes its operators with `npm run admin -- operator:create`.
    if (config.OPERATOR_BOOTSTRAP_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPERATOR_BOOTSTRAP_API_KEY'],
        message: 'is for demos and tests: it needs DEMO_MODE=on (use npm run admin -- operator:create)',
      });
    }
    // Generated keys would live in the very database they protect.
    for (const key of ['JWT_SECRET', 'SECRETS_KEY'] as const) {
      if (!config[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'must be set when DEMO_MODE is off' });
    }
  });

export type Config = z.output<typeof demoCheckedSchema>;

/** The site's address as players' browsers reach it: links in messages, OIDC redirect URIs. */
export function siteUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/** Whether the simulated odds feed is mounted and pulled: on in a demo, off in tests unless asked for. */
export function sportFeedSimEnabled(config: Config): boolean {
  return config.SPORT_FEED_SIM ?? (config.DEMO_MODE && config.NODE_ENV !== 'test');
}

/** Whether a listening process runs jobs and event consumers: tests start them themselves. */
export function jobsEnabled(config: Config): boolean {
  return config.JOBS_ENABLED ?? config.NODE_ENV !== 'test';
}

/**
 * The issuer of the development OIDC provider, or null when it is off. It answers
 * anyone who types an e-mail, so it exists only in demo mode.
 */
export function oidcDevIssuer(config: Config): string | null {
  const enabled = config.DEMO_MODE && (config.OIDC_DEV_PROVIDER ?? true);
  return enabled ? `${siteUrl(config)}/oidc-dev` : null;
}

/** The sandbox payment provider: anyone can approve their own payment there, so only in demo mode. */
export function pspSandboxEnabled(config: Config): boolean {
  return config.DEMO_MODE && (config.PSP_SANDBOX ?? true);
}

/** The development mailbox shows every message, codes included: only in demo mode. */
export function devMailboxEnabled(config: Config): boolean {
  return config.DEMO_MODE && (config.DEV_MAILBOX ?? true);
}

/** Where the platform reaches the sandbox provider's API and where its hosted pages live. */
export function pspSandboxUrl(config: Config): string {
  return (config.PSP_SANDBOX_URL ?? `${siteUrl(config)}/psp-sandbox`).replace(/\/+$/, '');
}

export class ConfigError extends Error {}

/** Reads the environment once at start-up; a bad variable stops the process with its name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = demoCheckedSchema.safeParse(relevant);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
