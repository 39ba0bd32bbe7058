import type { WALLET_ACCOUNT_STATUS } from './statuses.js';

export interface WalletAccount {
  id: string;
  currency: string;
  /** Spendable money in minor units: the balance less what pending withdrawals hold. */
  balance: number;
  /** Held by pending withdrawals, in minor units. */
  reserved: number;
  /** Active (1) is the account games and deposits use; hidden accounts are not listed. */
  status: typeof WALLET_ACCOUNT_STATUS.active | typeof WALLET_ACCOUNT_STATUS.inactive;
  favoriteCurrencySymbol: string;
}

export interface ConvertedWalletAccount extends WalletAccount {
  /** The balance in the favourite currency (the active account's), minor units, rounded toward zero. */
  convertedBalance: number;
}

export interface WalletTotals {
  /** Sum of all balances in the operator's base currency, minor units. */
  baseCurrencyTotalBalance: number;
  /** Sum of all balances in the favourite currency, minor units. */
  favoriteCurrencyTotalBalance: number;
  favoriteCurrency: string;
  baseCurrency: string;
}
