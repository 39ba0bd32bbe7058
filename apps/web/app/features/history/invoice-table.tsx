import type { InvoiceView } from '@casino/shared/payment';
import { useT } from '../../i18n/i18n';
import { LocalDateTime } from '../../ui/local-date-time';
import { InvoiceAmount } from './invoice-amount-cell';
import { CancelInvoiceButton, InvoiceType } from './invoice-parts';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { paymentMethodLabel } from '../wallet/method-label';

const th = 'px-4 py-3 text-xs font-semibold uppercase tracking-wide text-muted';

/** 768 px and wider: one table row per invoice. */
export function InvoiceTable({ invoices, returnedId }: { invoices: InvoiceView[]; returnedId: string | null }) {
  const t = useT();
  return (
    <div className="hidden relative overflow-x-auto rounded-2xl border border-border bg-surface sm:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('history.tab.transactions')}</caption>
        <thead className="bg-surface-2/50">
          <tr>
            <th scope="col" className={`${th} text-start`}>
              {t('history.column.date')}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t('history.column.type')}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t('history.column.method')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('history.column.amount')}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t('history.column.status')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('history.column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr
              key={invoice.id}
              data-testid="invoice-row"
              data-invoice-id={invoice.id}
              data-returned={invoice.id === returnedId || undefined}
              className="border-t border-border data-returned:bg-accent/5"
            >
              <td className="px-4 py-3 whitespace-nowrap text-muted tabular-nums">
                <LocalDateTime iso={invoice.createdAt} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <InvoiceType invoice={invoice} />
              </td>
              <td className="px-4 py-3" data-testid="invoice-method">
                {paymentMethodLabel(t, invoice.methodId, invoice.methodLabel)}
              </td>
              <td className="px-4 py-3 text-end whitespace-nowrap">
                <InvoiceAmount invoice={invoice} />
              </td>
              <td className="px-4 py-3">
                <InvoiceStatusBadge status={invoice.status} />
              </td>
              <td className="px-4 py-2 text-end">
                <CancelInvoiceButton invoice={invoice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
