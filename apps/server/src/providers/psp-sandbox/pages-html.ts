import { DECLINED_CARD, SUCCESS_CARD, THREE_DS_CODE, type CardErrors, type CardForm } from './cards.js';

/** What every hosted page shows about the payment it is for. */
export interface PaymentSummary {
  merchantReference: string;
  /** Whole units, as a decimal. */
  amount: string;
  currency: string;
}

export interface BankTransfer {
  beneficiary: string;
  iban: string;
  reference: string;
}

const escape = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const groupsOfFour = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

// No scripts anywhere: the pages work with the keyboard and any browser, and the CSP can forbid scripts outright.
const STYLE = `:root{color-scheme:light dark;--bg:#f3f5fa;--panel:#fff;--text:#162033;--muted:#566176;--border:#cfd6e3;--accent:#2f4fd8;--on-accent:#fff;--danger:#b42318;--ok:#067647}
@media (prefers-color-scheme:dark){:root{--bg:#0d131e;--panel:#161f2e;--text:#e9eef7;--muted:#a0abbe;--border:#2c384c;--accent:#8097ff;--on-accent:#0b1020;--danger:#ff8f85;--ok:#6ce9a6}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;padding:2rem 1rem;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:26rem;margin:0 auto;background:var(--panel);border:1px solid var(--border);border-radius:16px;padding:1.5rem}
.brand{display:flex;align-items:center;gap:.5rem;margin:0 0 1.25rem;font-weight:700}
.badge{margin-inline-start:auto;padding:.1rem .55rem;border:1px solid var(--border);border-radius:999px;color:var(--muted);font-size:.75rem;font-weight:600}
h1{margin:0 0 1rem;font-size:1.35rem;line-height:1.25}
p{margin:0 0 1rem}
.summary{margin:0 0 1.25rem;padding:.75rem 1rem;border-radius:12px;background:var(--bg)}
.summary div{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 1rem;padding:.15rem 0}
dt{flex:none;color:var(--muted)}
dd{margin:0 0 0 auto;font-weight:600;text-align:end;overflow-wrap:anywhere}
.amount dd{font-size:1.2rem}
label{display:block;margin:.9rem 0 .3rem;font-weight:600}
input{width:100%;padding:.7rem .8rem;border:1px solid var(--border);border-radius:10px;background:var(--bg);color:inherit;font:inherit}
input[aria-invalid=true]{border-color:var(--danger)}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.field-error,[role=alert]{color:var(--danger)}
.field-error{margin:.3rem 0 0;font-size:.9rem}
.actions{display:flex;flex-direction:column;gap:.6rem;margin-top:1.5rem}
button,.button{display:block;width:100%;padding:.8rem;border:1px solid transparent;border-radius:10px;font:inherit;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
.primary{background:var(--accent);color:var(--on-accent)}
.secondary{background:transparent;color:var(--text);border-color:var(--border)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.hint{margin:1rem 0;color:var(--muted);font-size:.875rem}
.succeeded{color:var(--ok)}
.failed{color:var(--danger)}
code{font:600 .95em ui-monospace,SFMono-Regular,Menlo,monospace}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(title)} · PSP Sandbox</title><style>${STYLE}</style></head>
<body><main aria-labelledby="title"><p class="brand"><span aria-hidden="true">◆</span> PSP Sandbox <span class="badge">Test mode</span></p>
${body}</main></body></html>`;
}

function summary({ merchantReference, amount, currency }: PaymentSummary, extra: [string, string][] = []): string {
  const rows: [string, string][] = [
    ['Amount', `${amount} ${currency}`],
    ['Merchant reference', merchantReference],
    ...extra,
  ];
  return `<dl class="summary">${rows
    .map(
      ([term, value], i) =>
        `<div${i === 0 ? ' class="amount"' : ''}><dt>${escape(term)}</dt><dd>${escape(value)}</dd></div>`,
    )
    .join('')}</dl>`;
}

