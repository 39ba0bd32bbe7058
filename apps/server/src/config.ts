import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
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
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WEB_BUILD_DIR: z.string().min(1).optional(),
  CONTENT_DIR: z.string().min(1).default('./content'),
  REDIRECT_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9.-]+$/, 'must be host names, comma separated'))),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Reads the environment once at start-up; a bad variable stops the process with its name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = schema.safeParse(relevant);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
