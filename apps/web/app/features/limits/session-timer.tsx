import { Clock3 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { useProtection } from './protection-api';
import { elapsedClock } from './session-clock';

/** How long the player has been signed in, ticking; small and quiet, beside the profile (issue 16). */
export function SessionTimer({ className = '' }: { className?: string }) {
  const t = useT();
  const { data } = useProtection();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  // Nothing on the server render: the time is the tab's, shown once it runs.
  if (!data || now === null) return null;
  const elapsed = elapsedClock(now - Date.parse(data.startedAt));
  const label = t('limits.session.signedIn', { time: elapsed });
  return (
    <span
      title={label}
      aria-label={label}
      role="timer"
      data-testid="session-timer"
      className={`items-center gap-1 text-xs font-medium text-muted tabular-nums ${className}`}
    >
      <Clock3 aria-hidden className="size-3.5" />
      <span dir="ltr">{elapsed}</span>
    </span>
  );
}
