import type { LimitsAnswer, LimitView } from '@casino/shared/limits';
import { ArrowDownToLine, CircleDollarSign, Coins, LifeBuoy, ShieldAlert, TrendingDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { LocalDateTime } from '../../ui/local-date-time';
import { LocalizedLink } from '../locale/localized-link';
import { usePopup } from '../popups/use-popup';
import { BreakSection } from './break-section';
import { LimitRow } from './limit-card';
import { useLimits } from './limits-api';
import { SessionSection } from './session-section';
import { StatementSection } from './statement-section';

const MONEY_KINDS = [
  { definition: 3, Icon: ArrowDownToLine },
  { definition: 1, Icon: Coins },
  { definition: 2, Icon: TrendingDown },
] as const;

const PERIOD_ORDER = { daily: 0, weekly: 1, monthly: 2 } as const;

function Section({
  title,
  lead,
  icon,
  children,
}: {
  title: string;
  lead: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 sm:p-5">
      <header className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-control bg-accent/15 text-accent">
          {icon}
        </span>
        <div>
          <h3 className="text-lg font-bold">{title}</h3>
          <p className="text-sm text-muted">{lead}</p>
        </div>
      </header>
      {children}
    </section>
  );
}

/** The exclusion in force: what is still open to the player and when it ends. */
export function RestrictionBanner({ restriction }: { restriction: NonNullable<LimitsAnswer['restriction']> }) {
  const t = useT();
  const kind = t(`limits.definition.${restriction.definition}`);
  return (
    <div
      role="status"
      data-testid="restriction-banner"
      className="flex flex-col gap-3 rounded-card border border-danger/40 bg-danger/10 p-4 sm:p-5"
    >
      <p className="flex items-center gap-2 text-lg font-bold">
        <ShieldAlert aria-hidden className="size-5 text-danger" />
        {t('limits.restricted.title')}
      </p>
      <p>
        {restriction.endsAt
          ? (() => {
              // The date is a component: split the message where it goes, so word order stays the translator's.
              const [before, after] = t('limits.restricted.until', { kind, time: '\u0000' }).split('\u0000');
              return (
                <>
                  {before}
                  <LocalDateTime iso={restriction.endsAt} />
                  {after}
                </>
              );
            })()
          : t('limits.restricted.permanent', { kind })}
      </p>
      <p className="text-sm text-muted">{t('limits.restricted.text')}</p>
      <div className="flex flex-wrap gap-2">
        <LocalizedLink to="/?wallet=withdraw" className={buttonClass('neutral', 'md')}>
          <CircleDollarSign aria-hidden className="size-4" />
          {t('limits.restricted.withdraw')}
        </LocalizedLink>
        <LocalizedLink to="/support" className={buttonClass('ghost', 'md')}>
          <LifeBuoy aria-hidden className="size-4" />
          {t('limits.restricted.support')}
        </LocalizedLink>
      </div>
    </div>
  );
}

/** `/profile/limits`: every money limit with its periods and usage, and the way to take a break. */
export function LimitsPage({ initial }: { initial: LimitsAnswer }) {
  const t = useT();
  const { open } = usePopup();
  const { data = initial } = useLimits(initial);
  const byKind = (definition: number): LimitView[] =>
    data.data
      .filter((l) => l.definition === definition)
      .sort((a, b) => PERIOD_ORDER[a.period ?? 'daily'] - PERIOD_ORDER[b.period ?? 'daily']);

  return (
    <div className="flex flex-col gap-4" data-testid="limits-page">
      <p className="text-muted">{t('limits.lead')}</p>
      {data.restriction && <RestrictionBanner restriction={data.restriction} />}
      {!data.restriction && (
        <div className="grid gap-4 lg:grid-cols-3">
          {MONEY_KINDS.map(({ definition, Icon }) => {
            const limits = byKind(definition);
            return (
              <Section
                key={definition}
                title={t(`limits.definition.${definition}`)}
                lead={t(`limits.about.${definition}`)}
                icon={<Icon aria-hidden className="size-5" />}
              >
                {limits.length > 0 ? (
                  <ul className="flex flex-col gap-2" data-testid={`limits-${definition}`}>
                    {limits.map((limit) => (
                      <LimitRow key={limit.id} limit={limit} />
                    ))}
                  </ul>
                ) : (
                  <p className="rounded-card bg-surface-2 p-4 text-sm text-muted">{t('limits.none')}</p>
                )}
                {limits.length < 3 && (
                  <button
                    type="button"
                    onClick={() => open('add-limit', String(definition))}
                    className={`${buttonClass('neutral', 'md')} mt-auto`}
                    data-testid={`add-limit-${definition}`}
                  >
                    {t('limits.add')}
                  </button>
                )}
              </Section>
            );
          })}
        </div>
      )}
      <p className="text-xs text-muted">{t('limits.windowNote')}</p>
      {!data.restriction && <SessionSection />}
      {!data.restriction && <BreakSection />}
      <StatementSection />
    </div>
  );
}
