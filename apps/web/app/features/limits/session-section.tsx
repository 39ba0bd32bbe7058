import {
  REALITY_CHECK_MINUTES,
  SESSION_LIMIT_MINUTES,
  type ProtectionSettings,
  type ProtectionState,
} from '@casino/shared/limits';
import { Clock, Hourglass, TimerOff } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { FormError } from '../../ui/form';
import { LocalDateTime } from '../../ui/local-date-time';
import { notify } from '../toasts/toast-queue';
import { useConfirmSessionLimit, useProtection, useSaveProtection } from './protection-api';
import { SessionTimer } from './session-timer';

/** Minutes as the chips name them: "Off", "45 min", "2 h". */
function useMinutesName() {
  const t = useT();
  return (minutes: number | null) => {
    if (minutes === null) return t('limits.session.off');
    return minutes % 60 === 0 && minutes >= 60
      ? t('limits.session.hours', { count: minutes / 60 })
      : t('limits.session.minutes', { count: minutes });
  };
}

/** A longer session limit (or none) waiting its 24 hours, and when it takes over. */
function PendingLimitNote({ pending }: { pending: NonNullable<ProtectionState['pendingSessionLimit']> }) {
  const t = useT();
  const name = useMinutesName();
  const confirm = useConfirmSessionLimit();
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      await confirm.mutateAsync();
      notify({ title: t('limits.session.saved'), kind: 'success' });
    } catch {
      setError(t('form.genericError'));
    }
  };
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-card bg-warning/10 p-3 text-sm"
      data-testid="session-limit-pending"
    >
      <Clock aria-hidden className="size-4 shrink-0 text-warning" />
      <span className="font-semibold">{name(pending.minutes)}</span>
      <span className="text-muted">
        {t('limits.update.from')} <LocalDateTime iso={pending.effectiveAt} />
      </span>
      {pending.isDue && (
        <button
          type="button"
          disabled={confirm.isPending}
          onClick={() => void submit()}
          className={`${buttonClass('primary', 'sm')} ms-auto`}
          data-testid="session-limit-confirm"
        >
          {t('limits.confirmNow')}
        </button>
      )}
      <FormError message={error} />
    </div>
  );
}

/** One choice of minutes (null is off) as a wrapping row of chips: seven or nine fit no segmented bar on a phone. */
function MinuteChoice({
  label,
  hint,
  icon,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  hint: string;
  icon: ReactNode;
  options: readonly number[];
  value: number | null;
  onChange(value: number | null): void;
  testId: string;
}) {
  const name = useMinutesName();
  return (
    <fieldset className="flex flex-col gap-2 rounded-card bg-surface-2 p-4" data-testid={testId}>
      <legend className="sr-only">{label}</legend>
      <p className="flex items-center gap-2 font-semibold" aria-hidden>
        {icon}
        {label}
      </p>
      <p className="text-sm text-muted">{hint}</p>
      <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-1.5">
        {[null, ...options].map((minutes) => (
          <button
            key={minutes ?? 'off'}
            type="button"
            role="radio"
            aria-checked={value === minutes}
            onClick={() => onChange(minutes)}
            className="h-9 min-w-14 rounded-pill border border-border bg-surface px-3 text-sm font-semibold text-muted tabular-nums transition-colors hover:text-text aria-checked:border-accent aria-checked:bg-accent/15 aria-checked:text-text"
          >
            {name(minutes)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Reality check and session time limit on `/profile/limits`: kept on the server, counted from sign-in. */
export function SessionSection() {
  const t = useT();
  const { data } = useProtection();
  const save = useSaveProtection();
  const [draft, setDraft] = useState<ProtectionSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  // What the player last asked for: a longer limit still waiting counts as chosen.
  const chosenLimit = data?.pendingSessionLimit
    ? data.pendingSessionLimit.minutes
    : (data?.sessionLimitMinutes ?? null);
  useEffect(() => {
    if (data && !draft) setDraft({ realityCheckMinutes: data.realityCheckMinutes, sessionLimitMinutes: chosenLimit });
  }, [data, draft, chosenLimit]);
  if (!draft || !data) return null;
  const changed = draft.realityCheckMinutes !== data.realityCheckMinutes || draft.sessionLimitMinutes !== chosenLimit;

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync(draft);
      notify({ title: t('limits.session.saved'), kind: 'success' });
    } catch {
      setError(t('form.genericError'));
    }
  };

  return (
    <section
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 sm:p-5"
      data-testid="session-section"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-bold">{t('limits.session.title')}</h3>
          <p className="text-sm text-muted">{t('limits.session.lead')}</p>
        </div>
        <SessionTimer className="inline-flex rounded-pill bg-surface-2 px-3 py-1.5" />
      </header>
      <div className="grid gap-3 lg:grid-cols-2">
        <MinuteChoice
          label={t('limits.session.realityCheck')}
          hint={t('limits.session.realityCheckHint')}
          icon={<Hourglass aria-hidden className="size-4 text-accent" />}
          options={REALITY_CHECK_MINUTES}
          value={draft.realityCheckMinutes}
          onChange={(realityCheckMinutes) => setDraft({ ...draft, realityCheckMinutes })}
          testId="reality-check-choice"
        />
        <MinuteChoice
          label={t('limits.session.sessionLimit')}
          hint={`${t('limits.session.sessionLimitHint')} ${t('limits.session.longerNote')}`}
          icon={<TimerOff aria-hidden className="size-4 text-accent" />}
          options={SESSION_LIMIT_MINUTES}
          value={draft.sessionLimitMinutes}
          onChange={(sessionLimitMinutes) => setDraft({ ...draft, sessionLimitMinutes })}
          testId="session-limit-choice"
        />
      </div>
      {data.pendingSessionLimit && <PendingLimitNote pending={data.pendingSessionLimit} />}
      <FormError message={error} />
      <button
        type="button"
        disabled={!changed || save.isPending}
        onClick={() => void submit()}
        className={`${buttonClass('primary', 'md')} self-start`}
        data-testid="session-save"
      >
        {t('limits.session.save')}
      </button>
    </section>
  );
}
