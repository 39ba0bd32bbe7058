import type { SessionResult } from '@casino/shared/limits';
import { Hourglass, History, LogOut, Play } from 'lucide-react';
import { useT } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { LocalizedLink } from '../locale/localized-link';
import { useLimitMoney } from './limit-amount';
import { ProtectionDialog } from './protection-dialog';
import { playedTime } from './session-clock';

/** The reminder of how long this session has lasted and what it won or lost (issue 16). */
export function RealityCheckDialog({
  open,
  playedMs,
  results,
  onContinue,
  onStop,
}: {
  open: boolean;
  playedMs: number;
  results: SessionResult[];
  onContinue(): void;
  onStop(): void;
}) {
  const t = useT();
  const money = useLimitMoney();
  const { hours, minutes } = playedTime(playedMs);
  return (
    <ProtectionDialog
      open={open}
      title={t('limits.reality.title')}
      icon={<Hourglass aria-hidden className="size-5" />}
      testId="reality-check"
    >
      <p className="text-lg">{t('limits.reality.played', { time: t('limits.countdown', { hours, minutes }) })}</p>
      <div className="rounded-card bg-surface-2 p-4">
        <p className="mb-2 text-xs font-bold tracking-wide text-muted uppercase">{t('limits.reality.result')}</p>
        {results.length === 0 ? (
          <p className="text-sm text-muted">{t('limits.reality.noPlay')}</p>
        ) : (
          <table className="w-full text-sm tabular-nums" data-testid="reality-check-results">
            <thead className="text-muted">
              <tr>
                <th className="py-1 text-start font-medium">{t('limits.reality.stakes')}</th>
                <th className="py-1 text-start font-medium">{t('limits.reality.wins')}</th>
                <th className="py-1 text-end font-medium">{t('limits.reality.net')}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((r) => (
                <tr key={r.currency} className="border-t border-border">
                  <td className="py-1.5">{money(r.stakes, r.currency)}</td>
                  <td className="py-1.5">{money(r.wins, r.currency)}</td>
                  {/* net is stakes − wins: shown from the player's side, a loss below zero. */}
                  <td className={`py-1.5 text-end font-bold ${r.net > 0 ? 'text-danger' : 'text-accent'}`}>
                    <bdi>{money(-r.net, r.currency)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="flex flex-col gap-2 xs:flex-row-reverse xs:flex-wrap">
        <button
          type="button"
          onClick={onContinue}
          className={`${buttonClass('primary', 'md')} xs:flex-1`}
          data-testid="reality-continue"
        >
          <Play aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('limits.reality.continue')}
        </button>
        <button
          type="button"
          onClick={onStop}
          className={`${buttonClass('neutral', 'md')} xs:flex-1`}
          data-testid="reality-stop"
        >
          <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('limits.reality.stop')}
        </button>
        <LocalizedLink
          to="/wallet/history"
          onClick={onContinue}
          className={`${buttonClass('ghost', 'md')} xs:basis-full`}
          data-testid="reality-history"
        >
          <History aria-hidden className="size-4" />
          {t('limits.reality.history')}
        </LocalizedLink>
      </div>
    </ProtectionDialog>
  );
}
