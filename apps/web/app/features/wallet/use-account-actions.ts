import type { WalletAccount, WalletTotals } from '@casino/shared/wallet';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../session/api-client';
import { WALLET_ACCOUNTS_KEY } from './use-wallet';
import { WALLET_TOTALS_KEY } from './use-wallet-totals';

const accountPath = (id: string, action: string) => `/api/wallet/accounts/${encodeURIComponent(id)}/${action}`;

/** A 404 or 409 means another tab or device changed the accounts: the cached list is out of date. */
function refetchWhenStale(client: QueryClient) {
  return (error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
      void client.invalidateQueries({ queryKey: WALLET_ACCOUNTS_KEY });
    }
  };
}

/** §4: switching replaces the account list and the totals, so the header shows the new balance at once. */
export function useSwitchAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) =>
      api<WalletTotals & { accounts: WalletAccount[] }>(accountPath(accountId, 'switch-account'), { method: 'PUT' }),
    onSuccess: ({ accounts, ...totals }) => {
      client.setQueryData<WalletAccount[]>(WALLET_ACCOUNTS_KEY, accounts);
      client.setQueryData<WalletTotals>(WALLET_TOTALS_KEY, totals);
    },
    onError: refetchWhenStale(client),
  });
}

/** Opens an account in another currency; a hidden one comes back with its money, so the totals are refetched. */
export function useOpenAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (currency: string) =>
      api<WalletAccount>('/api/wallet/accounts', { method: 'POST', body: { currency } }),
    onSuccess: (opened) => {
      client.setQueryData<WalletAccount[]>(WALLET_ACCOUNTS_KEY, (accounts) =>
        accounts && !accounts.some((a) => a.id === opened.id) ? [...accounts, opened] : accounts,
      );
      void client.invalidateQueries({ queryKey: WALLET_TOTALS_KEY });
    },
    onError: refetchWhenStale(client),
  });
}

/** Hides an inactive account: it leaves the list and its money leaves the totals. */
export function useHideAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => api<{ ok: true }>(accountPath(accountId, 'hide'), { method: 'PUT' }),
    onSuccess: (_, accountId) => {
      client.setQueryData<WalletAccount[]>(WALLET_ACCOUNTS_KEY, (accounts) =>
        accounts?.filter((a) => a.id !== accountId),
      );
      void client.invalidateQueries({ queryKey: WALLET_TOTALS_KEY });
    },
    onError: refetchWhenStale(client),
  });
}
