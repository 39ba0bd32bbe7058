import type { WalletAccount } from '@casino/shared/wallet';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlayerId } from '../../lib/root-data';
import { api } from '../session/api-client';
import { usePushEvent } from '../push/use-push';

/** The account list's cache key; the converted totals live under it too, so invalidating it refreshes both. */
export const WALLET_ACCOUNTS_KEY = ['wallet', 'accounts'] as const;

export const walletAccountsQuery = () =>
  queryOptions({
    queryKey: WALLET_ACCOUNTS_KEY,
    queryFn: async () => (await api<{ data: WalletAccount[] }>('/api/wallet/accounts')).data,
    staleTime: 30_000,
  });

/**
 * The player's wallet accounts, kept current by `wallet:accounts` pushes (§7). A guest has
 * none, and is not asked for them (the bet slip and the sportsbook show to guests too).
 */
export function useWalletAccounts() {
  const client = useQueryClient();
  const signedIn = usePlayerId() !== null;
  usePushEvent<WalletAccount>('wallet:accounts', 'account', (changed) => {
    client.setQueryData<WalletAccount[]>(WALLET_ACCOUNTS_KEY, (accounts) => {
      if (!accounts) return accounts;
      const known = accounts.some((a) => a.id === changed.id);
      const next = known ? accounts.map((a) => (a.id === changed.id ? changed : a)) : [...accounts, changed];
      // A switch made elsewhere arrives as one account turning active: the others are then inactive.
      return changed.status === 1 ? next.map((a) => (a.id === changed.id ? a : { ...a, status: 2 as const })) : next;
    });
  });
  return useQuery({ ...walletAccountsQuery(), enabled: signedIn });
}
