import type { ConvertedWalletAccount, WalletTotals } from '@casino/shared/wallet';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../session/api-client';
import { usePushEvent } from '../push/use-push';
import { WALLET_ACCOUNTS_KEY } from './use-wallet';

export const WALLET_TOTALS_KEY = [...WALLET_ACCOUNTS_KEY, 'converted'] as const;

/**
 * The player's total in the favourite (active) currency and in the base currency (§3).
 * Any account change on the push channel moves a total, so it is fetched again.
 */
export function useWalletTotals() {
  const client = useQueryClient();
  usePushEvent('wallet:accounts', 'account', () => {
    void client.invalidateQueries({ queryKey: WALLET_TOTALS_KEY });
  });
  return useQuery({
    queryKey: WALLET_TOTALS_KEY,
    queryFn: async (): Promise<WalletTotals> => {
      const { baseCurrencyTotalBalance, favoriteCurrencyTotalBalance, baseCurrency, favoriteCurrency } = await api<
        WalletTotals & { accounts: ConvertedWalletAccount[] }
      >('/api/wallet/accounts/converted');
      return { baseCurrencyTotalBalance, favoriteCurrencyTotalBalance, baseCurrency, favoriteCurrency };
    },
    staleTime: 30_000,
  });
}
