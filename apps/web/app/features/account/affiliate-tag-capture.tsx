import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { storeAffiliateTag } from './affiliate-tag';

/** Keeps `?stag=` for registration and takes it out of the address (§9). */
export function AffiliateTagCapture() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const tag = params.get('stag');
    if (!tag) return;
    storeAffiliateTag(tag);
    params.delete('stag');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate]);
  return null;
}
