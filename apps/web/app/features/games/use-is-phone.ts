import { useEffect, useState } from 'react';

/** §9 mobile breakpoint: narrower than 528 px. */
export const PHONE_QUERY = '(max-width: 32.99rem)';

/** Whether this is a phone; null until the browser has said (the server cannot know). */
export function useIsPhone(): boolean | null {
  const [phone, setPhone] = useState<boolean | null>(null);
  useEffect(() => {
    const media = matchMedia(PHONE_QUERY);
    const update = () => setPhone(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return phone;
}
