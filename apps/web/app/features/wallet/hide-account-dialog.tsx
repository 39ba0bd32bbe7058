import type { WalletAccount } from '@casino/shared/wallet';
import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle } from 'lucide-react';
import { useT } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';

/** Asks before hiding: the account leaves the list but keeps its money until its currency is added again. */
export function HideAccountDialog({
  account,
  pending,
  onConfirm,
  onCancel,
}: {
  account: WalletAccount | null;
  pending: boolean;
  onConfirm: (account: WalletAccount) => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Dialog.Root open={account !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1000] bg-overlay" />
        <Dialog.Content
          role="alertdialog"
          data-testid="hide-account-dialog"
          className="fixed start-1/2 top-1/2 z-[1001] flex w-[calc(100vw-2rem)] max-w-sm -translate-y-1/2 flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2 focus:outline-none"
        >
          {account && (
            <>
              <Dialog.Title className="text-lg font-bold">
                {t('walletAccounts.hideDialog.title', { currency: account.currency })}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-muted">
                {t('walletAccounts.hideDialog.text', { currency: account.currency })}
              </Dialog.Description>
              <div className="flex flex-wrap justify-end gap-2">
                <Dialog.Close className="rounded-lg bg-surface-2 px-4 py-2.5 text-sm font-semibold hover:bg-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
                  {t('walletAccounts.hideDialog.cancel')}
                </Dialog.Close>
                <button
                  type="button"
                  data-testid="hide-account-confirm"
                  disabled={pending}
                  aria-busy={pending}
                  onClick={() => onConfirm(account)}
                  className={buttonClass('danger', 'md')}
                >
                  {pending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
                  {t('walletAccounts.hideDialog.confirm')}
                </button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
