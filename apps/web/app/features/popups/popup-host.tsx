import { resolvePopup, withoutPopups, type PopupViewer } from '@casino/shared/popups';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { splitLocalePath } from '@casino/shared/locales';
import { useT } from '../../i18n/i18n';
import { isPopupEntry, POPUP_ENTRY_STATE } from './popup-history';
import { usePopup } from './use-popup';
import { FULLSCREEN_POPUPS, LoadingPopupView, PendingPopupView, POPUP_VIEWS, usePopupTitleKey } from './popup-views';

// The dialog library comes with the first popup opened, not with every page.
const PopupDialog = lazy(() => import('./popup-dialog').then((module) => ({ default: module.PopupDialog })));

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

  if (!popup || !titleKey) return null;
  const View = POPUP_VIEWS[popup.key] ?? PendingPopupView;
  const title = t(titleKey);

  return (
    <Suspense fallback={null}>
      <PopupDialog
        popupKey={popup.key}
        title={title}
        visible={visible}
        fullscreen={FULLSCREEN_POPUPS.has(popup.key)}
        onClose={close}
      >
        <Suspense fallback={<LoadingPopupView />}>
          <View popup={popup} close={close} />
        </Suspense>
      </PopupDialog>
    </Suspense>
  );
}