function input(
  name: keyof CardForm,
  label: string,
  value: string,
  error: string | undefined,
  attributes: string,
): string {
  const describedBy = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<div><label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${escape(value)}" required ${attributes}${describedBy}>
${error ? `<p class="field-error" id="${name}-error">${escape(error)}</p>` : ''}</div>`;
}

/** The card form; the security code is never written back into the page. */
export function cardPage(payment: PaymentSummary, action: string, form: CardForm, errors: CardErrors = {}): string {
  const failed = Object.keys(errors).length > 0;
  return page(
    'Pay by card',
    `<h1 id="title">Pay by card</h1>
${summary(payment)}
${failed ? '<p role="alert">Some card details are not right. Check the fields marked below.</p>' : ''}
<form method="post" action="${escape(action)}">
${input('number', 'Card number', form.number, errors.number, 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
<div class="pair">
${input('expiry', 'Expiry (MM/YY)', form.expiry, errors.expiry, 'autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"')}
${input('cvc', 'Security code', '', errors.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
</div>
${input('name', 'Name on the card', form.name, errors.name, 'autocomplete="cc-name" maxlength="80"')}
<div class="actions"><button class="primary" type="submit">Pay ${escape(`${payment.amount} ${payment.currency}`)}</button></div>
</form>
<p class="hint">Test cards: <code>${groupsOfFour(SUCCESS_CARD)}</code> succeeds, <code>${groupsOfFour(DECLINED_CARD)}</code> is declined. Any future expiry, any 3-digit code.</p>`,
  );
}

/** The bank's "is it you?" step after the card form. */
export function threeDsPage(payment: PaymentSummary, action: string, error?: string): string {
  return page(
    'Confirm the payment',
    `<h1 id="title">Confirm the payment</h1>
${summary(payment)}
<p>Enter the code <strong>${THREE_DS_CODE}</strong> sent to your phone.</p>
${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="${escape(action)}">
<label for="code">Verification code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="8" required autofocus${error ? ' aria-invalid="true"' : ''}>
<div class="actions"><button class="primary" type="submit" name="action" value="approve">Approve</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form>`,
  );
}

const decisionButtons = (action: string, approve: string, decline: string) =>
  `<form method="post" action="${escape(action)}"><div class="actions">
<button class="primary" type="submit" name="decision" value="approve">${escape(approve)}</button>
<button class="secondary" type="submit" name="decision" value="decline">${escape(decline)}</button>
</div></form>`;

/** SandboxPay, the sandbox's e-wallet: the payer is already signed in and always has enough. */
export function walletPage(payment: PaymentSummary, action: string, account: string | undefined): string {
  return page(
    'SandboxPay',
    `<h1 id="title">Pay with SandboxPay</h1>
${summary(payment, account ? [['Wallet', account]] : [])}
<p class="hint">A sandbox wallet: there is always enough in it.</p>
${decisionButtons(action, `Pay ${payment.amount} ${payment.currency}`, 'Cancel')}`,
  );
}

export function bankPage(payment: PaymentSummary, action: string, transfer: BankTransfer): string {
  return page(
    'Bank transfer',
    `<h1 id="title">Pay by bank transfer</h1>
<p>Send exactly this amount to the account below, with the reference, so the payment can be matched.</p>
${summary(payment, [
  ['Beneficiary', transfer.beneficiary],
  ['IBAN', transfer.iban],
  ['Reference', transfer.reference],
])}
<p class="hint">In the sandbox no money moves: say whether the transfer arrived.</p>
${decisionButtons(action, 'The transfer arrived', 'The transfer failed')}`,
  );
}

/** A payment that is over: nothing to do here but go back. */
export function finishedPage(payment: PaymentSummary, status: 'succeeded' | 'failed', backUrl: string): string {
  const title = status === 'succeeded' ? 'Payment succeeded' : 'Payment failed';
  return page(
    title,
    `<h1 id="title" class="${status}">${title}</h1>
${summary(payment)}
<p>This payment is finished; nothing on it can change.</p>
<a class="button primary" href="${escape(backUrl)}">Back to the merchant</a>`,
  );
}

/** A dead end the payer can read: an unknown payment, one without a hosted page. */
export function messagePage(title: string, message: string): string {
  return page(title, `<h1 id="title">${escape(title)}</h1><p>${escape(message)}</p>`);
}
