import { resolvePopup, type PopupViewer } from '@casino/shared/popups';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { splitLocalePath } from '@casino/shared/locales';
import { useT } from '../../i18n/i18n';
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
      { replace: true, preventScrollReset: true },
    );
  }, [replaceQuery, location.pathname, location.hash, navigate]);

  const visible = popup !== null && dismissedSearch !== location.search;
  const close = () => {
    if (onSportPage) setDismissedSearch(location.search);
    else closeAll();
  };

  if (!popup || !titleKey) return null;
  const View = POPUP_VIEWS[popup.key] ?? PendingPopupView;
  const title = t(titleKey);

  return (
    <Dialog.Root open={visible} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/60 backdrop-blur-[2px]" style={{ zIndex: MODAL_Z_BASE }} />
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
            data-popup={popup.key}
            style={{ zIndex: MODAL_Z_BASE + 1 }}
            aria-describedby={undefined}
            className="fixed inset-x-0 bottom-0 max-h-[92dvh] overflow-y-auto rounded-t-2xl border border-border bg-surface p-5 shadow-2xl focus:outline-none xs:inset-auto xs:start-1/2 xs:top-1/2 xs:bottom-auto xs:w-[28rem] xs:max-w-[calc(100vw-2rem)] xs:-translate-y-1/2 xs:rounded-2xl xs:ltr:-translate-x-1/2 xs:rtl:translate-x-1/2"
          >
            <div className="mb-4 flex items-center justify-between gap-4">
              <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
              <Dialog.Close
                aria-label={t('common.close')}
                className="rounded-lg p-1.5 text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
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
