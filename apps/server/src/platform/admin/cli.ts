// The operator's command line: `npm run admin -- <command> …`. Most commands talk to the
// running server's operator API with the operator's personal key (OPERATOR_API_KEY), so
// they work the same with the embedded database (which only the server process may
// open) and with PostgreSQL, and are audited as that operator. `operator:create` and
// `api-key:create` work on the database itself: they are how a fresh site gets its
// first operator.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { secretBoxFor } from '../../security/secrets-key.js';
import type { SecretStore } from '../player/tokens.js';
import { CATALOGUE_COMMANDS } from '../game/catalogue/admin-commands.js';
import { required, UsageError, type Command } from './cli-command.js';
import { createApiKey, createOperator } from './operators.js';
import { OPERATOR_ROLES, type OperatorRole } from './roles.js';

const COMMANDS: Record<string, Command> = {
  message: {
    usage: 'message <player id|e-mail|phone> --title "…" [--body "…"] [--kind marketing]',
    async run([player], flags) {
      return {
        method: 'POST',
        path: '/api/admin/notification/messages',
        body: {
          player: required(player, 'player'),
          title: required(flags.title, '--title'),
          body: flags.body ?? '',
          ...(flags.kind ? { kind: flags.kind } : {}),
        },
      };
    },
  },
  push: {
    usage: 'push <player id|e-mail|phone> --title "…" [--body "…"] [--url /path] [--kind marketing]',
    async run([player], flags) {
      return {
        method: 'POST',
        path: '/api/admin/notification/pushes',
        body: {
          player: required(player, 'player'),
          title: required(flags.title, '--title'),
          body: flags.body ?? '',
          ...(flags.url ? { url: flags.url } : {}),
          ...(flags.kind ? { kind: flags.kind } : {}),
        },
      };
    },
  },
  invoices: {
    usage: 'invoices [--status 1|2|3]   (1 pending, the default)',
    async run(_positionals, flags) {
      return { method: 'GET', path: `/api/admin/payment/invoices?status=${encodeURIComponent(flags.status ?? '1')}` };
    },
  },
  reconciliation: {
    usage: 'reconciliation [retry <invoice id>]   (open payments the provider’s answer could not settle)',
    async run([action, invoice]) {
      if (!action) return { method: 'GET', path: '/api/admin/payment/reconciliation' };
      if (action !== 'retry') throw new UsageError(`unknown action ${action}`);
      return {
        method: 'POST',
        path: `/api/admin/payment/reconciliation/${encodeURIComponent(required(invoice, 'invoice id'))}/retry`,
      };
    },
  },
  approve: {
    usage: 'approve <invoice id>   (a manual deposit or a withdrawal; the provider then settles it)',
    async run([invoice]) {
      return {
        method: 'POST',
        path: `/api/admin/payment/invoices/${encodeURIComponent(required(invoice, 'invoice id'))}/approve`,
      };
    },
  },
  decline: {
    usage: 'decline <invoice id>',
    async run([invoice]) {
      return {
        method: 'POST',
        path: `/api/admin/payment/invoices/${encodeURIComponent(required(invoice, 'invoice id'))}/decline`,
      };
    },
  },
  adjust: {
    usage:
      'adjust <player> --currency EUR --amount=<minor units; -500 takes 5.00 away> --reason "…" [--key <idempotency key>]',
    async run([player], flags) {
      const amount = Number(required(flags.amount, '--amount'));
      if (!Number.isSafeInteger(amount) || amount === 0)
        throw new UsageError('--amount must be a non-zero integer of minor units');
      return {
        method: 'POST',
        path: '/api/admin/wallet/adjustments',
        body: {
          player: required(player, 'player'),
          currency: required(flags.currency, '--currency').toUpperCase(),
          amount,
          reason: required(flags.reason, '--reason'),
          ...(flags.key ? { idempotencyKey: flags.key } : {}),
        },
      };
    },
  },
  settings: {
    usage: 'settings   (every run-time setting: its value, default and what it does)',
    async run() {
      return { method: 'GET', path: '/api/admin/settings' };
    },
  },
  'setting:set': {
    usage: `setting:set <key> '<JSON value>'   (e.g. setting:set sport.retentionDays 60)`,
    async run([key, value]) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(required(value, 'value'));
      } catch {
        throw new UsageError('the value must be JSON, e.g. 60, "text" or {"default": 6, "bySport": {}}');
      }
      return {
        method: 'PUT',
        path: `/api/admin/settings/${encodeURIComponent(required(key, 'key'))}`,
        body: { value: parsed },
      };
    },
  },
  'setting:reset': {
    usage: 'setting:reset <key>   (back to its default)',
    async run([key]) {
      return {
        method: 'PUT',
        path: `/api/admin/settings/${encodeURIComponent(required(key, 'key'))}`,
        body: { value: null },
      };
    },
  },
  ...CATALOGUE_COMMANDS,
};

