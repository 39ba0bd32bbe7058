/** What the hosted card page checks before the 3-D Secure step, and which test cards do what. */

export const SUCCESS_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
/** The one-time code the sandbox's 3-D Secure step "sends to the phone". */
export const THREE_DS_CODE = '1234';

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardErrors = Partial<Record<keyof CardForm, string>>;

export type CardCheck = { ok: true; declined: boolean } | { ok: false; errors: CardErrors };

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY or MM/YYYY; a card is good until the end of its expiry month. */
function expired(expiry: string, now: Date): boolean | null {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return new Date(Date.UTC(year, month, 1)) <= now;
}

export function checkCard(form: CardForm, now = new Date()): CardCheck {
  const errors: CardErrors = {};
  const digits = form.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.number = 'This card number is not valid';
  const isExpired = expired(form.expiry, now);
  if (isExpired === null) errors.expiry = 'Write the expiry date as MM/YY';
  else if (isExpired) errors.expiry = 'This card has expired';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'The security code is 3 or 4 digits';
  if (form.name.trim().length < 2) errors.name = 'Write the name as it is on the card';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, declined: digits === DECLINED_CARD };
}
