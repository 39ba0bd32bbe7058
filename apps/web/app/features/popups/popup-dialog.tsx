import type { PopupKey } from '@casino/shared/popups';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { useSwipeDown } from '../../ui/use-swipe-down';

/** z-index base of §9: 1000, plus 2 per stacked modal. */
const MODAL_Z_BASE = 1000;

/** The frame of an open popup: a bottom sheet on phones, a centred card above; or the whole screen. */
export function PopupDialog({
  popupKey,
  title,
  visible,
  fullscreen,
  onClose,
  children,
}: {
  popupKey: PopupKey;
  title: string;
  visible: boolean;
  fullscreen: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  const t = useT();
  const swipe = useSwipeDown<HTMLDivElement>(onClose);
  return (
    <Dialog.Root open={visible} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay
          className="fixed inset-0 animate-fade-in bg-overlay backdrop-blur-[2px]"
          style={{ zIndex: MODAL_Z_BASE }}
        />
        {fullscreen ? (
          <Dialog.Content
            data-popup={popupKey}
            style={{ zIndex: MODAL_Z_BASE + 1 }}
            aria-describedby={undefined}
            className="fixed inset-0 bg-bg focus:outline-none"
          >
            <Dialog.Title className="sr-only">{title}</Dialog.Title>
            {children}
          </Dialog.Content>
        ) : (
          <Dialog.Content
            ref={swipe.ref}
            onPointerDown={swipe.onPointerDown}
            onPointerMove={swipe.onPointerMove}
            onPointerUp={swipe.onPointerUp}
            onPointerCancel={swipe.onPointerCancel}
            data-popup={popupKey}
            // The sheet itself takes focus: no ring on the close button, no keyboard popping up on phones.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              swipe.ref.current?.focus();
            }}
            tabIndex={-1}
            style={{ zIndex: MODAL_Z_BASE + 1 }}
            aria-describedby={undefined}
            className="fixed inset-x-0 bottom-0 max-h-[92dvh] animate-sheet-up overflow-y-auto overscroll-contain rounded-t-sheet border border-b-0 border-border bg-surface px-5 pt-2 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-modal focus:outline-none xs:inset-auto xs:start-1/2 xs:top-1/2 xs:bottom-auto xs:w-[28rem] xs:max-w-[calc(100vw-2rem)] xs:-translate-y-1/2 xs:animate-pop-in xs:rounded-sheet xs:border-b xs:pt-5 xs:pb-5 xs:ltr:-translate-x-1/2 xs:rtl:translate-x-1/2"
          >
            <div aria-hidden className="mx-auto mb-3 h-1 w-10 rounded-pill bg-surface-3 xs:hidden" />
            <div className="mb-4 flex items-center justify-between gap-4">
              <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
              <Dialog.Close
                aria-label={t('common.close')}
                className="rounded-control p-1.5 text-muted hover:bg-surface-2 hover:text-text"
              >
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            </div>
            {children}
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
