import type { InvoiceStatus } from '@casino/shared/payment';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useT } from '../../i18n/i18n';
import { invoiceStatusName } from './invoices-path';

/** Colour only supports the icon and the word, which carry the status alone; the text keeps full contrast. */
const LOOKS = {
  pending: { Icon: Clock, className: 'border-gold/50 bg-gold/10', iconClass: 'text-gold' },
  success: { Icon: CircleCheck, className: 'border-accent/50 bg-accent/10', iconClass: 'text-accent' },
  failed: { Icon: CircleX, className: 'border-danger/50 bg-danger/10', iconClass: 'text-danger' },
} as const;

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useT();
  const name = invoiceStatusName(status);
  const { Icon, className, iconClass } = LOOKS[name];
  return (
    <span
      data-testid="invoice-status"
      data-status={name}
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold text-text ${className}`}
    >
      <Icon aria-hidden className={`size-3.5 shrink-0 ${iconClass}`} />
      {t(`history.status.${name}`)}
    </span>
  );
}
