import { SESSION_CHANNEL, type SessionEndReason } from '@casino/shared/push';
import { useQueryClient } from '@tanstack/react-query';
import { TimerOff } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { usePushEvent } from '../push/use-push';
import { dropSession, localeHome, useSessionActions } from '../session/use-session';
import { PROTECTION_KEY, useProtection } from './protection-api';
import { ProtectionDialog } from './protection-dialog';
import { RealityCheckDialog } from './reality-check-dialog';
import { nextRealityCheck } from './session-clock';
import { rememberSessionLimitEnd, SESSION_LIMIT_REASON, takeSessionEndReason } from './session-ended';

/** Ends this tab's session at the limit and reloads home, where the notice says why. */
function endAtLimit() {
  rememberSessionLimitEnd();
  dropSession();
  window.location.assign(`${localeHome()}?sign-in=true`);
}

/**
 * While a player is signed in: the reality check every chosen interval from the session's start,
 * and the session time limit. The server refuses the session at its limit by itself and tells
 * this tab over push; the timer here signs out at the same moment even when the push is down.
 */
export function SessionGuard() {
  const { data } = useProtection();
  const client = useQueryClient();
  const { signOut } = useSessionActions();
  // When the open reality check fell due: what it reports is the time played up to then.
  const [dueAt, setDueAt] = useState<number | null>(null);
  const startedAt = data?.startedAt;
  const interval = data?.realityCheckMinutes ?? null;
  const endsAt = data?.endsAt ?? null;

  usePushEvent<{ reason?: SessionEndReason }>(SESSION_CHANNEL, 'session.ended', (ended) => {
    if (ended.reason === SESSION_LIMIT_REASON) endAtLimit();
  });

  useEffect(() => {
    if (!startedAt || !interval || dueAt !== null) return;
    const next = nextRealityCheck(startedAt, interval, Date.now());
    const timer = setTimeout(() => {
      // The result must be the ledger's as of now, not the one loaded at sign-in.
      void client.invalidateQueries({ queryKey: PROTECTION_KEY }).finally(() => setDueAt(next));
    }, next - Date.now());
    return () => clearTimeout(timer);
  }, [startedAt, interval, dueAt, client]);

  useEffect(() => {
    if (!endsAt) return;
    const timer = setTimeout(endAtLimit, Math.max(0, Date.parse(endsAt) - Date.now()));
    return () => clearTimeout(timer);
  }, [endsAt]);

  const carryOn = useCallback(() => setDueAt(null), []);

  if (!data) return null;
  return (
    <RealityCheckDialog
      open={dueAt !== null}
      playedMs={(dueAt ?? Date.parse(data.startedAt)) - Date.parse(data.startedAt)}
      results={data.results}
      onContinue={carryOn}
      onStop={() => void signOut()}
    />
  );
}

/** After a sign-out at the session time limit: says so once, on the page the tab came back to. */
export function SessionEndedNotice() {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (takeSessionEndReason() === SESSION_LIMIT_REASON) setOpen(true);
  }, []);
  return (
    <ProtectionDialog
      open={open}
      title={t('limits.sessionEnded.title')}
      icon={<TimerOff aria-hidden className="size-5" />}
      testId="session-ended"
    >
      <p>{t('limits.sessionEnded.text')}</p>
      <button type="button" onClick={() => setOpen(false)} className={buttonClass('primary', 'md')}>
        {t('limits.sessionEnded.ok')}
      </button>
    </ProtectionDialog>
  );
}
