import type { NextAction } from '../../contracts/payment.js';
import { paymentUri } from './addresses.js';
import { decimalAmount } from './amounts.js';
import type { Payment } from './payments.js';
import { pixCopyPaste } from './pix.js';

const UPI_PAYEE = 'sandbox@upi';

/** The hosted page a payment is finished on, for the channels that have one. */
export function hostedPageUrl(publicUrl: string, paymentId: string): string {
  return `${publicUrl}/pay/${paymentId}`;
}

/** What the merchant tells the player to do after creating the payment. */
export function nextAction(payment: Payment, publicUrl: string): NextAction {
  if (payment.direction === 'payout') return { type: 'none' };
  const amount = decimalAmount(payment.amount, payment.subunit_to_unit);
  switch (payment.channel) {
    case 'card':
    case 'ewallet':
    case 'bank':
      return { type: 'redirect', url: hostedPageUrl(publicUrl, payment.id) };
    case 'crypto': {
      const network = payment.crypto_network!;
      const address = payment.crypto_address!;
      return {
        type: 'qr',
        qr: paymentUri(network, address, amount),
        address,
        network,
        confirmationsRequired: payment.confirmations_required!,
      };
    }
    case 'pix':
      return { type: 'qr', qr: pixCopyPaste({ amount, txid: payment.id.replaceAll('-', '').slice(0, 25) }) };
    case 'upi':
      return { type: 'qr', qr: `upi://pay?pa=${UPI_PAYEE}&am=${amount}&tr=${payment.id}&cu=INR` };
    case 'cash':
      return { type: 'none' };
  }
}
