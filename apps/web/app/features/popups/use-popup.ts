import type { PopupKey } from '@casino/shared/popups';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { closeStep, openStep } from './popup-history';

/** Opens a popup by its query key (§2): the others close; Back closes the open one (popup-history.ts). */
export function usePopup() {
  const navigate = useNavigate();
  const location = useLocation();
  const go = useCallback(
    (step: ReturnType<typeof openStep>) => {
      if (step.kind === 'back') {
        void navigate(-1);
        return;
      }
      void navigate(
        { pathname: location.pathname, search: step.search ? `?${step.search}` : '', hash: location.hash },
        { replace: step.kind === 'replace', state: step.state, preventScrollReset: true },
      );
    },
    [navigate, location.pathname, location.hash],
  );
  const open = useCallback(
    (key: PopupKey, value = 'true') => go(openStep(location.search, key, value)),
    [go, location.search],
  );
  const closeAll = useCallback(
    () => go(closeStep(location.search, location.state)),
    [go, location.search, location.state],
  );
  return { open, closeAll };
}
