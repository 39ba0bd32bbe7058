import type { InvoiceView } from '@casino/shared/payment';
import { useT } from '../../i18n/i18n';
import { LocalDateTime } from '../../ui/local-date-time';
import { InvoiceAmount } from './invoice-amount-cell';
import { CancelInvoiceButton, InvoiceType } from './invoice-parts';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { paymentMethodLabel } from '../wallet/method-label';

/** Under 768 px: a card per invoice instead of a table too wide for the screen. */
export function InvoiceCards({ invoices, returnedId }: { invoices: InvoiceView[]; returnedId: string | null }) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-2 sm:hidden">
      {invoices.map((invoice) => (
        <li
          key={invoice.id}
          data-testid="invoice-row"
          data-invoice-id={invoice.id}
          data-returned={invoice.id === returnedId || undefined}
          className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4 data-returned:border-accent"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-0.5">
              <InvoiceType invoice={invoice} />
              <span className="truncate text-sm text-muted" data-testid="invoice-method">
                {paymentMethodLabel(t, invoice.methodId, invoice.methodLabel)}
              </span>
            </div>
            <InvoiceAmount invoice={invoice} />
          </div>
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="text-muted tabular-nums">
              <LocalDateTime iso={invoice.createdAt} />
            </span>
            <InvoiceStatusBadge status={invoice.status} />
          </div>
          <CancelInvoiceButton invoice={invoice} className="w-full" />
        </li>
      ))}
    </ul>
  );
}
