import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decimalAmount } from './amounts.js';
import { checkCard, type CardForm } from './cards.js';
import { hostedPageUrl } from './next-actions.js';
import {
  bankPage,
  cardPage,
  finishedPage,
  messagePage,
  threeDsPage,
  walletPage,
  type PaymentSummary,
} from './pages-html.js';
import { isPaymentId, type Payment, type PaymentRow, type SandboxPayments } from './payments.js';

export interface HostedPagesOptions {
  publicUrl: string;
  payments: SandboxPayments;
}

/**
 * No cookies and no CSRF tokens: every page and form lives under the payment's random
 * UUID, which only the payer's browser and the merchant know, so another site cannot
 * aim a form at it. What remains is kept out: framing (clickjacking), caching, and
 * the Referer that would carry the id to other sites.
 */
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
};

const HOSTED_CHANNELS: ReadonlySet<string> = new Set(['card', 'ewallet', 'bank']);

const schema = { hide: true, params: z.object({ id: z.string() }) };

type Form = Record<string, string | undefined>;

/** Where the payer goes back to: the merchant's return URL, its own query kept, with the outcome added. */
function returnUrlFor(payment: PaymentRow): string {
  const url = new URL(payment.return_url);
  url.searchParams.set('invoice', payment.merchant_reference);
  url.searchParams.set('status', payment.status === 'succeeded' ? 'success' : 'failed');
  return url.href;
}

const summaryOf = (payment: Payment): PaymentSummary => ({
  merchantReference: payment.merchant_reference,
  amount: decimalAmount(payment.amount, payment.subunit_to_unit),
  currency: payment.currency,
});

/** Sandbox bank details: "GB00" has check digits no real IBAN can have, so nobody wires real money here. */
const bankTransfer = (payment: Payment) => ({
  beneficiary: 'PSP Sandbox Ltd',
  iban: 'GB00 SBOX 0000 0000 0000 00',
  reference: `SBX-${payment.id
    .replaceAll('-', '')
    .slice(0, 12)
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1-')}`,
});

/** The pages a payer's browser is sent to: the card form with its 3-D Secure step, SandboxPay, and bank transfer. */
export const hostedPages: FastifyPluginAsyncZod<HostedPagesOptions> = async (app, { publicUrl, payments }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);

  const notFound = (reply: FastifyReply) =>
    send(reply, 404, messagePage('Payment not found', 'There is no payment to make at this address.'));

  /** A deposit that is paid on a hosted page, or nothing. */
  async function hostedPayment(id: string): Promise<Payment | undefined> {
    const payment = isPaymentId(id) ? await payments.find(id) : undefined;
    return payment?.direction === 'deposit' && HOSTED_CHANNELS.has(payment.channel) ? payment : undefined;
  }

  const backToMerchant = (reply: FastifyReply, payment: PaymentRow) => reply.redirect(returnUrlFor(payment), 303);

  /** Finishes the payment and sends the payer back; a payment finished meanwhile goes back with its own outcome. */
  async function finishAndReturn(reply: FastifyReply, payment: Payment, status: 'succeeded' | 'failed') {
    const transition = await payments.finish(payment.id, status);
    const final = transition.ok ? transition.payment : await payments.find(payment.id);
    return backToMerchant(reply, final ?? payment);
  }

  const pageUrl = (payment: Payment, step = '') => `${hostedPageUrl(publicUrl, payment.id)}${step}`;

  app.get('/pay/:id', { schema }, async (request, reply) => {
    const payment = await hostedPayment(request.params.id);
    if (!payment) return notFound(reply);
    const view = summaryOf(payment);
    if (payment.status !== 'pending') {
      return send(reply, 200, finishedPage(view, payment.status, returnUrlFor(payment)));
    }
    if (payment.channel === 'ewallet') {
      const account = payment.payer.playerEmail ?? payment.payer.phone;
      return send(reply, 200, walletPage(view, pageUrl(payment, '/decision'), account));
    }
    if (payment.channel === 'bank') {
      return send(reply, 200, bankPage(view, pageUrl(payment, '/decision'), bankTransfer(payment)));
    }
    const name =
      payment.payer.playerName ?? [payment.payer.firstName, payment.payer.lastName].filter(Boolean).join(' ');
    return send(reply, 200, cardPage(view, pageUrl(payment, '/card'), { number: '', expiry: '', cvc: '', name }));
  });

  app.post('/pay/:id/card', { schema }, async (request, reply) => {
    const payment = await hostedPayment(request.params.id);
    if (payment?.channel !== 'card') return notFound(reply);
    if (payment.status !== 'pending') return backToMerchant(reply, payment);
    const body = (request.body ?? {}) as Form;
    const form: CardForm = {
      number: body.number ?? '',
      expiry: body.expiry ?? '',
      cvc: body.cvc ?? '',
      name: body.name ?? '',
    };
    const check = checkCard(form);
    if (!check.ok) return send(reply, 422, cardPage(summaryOf(payment), pageUrl(payment, '/card'), form, check.errors));
    if (check.declined) return finishAndReturn(reply, payment, 'failed');
    await payments.startThreeDs(payment.id);
    return reply.redirect(pageUrl(payment, '/3ds'), 303);
  });

  app.get('/pay/:id/3ds', { schema }, async (request, reply) => {
    const payment = await hostedPayment(request.params.id);
    if (payment?.channel !== 'card') return notFound(reply);
    // Without an accepted card there is nothing to confirm yet; a finished payment shows as finished.
    if (payment.status !== 'pending' || !payment.three_ds_code) return reply.redirect(pageUrl(payment), 303);
    return send(reply, 200, threeDsPage(summaryOf(payment), pageUrl(payment, '/3ds')));
  });

  app.post('/pay/:id/3ds', { schema }, async (request, reply) => {
    const payment = await hostedPayment(request.params.id);
    if (payment?.channel !== 'card') return notFound(reply);
    if (payment.status !== 'pending') return backToMerchant(reply, payment);
    if (!payment.three_ds_code) return reply.redirect(pageUrl(payment), 303);
    const body = (request.body ?? {}) as Form;
    if (body.action === 'cancel') return finishAndReturn(reply, payment, 'failed');
    if (body.code?.trim() === payment.three_ds_code) return finishAndReturn(reply, payment, 'succeeded');
    const error = `That code is not right. Enter ${payment.three_ds_code}.`;
    return send(reply, 422, threeDsPage(summaryOf(payment), pageUrl(payment, '/3ds'), error));
  });

  app.post('/pay/:id/decision', { schema }, async (request, reply) => {
    const payment = await hostedPayment(request.params.id);
    if (!payment || payment.channel === 'card') return notFound(reply);
    if (payment.status !== 'pending') return backToMerchant(reply, payment);
    const { decision } = (request.body ?? {}) as Form;
    if (decision !== 'approve' && decision !== 'decline') return reply.redirect(pageUrl(payment), 303);
    return finishAndReturn(reply, payment, decision === 'approve' ? 'succeeded' : 'failed');
  });
};
