import { COOLING_OFF_DURATIONS, SELF_EXCLUSION_DURATIONS, type ExclusionDuration } from '@casino/shared/limits';
import { Coffee, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { CheckboxField, FormError } from '../../ui/form';
import { SegmentedControl } from '../../ui/segmented-control';
import { dropSession, localeHome } from '../session/use-session';
import { useAddLimit } from './limits-api';

type Kind = 4 | 5;

const DURATIONS: Record<Kind, readonly ExclusionDuration[]> = {
  4: SELF_EXCLUSION_DURATIONS,
  5: COOLING_OFF_DURATIONS,
};

/**
 * Cooling-off and self-exclusion, each in two steps: choose how long, then confirm knowing it
 * signs you out everywhere and cannot be lifted early. On success this tab signs out too.
 */
export function BreakSection() {
  const t = useT();
  const add = useAddLimit();
  const [kind, setKind] = useState<Kind>(5);
  const [duration, setDuration] = useState<ExclusionDuration>('24h');
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = (next: Kind) => {
    setKind(next);
    setDuration(DURATIONS[next][0]!);
    setStep('choose');
    setAgreed(false);
  };

  const start = async () => {
    setError(null);
    try {
      await add.mutateAsync({ definition: kind, duration });
      dropSession();
      window.location.assign(localeHome());
    } catch {
      setError(t('form.genericError'));
    }
  };

  return (
    <section
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 sm:p-5"
      data-testid="break-section"
    >
      <header>
        <h3 className="text-lg font-bold">{t('limits.break.title')}</h3>
        <p className="text-sm text-muted">{t('limits.break.lead')}</p>
      </header>
      <div className="grid gap-2 sm:grid-cols-2">
        {([5, 4] as const).map((option) => {
          const Icon = option === 5 ? Coffee : ShieldOff;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={kind === option}
              onClick={() => choose(option)}
              data-testid={`break-kind-${option}`}
              className="flex items-start gap-3 rounded-card border border-border bg-surface-2 p-4 text-start transition-colors hover:bg-surface-3 aria-pressed:border-accent aria-pressed:bg-accent/10"
            >
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>
                <span className="block font-semibold">{t(`limits.definition.${option}`)}</span>
                <span className="block text-sm text-muted">{t(`limits.about.${option}`)}</span>
              </span>
            </button>
          );
        })}
      </div>
      {step === 'choose' ? (
        <>
          <SegmentedControl<ExclusionDuration>
            label={t('limits.break.choose')}
            value={duration}
            onChange={setDuration}
            options={DURATIONS[kind].map((value) => ({ value, label: t(`limits.duration.${value}`) }))}
          />
          <button
            type="button"
            onClick={() => setStep('confirm')}
            className={`${buttonClass('neutral', 'md')} self-start`}
            data-testid="break-continue"
          >
            {t('limits.break.continue')}
          </button>
        </>
      ) : (
        <div className="flex flex-col gap-3 rounded-card border border-danger/40 bg-danger/10 p-4">
          <p className="font-bold">
            {t('limits.break.confirmTitle', {
              kind: t(`limits.definition.${kind}`),
              duration: t(`limits.duration.${duration}`),
            })}
          </p>
          <p className="text-sm">
            {t(duration === 'permanent' ? 'limits.break.permanentText' : 'limits.break.confirmText')}
          </p>
          <CheckboxField
            label={t('limits.break.agree')}
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            data-testid="break-agree"
          />
          <FormError message={error} />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={!agreed || add.isPending}
              onClick={() => void start()}
              className={buttonClass('danger', 'md')}
              data-testid="break-start"
            >
              {t('limits.break.start')}
            </button>
            <button type="button" onClick={() => setStep('choose')} className={buttonClass('ghost', 'md')}>
              {t('limits.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
