import type { InvoiceView, PaymentMethodView } from '@casino/shared/payment';
import { INVOICE_STATUS } from '@casino/shared/statuses';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePushEvent } from '../push/use-push';
import { ApiError, api } from '../session/api-client';

export type Direction = 'deposit' | 'withdrawal';

export type MethodsResult = { methods: PaymentMethodView[]; depositLimitReached: boolean };

/**
 * The methods for the active account's currency. A reached deposit limit (13100, §8)
 * is an answer, not a failure: the list is empty and the popup says why.
 */
export function usePaymentMethods(direction: Direction, currency: string | undefined) {
  return useQuery({
    queryKey: ['payment', 'methods', direction, currency],
    enabled: Boolean(currency),
    queryFn: async (): Promise<MethodsResult> => {
      try {
        const { data } = await api<{ data: PaymentMethodView[] }>(
          `/api/payment/methods/${direction}?currency=${encodeURIComponent(currency!)}`,
        );
        return { methods: data, depositLimitReached: false };
      } catch (error) {
        if (error instanceof ApiError && error.key === 'DEPOSIT_LIMIT_REACHED') {
          return { methods: [], depositLimitReached: true };
        }
        throw error;
      }
    },
  });
}

export function createInvoice(
  direction: Direction,
  body: { methodId: string; amount: number; payer: Record<string, string>; twoFactorCode?: string },
) {
  return api<InvoiceView>(`/api/payment/invoices/${direction}`, { method: 'POST', body });
}

const invoiceKey = (id: string) => ['payment', 'invoice', id] as const;

/** One of the player's invoices, followed live on `payment:invoices` (§7) until it ends. */
export function useInvoice(id: string | null, initial?: InvoiceView) {
  const client = useQueryClient();
  const onUpdate = (invoice: InvoiceView) => {
    if (invoice.id === id) client.setQueryData(invoiceKey(invoice.id), invoice);
  };
  usePushEvent<InvoiceView>(id ? 'payment:invoices' : null, 'invoice.deposit.updated', onUpdate);
  usePushEvent<InvoiceView>(id ? 'payment:invoices' : null, 'invoice.withdrawal.updated', onUpdate);
  return useQuery({
    queryKey: invoiceKey(id ?? ''),
    enabled: Boolean(id),
    queryFn: () => api<InvoiceView>(`/api/payment/invoices/${encodeURIComponent(id!)}`),
    ...(initial ? { initialData: initial } : {}),
    // A change made while the socket was reconnecting is not missed for long.
    refetchInterval: (query) => (query.state.data?.status === INVOICE_STATUS.pending ? 15_000 : false),
  });
}