interface LocalCommand {
  usage: string;
  run(config: Config, flags: Record<string, string | undefined>): Promise<string>;
}

const LOCAL_COMMANDS: Record<string, LocalCommand> = {
  'operator:create': {
    usage: `operator:create --email … --role ${OPERATOR_ROLES.join('|')}   (prints the password and TOTP secret once)`,
    async run(config, flags) {
      const email = required(flags.email, '--email').toLowerCase();
      const role = required(flags.role, '--role') as OperatorRole;
      if (!OPERATOR_ROLES.includes(role)) throw new UsageError(`--role must be one of ${OPERATOR_ROLES.join(', ')}`);
      const password = randomBytes(18).toString('base64url');
      return withDatabase(config, async (store) => {
        const taken = await store.db.selectFrom('operators').select('id').where('email', '=', email).executeTakeFirst();
        if (taken) throw new UsageError(`an operator ${email} already exists`);
        const operator = await createOperator(
          store,
          { email, password, role, issuer: config.PROJECT_NAME },
          { by: null, via: 'cli' },
        );
        return [
          `operator ${operator.id} (${email}, ${role}) created. Shown this once, keep them safe:`,
          `  password:     ${password}`,
          `  TOTP secret:  ${operator.totpSecret}`,
          `  otpauth URI:  ${operator.otpauthUri}`,
          'Add the URI (or the secret) to an authenticator app; sign-in needs its 6-digit code.',
        ].join('\n');
      });
    },
  },
  'api-key:create': {
    usage: 'api-key:create --email … [--name "…"]   (a personal key for automation; printed once)',
    async run(config, flags) {
      const email = required(flags.email, '--email').toLowerCase();
      return withDatabase(config, async (store) => {
        const operator = await store.db
          .selectFrom('operators')
          .select('id')
          .where('email', '=', email)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (!operator) throw new UsageError(`no active operator ${email}`);
        const { key } = await createApiKey(store.db, operator.id, flags.name ?? 'cli', { by: operator.id, via: 'cli' });
        return `API key for ${email} (shown this once): ${key}\nUse it as OPERATOR_API_KEY=${key} npm run admin -- …`;
      });
    },
  },
};

async function withDatabase<T>(config: Config, work: (store: SecretStore) => Promise<T>): Promise<T> {
  if (!config.DATABASE_URL && (await serverAnswers(config))) {
    throw new UsageError('the server is running on the embedded database, which only it may open: stop it first');
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
  try {
    await migrate(database);
    return await work({ db: database.db, secretBox: secretBoxFor(config) });
  } finally {
    await database.close();
  }
}

async function serverAnswers(config: Config): Promise<boolean> {
  try {
    await fetch(`${serverUrl(config)}/api/health`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

function serverUrl(config: Config): string {
  return process.env.ADMIN_URL ?? `http://127.0.0.1:${config.PORT}`;
}

function usage(): string {
  return [
    'usage: npm run admin -- <command> …',
    ...[...Object.values(LOCAL_COMMANDS), ...Object.values(COMMANDS)].map((c) => `  ${c.usage}`),
    'Commands other than operator:create and api-key:create need OPERATOR_API_KEY (see api-key:create).',
  ].join('\n');
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      body: { type: 'string' },
      url: { type: 'string' },
      status: { type: 'string' },
      currency: { type: 'string' },
      amount: { type: 'string' },
      reason: { type: 'string' },
      key: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      provider: { type: 'string' },
      search: { type: 'string' },
      hidden: { type: 'string' },
      countries: { type: 'string' },
      order: { type: 'string' },
      games: { type: 'string' },
      page: { type: 'string' },
    },
  });
  const [name, ...rest] = positionals;
  const local = name ? LOCAL_COMMANDS[name] : undefined;
  const command = name ? COMMANDS[name] : undefined;
  if (!local && !command) {
    console.error(usage());
    return 2;
  }
  const config = loadConfig();
  try {
    if (local) {
      process.stdout.write(`${await local.run(config, values)}\n`);
      return 0;
    }
    const key = config.OPERATOR_API_KEY;
    if (!key) {
      console.error('Set OPERATOR_API_KEY to your personal operator key (npm run admin -- api-key:create --email …).');
      return 2;
    }
    const request = await command!.run(rest, values);
    const response = await fetch(`${serverUrl(config)}${request.path}`, {
      method: request.method,
      headers: { authorization: `Bearer ${key}`, ...(request.body ? { 'content-type': 'application/json' } : {}) },
      ...(request.body ? { body: JSON.stringify(request.body) } : {}),
    });
    process.stdout.write(`${await response.text()}\n`);
    return response.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\nusage: npm run admin -- ${(local ?? command)!.usage}`);
      return 2;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
