import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { Logo } from '../../ui/brand/logo';

/**
 * The side drawer's off-canvas panel on phones. A chunk of its own, loaded when the menu
 * first opens, so the dialog library is no part of a page's first load.
 */
export function MobileDrawer({
  projectName,
  onClose,
  children,
}: {
  projectName: string;
  onClose(): void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[900] bg-overlay sm:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="mobile-drawer"
          className="fixed inset-y-0 start-0 z-[901] flex w-72 max-w-[85vw] animate-fade-in flex-col gap-4 overflow-y-auto border-e border-border bg-surface p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-modal focus:outline-none sm:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="px-1">
              <Logo name={projectName} />
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('drawer.close')}
              className="grid size-10 place-items-center rounded-control text-muted hover:bg-surface-2 hover:text-text"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
