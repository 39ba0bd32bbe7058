import { resolvePopup, withoutPopups, type PopupViewer } from '@casino/shared/popups';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { splitLocalePath } from '@casino/shared/locales';
import { useT } from '../../i18n/i18n';
import { isPopupEntry, POPUP_ENTRY_STATE } from './popup-history';
import { usePopup } from './use-popup';
import {
  FULLSCREEN_POPUPS,
  LIKELY_POPUPS,
  LoadingPopupView,
  PendingPopupView,
  POPUP_VIEWS,
  usePopupTitleKey,
} from './popup-views';

// The dialog library comes after the page, not with it.
const loadDialog = () => import('./popup-dialog');
const PopupDialog = lazy(() => loadDialog().then((module) => ({ default: module.PopupDialog })));

/**
 * At the visitor's first sign of life (a pointer moving, a touch, a key), the dialog and the
 * likeliest popups are fetched, so the first click opens one at once. Nothing is fetched for
 * a visitor who only reads, and nothing competes with the page's own loading.
 */
function usePreloadLikelyPopups() {
  useEffect(() => {
    const events = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;
    const preload = () => {
      for (const event of events) window.removeEventListener(event, preload, true);
      void loadDialog().catch(() => undefined);
      for (const key of LIKELY_POPUPS) POPUP_VIEWS[key]?.preload();
    };
    for (const event of events) window.addEventListener(event, preload, { capture: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, preload, true);
    };
  }, []);
}

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
  usePreloadLikelyPopups();

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
