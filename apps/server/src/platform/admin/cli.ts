// The operator's command line: `npm run admin -- <command> …`. It talks to the running
// server's operator API, so it works the same with the embedded database (which only
// the server process may open) and with PostgreSQL.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { adminTokenFile } from './operator-auth.js';

interface Command {
  usage: string;
  run(
    positionals: string[],
    flags: Record<string, string | undefined>,
  ): Promise<{ method: string; path: string; body?: unknown }>;
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new UsageError(`missing ${name}`);
  return value;
}

class UsageError extends Error {}

const COMMANDS: Record<string, Command> = {
  message: {
    usage: 'message <player id|e-mail|phone> --title "…" [--body "…"]',
    async run([player], flags) {
      return {
        method: 'POST',
        path: '/api/admin/notification/messages',
        body: { player: required(player, 'player'), title: required(flags.title, '--title'), body: flags.body ?? '' },
      };
    },
  },
  push: {
    usage: 'push <player id|e-mail|phone> --title "…" [--body "…"] [--url /path]',
    async run([player], flags) {
      return {
        method: 'POST',
        path: '/api/admin/notification/pushes',
        body: {
          player: required(player, 'player'),
          title: required(flags.title, '--title'),
          body: flags.body ?? '',
          ...(flags.url ? { url: flags.url } : {}),
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
};

function usage(): string {
  return ['usage: npm run admin -- <command> …', ...Object.values(COMMANDS).map((c) => `  ${c.usage}`)].join('\n');
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
    },
  });
  const [name, ...rest] = positionals;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(usage());
    return 2;
  }
  const config = loadConfig();
  const base = process.env.ADMIN_URL ?? `http://127.0.0.1:${config.PORT}`;
  const token = config.ADMIN_TOKEN ?? (await readFile(adminTokenFile(config.DATA_DIR), 'utf8').catch(() => ''));
  if (!token) {
    console.error('No admin token: set ADMIN_TOKEN, or start the server once so it writes one under DATA_DIR.');
    return 2;
  }
  let request;
  try {
    request = await command.run(rest, values);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\nusage: npm run admin -- ${command.usage}`);
      return 2;
    }
    throw error;
  }
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: { authorization: `Bearer ${token}`, ...(request.body ? { 'content-type': 'application/json' } : {}) },
    ...(request.body ? { body: JSON.stringify(request.body) } : {}),
  });
  const text = await response.text();
  process.stdout.write(`${text}\n`);
  return response.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
