import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WALLET_ACCOUNT_STATUS } from '@casino/shared/statuses';
import { closeGameSessions } from '../game/sessions.js';
import { currentPlayer, requirePlayer } from '../player/auth.js';
import {
  convertedAccounts,
  currencyTable,
  hideAccount,
  openWalletAccount,
  switchAccount,
  walletAccounts,
  walletTotals,
} from './accounts.js';

const account = z.object({
  id: z.string(),
  currency: z.string(),
  balance: z.number().int().describe('spendable, in minor units'),
  reserved: z.number().int().describe('held by pending withdrawals, in minor units'),
  status: z.union([z.literal(1), z.literal(2)]),
  favoriteCurrencySymbol: z.string(),
});
const totals = {
  baseCurrencyTotalBalance: z.number().int(),
  favoriteCurrencyTotalBalance: z.number().int(),
  baseCurrency: z.string(),
  favoriteCurrency: z.string(),
};
const idParams = z.object({ id: z.uuid() });

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['wallet'];
  const auth = { preHandler: requirePlayer };

  async function accountsWithTotals(playerId: string) {
    const [accounts, known] = await Promise.all([walletAccounts(app.db, playerId), currencyTable(app.db)]);
    return { accounts, known, totals: walletTotals(known, accounts) };
  }

  app.get(
    '/wallet/accounts',
    {
      ...auth,
      schema: {
        tags,
        summary: 'My wallet accounts, the active one first',
        response: { 200: z.object({ data: z.array(account) }) },
      },
    },
    async (request) => ({ data: await walletAccounts(app.db, currentPlayer(request).playerId) }),
  );

  app.get(
    '/wallet/accounts/converted',
    {
      ...auth,
      schema: {
        tags,
        summary: 'My accounts with balances converted into the favourite (active) currency',
        response: {
          200: z.object({
            accounts: z.array(account.extend({ convertedBalance: z.number().int() })),
            ...totals,
          }),
        },
      },
    },
    async (request) => {
      const { accounts, known, totals } = await accountsWithTotals(currentPlayer(request).playerId);
      return { accounts: convertedAccounts(known, accounts, totals.favoriteCurrency), ...totals };
    },
  );

  app.post(
    '/wallet/accounts',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Open an account in another enabled currency (one per currency)',
        body: z.object({ currency: z.string().max(10) }),
        response: { 201: account },
      },
    },
    async (request, reply) => {
      const { playerId } = currentPlayer(request);
      const opened = await openWalletAccount(app.db, playerId, request.body.currency.toUpperCase());
      await app.push.publish('wallet:accounts', 'account', opened, playerId);
      return reply.code(201).send(opened);
    },
  );

  app.put(
    '/wallet/accounts/:id/switch-account',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Make this account the active one',
        params: idParams,
        response: { 200: z.object({ accounts: z.array(account), ...totals }) },
      },
    },
    async (request) => {
      const { playerId } = currentPlayer(request);
      await switchAccount(app.db, playerId, request.params.id);
      const { accounts, totals } = await accountsWithTotals(playerId);
      // A game plays in the currency it was launched with: a switch ends the sessions of the others.
      const active = accounts.find((a) => a.status === WALLET_ACCOUNT_STATUS.active);
      if (active) await closeGameSessions(app.db, playerId, { exceptCurrency: active.currency });
      for (const changed of accounts) await app.push.publish('wallet:accounts', 'account', changed, playerId);
      return { accounts, ...totals };
    },
  );

  app.put(
    '/wallet/accounts/:id/hide',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Hide an inactive account from my wallet (opening its currency again shows it)',
        params: idParams,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await hideAccount(app.db, currentPlayer(request).playerId, request.params.id);
      return { ok: true as const };
    },
  );
};
