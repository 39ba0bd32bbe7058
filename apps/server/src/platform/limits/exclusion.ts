import { INVOICE_STATUS } from '@casino/shared/statuses';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.js';
import { closeGameSessions } from '../game/sessions.js';
import { declineInvoice } from '../payment/invoices.js';
import { closeAllSessions } from '../player/sessions.js';

/**
 * What a self-exclusion or cooling-off does at once, besides refusing every bet and deposit
 * from now on (service.ts): every sign-in session and game session ends (open pages are told
 * over the push channel and sign out), and the pending deposits are called off at the provider.
 * A deposit the provider cannot call off any more is refused when it comes to be credited.
 * Active bonuses are forfeited by the bonus domain once it exists; there is none yet.
 */
export async function applyExclusion(app: FastifyInstance, playerId: string): Promise<void> {
  const closed = await app.db.transaction().execute(async (trx) => {
    await closeGameSessions(trx, playerId);
    return closeAllSessions(trx, playerId);
  });
  app.push.endSessions(closed);
  const pending = await app.db
    .selectFrom('payment_invoices')
    .select('id')
    .where('player_id', '=', playerId)
    .where('direction', '=', 'deposit')
    .where('status', '=', INVOICE_STATUS.pending)
    .execute();
  const provider = app.payments.provider;
  if (!provider) return;
  for (const { id } of pending) {
    try {
      await declineInvoice(app, provider, playerId, id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Not cancellable now (state unknown, already being paid): its credit is refused instead.
      app.log.info({ invoiceId: id, key: error.key }, 'pending deposit left to the credit check after an exclusion');
    }
  }
}
