import { resolvePopup, withoutPopups, type PopupViewer } from '@casino/shared/popups';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { splitLocalePath } from '@casino/shared/locales';
import { useT } from '../../i18n/i18n';
import { useSwipeDown } from '../../ui/use-swipe-down';
import { isPopupEntry, POPUP_ENTRY_STATE } from './popup-history';
import { usePopup } from './use-popup';
import { FULLSCREEN_POPUPS, PendingPopupView, POPUP_VIEWS, usePopupTitleKey } from './popup-views';

/** z-index base of §9: 1000, plus 2 per stacked modal. */
const MODAL_Z_BASE = 1000;

export function PopupHost({ viewer }: { viewer: PopupViewer }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const { closeAll } = usePopup();
  const { popup, replaceQuery } = resolvePopup(location.search, viewer);
  const onSportPage = splitLocalePath(location.pathname).path.startsWith('/sport');
  // On the sport page closing hides the popup but leaves the query to the sportsbook (§2).
  const [dismissedSearch, setDismissedSearch] = useState<string | null>(null);
  const titleKey = usePopupTitleKey(popup);

  useEffect(() => {
    if (replaceQuery === null) return;
    void navigate(
      { pathname: location.pathname, search: replaceQuery ? `?${replaceQuery}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  }, [replaceQuery, location.pathname, location.hash, location.state, navigate]);

  // A popup reached by address (a link, a redirect, a reload) gets the page below it in
  // history, so Back closes it instead of leaving the site.
  const landed = popup !== null && replaceQuery === null && !onSportPage && !isPopupEntry(location.state);
  useEffect(() => {
    if (!landed) return;
    const rest = withoutPopups(location.search).toString();
    // Rewritten in place, not through the router: a second navigation right after would
    // interrupt a first one before it reaches the history.
    window.history.replaceState(
      { ...(window.history.state as object | null), usr: null },
      '',
      `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`,
    );
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: POPUP_ENTRY_STATE, preventScrollReset: true },
    );
  }, [landed, location.pathname, location.search, location.hash, navigate]);

  const visible = popup !== null && dismissedSearch !== location.search;
  const close = () => {
    if (onSportPage) setDismissedSearch(location.search);
    else closeAll();
  };
  const swipe = useSwipeDown<HTMLDivElement>(close);

  if (!popup || !titleKey) return null;
  const View = POPUP_VIEWS[popup.key] ?? PendingPopupView;
  const title = t(titleKey);

  return (
    <Dialog.Root open={visible} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay
          className="fixed inset-0 animate-fade-in bg-overlay backdrop-blur-[2px]"
          style={{ zIndex: MODAL_Z_BASE }}
        />
        {FULLSCREEN_POPUPS.has(popup.key) ? (
          <Dialog.Content
            data-popup={popup.key}
            style={{ zIndex: MODAL_Z_BASE + 1 }}
            aria-describedby={undefined}
            className="fixed inset-0 bg-bg focus:outline-none"
          >
            <Dialog.Title className="sr-only">{title}</Dialog.Title>
            <View popup={popup} close={close} />
          </Dialog.Content>
        ) : (
          <Dialog.Content
            ref={swipe.ref}
            onPointerDown={swipe.onPointerDown}
            onPointerMove={swipe.onPointerMove}
            onPointerUp={swipe.onPointerUp}
            onPointerCancel={swipe.onPointerCancel}
            data-popup={popup.key}
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
            <View popup={popup} close={close} />
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
