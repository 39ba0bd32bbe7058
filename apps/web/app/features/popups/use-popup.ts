import { queryWithPopup, withoutPopups, type PopupKey } from '@casino/shared/popups';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Opens a popup by its query key (§2): the others close and the query is replaced. */
export function usePopup() {
  const navigate = useNavigate();
  const location = useLocation();
  const open = useCallback(
    (key: PopupKey, value = 'true') => {
      void navigate(
        { pathname: location.pathname, search: `?${queryWithPopup(location.search, key, value)}`, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate, location],
  );
  const closeAll = useCallback(() => {
    const rest = withoutPopups(location.search).toString();
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [navigate, location]);
  return { open, closeAll };
}
