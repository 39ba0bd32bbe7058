import * as Popover from '@radix-ui/react-popover';
import { Check, ChevronDown, LoaderCircle, Settings2, Wallet } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../../i18n/i18n';
import { FormError } from '../../ui/form';
import { useCurrencies } from '../account/use-settings';
import { LocalizedLink } from '../locale/localized-link';
import { notify } from '../toasts/toast-queue';
import { EquivalentLine, formatAccountBalance } from './account-amounts';
import { accountErrorKey } from './account-errors';
import { CurrencyBadge } from './currency-label';
import { useSwitchAccount } from './use-account-actions';
import { useEquivalentCurrency } from './use-equivalent-currency';
import { useWalletAccounts } from './use-wallet';

/** Arrow keys, Home and End move between the accounts, as in a menu; Tab still leaves the list. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  if (buttons.length === 0) return;
  event.preventDefault();
  const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (current + (event.key === 'ArrowDown' ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]!.focus();
}

/**
 * The header's balance (§2 currency panel): the active account's money, live; it opens
 * a list of the player's accounts to switch between and a way to the balance page.
 */
export function CurrencyMenu() {
  const { t, locale } = useI18n();
  const titleId = useId();
  const accounts = useWalletAccounts();
  const currencies = useCurrencies();
  const [equivalentCode] = useEquivalentCurrency();
  const switchAccount = useSwitchAccount();
  const [open, setOpen] = useState(false);
  const list = accounts.data ?? [];
  const known = currencies.data ?? [];
  const active = list.find((a) => a.status === 1);
  const activeCurrency = known.find((c) => c.code === active?.currency);

  const choose = (accountId: string, currency: string, isActive: boolean) => {
    if (isActive) {
      setOpen(false);
      return;
    }
    switchAccount.mutate(accountId, {
      onSuccess: () => {
        setOpen(false);
        notify({ kind: 'success', title: t('walletAccounts.switched', { currency }) });
      },
    });
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) switchAccount.reset();
      }}
    >
      <Popover.Trigger
        data-testid="currency-menu"
        className="group flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold tabular-nums hover:bg-border focus-visible:outline-2 focus-visible:outline-accent data-[state=open]:bg-border"
      >
        <Wallet aria-hidden className="hidden size-4 text-muted xs:block" />
        <span className="sr-only">{t('header.balance')}</span>
        {active && activeCurrency ? (
          <span data-testid="balance" dir="ltr" className="whitespace-nowrap">
            {formatAccountBalance(active, activeCurrency, locale)}
          </span>
        ) : (
          <span aria-hidden className="h-4 w-14 animate-pulse rounded bg-border" />
        )}
        <ChevronDown
          aria-hidden
          className="size-3.5 text-muted transition-transform group-data-[state=open]:rotate-180"
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={titleId}
          data-testid="currency-popover"
          className="z-[900] flex w-80 max-w-[calc(100vw-1rem)] flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-2xl focus:outline-none"
        >
          <h2 id={titleId} className="border-b border-border px-4 py-3 font-bold">
            {t('walletAccounts.accounts.title')}
          </h2>
          {accounts.isError ? (
            <div role="alert" className="flex flex-col items-start gap-2 p-4 text-sm">
              <p className="text-muted">{t('walletAccounts.loadFailed')}</p>
              <button
                type="button"
                onClick={() => void accounts.refetch()}
                className="rounded-md px-2 py-1 font-semibold text-accent hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
              >
                {t('walletAccounts.retry')}
              </button>
            </div>
          ) : accounts.isPending ? (
            <ul aria-busy className="space-y-2 p-3">
              {[0, 1].map((i) => (
                <li key={i} className="h-12 animate-pulse rounded-lg bg-surface-2" />
              ))}
            </ul>
          ) : (
            list.length > 0 && (
              <ul aria-labelledby={titleId} onKeyDown={moveFocus} className="max-h-[60dvh] overflow-y-auto p-1.5">
                {list.map((account) => {
                  const isActive = account.status === 1;
                  const currency = known.find((c) => c.code === account.currency);
                  const pending = switchAccount.isPending && switchAccount.variables === account.id;
                  return (
                    <li key={account.id}>
                      <button
                        type="button"
                        data-testid="currency-menu-account"
                        data-currency={account.currency}
                        aria-current={isActive || undefined}
                        aria-busy={pending || undefined}
                        disabled={switchAccount.isPending}
                        onClick={() => choose(account.id, account.currency, isActive)}
                        className="flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-start hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60 aria-[current=true]:bg-accent/10"
                      >
                        <CurrencyBadge currency={currency} code={account.currency} size="sm" />
                        <span className="min-w-0 flex-1 text-sm font-semibold">{account.currency}</span>
                        <span className="flex flex-col items-end">
                          <span dir="ltr" className="text-sm font-semibold tabular-nums">
                            {formatAccountBalance(account, currency, locale)}
                          </span>
                          <EquivalentLine
                            account={account}
                            currencies={known}
                            equivalentCode={equivalentCode}
                            className="text-xs"
                          />
                        </span>
                        <span className="grid size-5 shrink-0 place-items-center">
                          {pending ? (
                            <LoaderCircle aria-hidden className="size-4 animate-spin text-muted" />
                          ) : (
                            isActive && (
                              <>
                                <Check aria-hidden className="size-4 text-accent" />
                                <span className="sr-only">{t('walletAccounts.active')}</span>
                              </>
                            )
                          )}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )
          )}
          {switchAccount.isError && (
            <div className="px-3 pb-2">
              <FormError message={t(accountErrorKey(switchAccount.error, 'switch'))} />
            </div>
          )}
          <div className="border-t border-border p-1.5">
            <LocalizedLink
              to="/wallet/balance"
              data-testid="currency-menu-manage"
              onClick={() => setOpen(false)}
              className="flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-semibold text-accent hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
            >
              <Settings2 aria-hidden className="size-4" />
              {t('walletAccounts.menu.manage')}
            </LocalizedLink>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
