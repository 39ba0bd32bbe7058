import { Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { useBetSlip } from './bet-slip-store';
import { marketName, outcomeName } from './names';
import { formatOdds } from './odds';
import type { Market, Outcome, SportEvent } from './sport-types';

/** How long an odd shows that it moved. */
const FLASH_MS = 1_500;

/**
 * One price: tapping it adds the pick to the slip (or takes it out). A price that moved
 * flashes green up or red down; a suspended market shows a lock and takes no pick.
 */
export function OddsButton({
  event,
  market,
  outcome,
  compact = false,
}: {
  event: SportEvent;
  market: Market;
  outcome: Outcome;
  compact?: boolean;
}) {
  const t = useT();
  const format = useBetSlip((s) => s.oddsFormat);
  const label = outcomeName(t, outcome, market.specifiers, event.competitors);
  const toggle = useBetSlip((s) => s.toggle);
  const selected = useBetSlip((s) =>
    s.picks.some((p) => p.eventId === event.id && p.marketKey === market.key && p.outcomeId === outcome.id),
  );
  const previous = useRef(outcome.odds);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (outcome.odds === previous.current) return;
    setFlash(outcome.odds > previous.current ? 'up' : 'down');
    previous.current = outcome.odds;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [outcome.odds]);
  const locked = market.status !== 'active' || !outcome.active;
  const tone = selected
    ? 'bg-accent text-accent-contrast'
    : flash === 'up'
      ? 'bg-surface-3 text-accent ring-1 ring-accent'
      : flash === 'down'
        ? 'bg-surface-3 text-danger ring-1 ring-danger'
        : 'bg-surface-2 text-text hover:bg-surface-3';
  return (
    <button
      type="button"
      disabled={locked}
      aria-pressed={selected}
      data-testid="odds-button"
      data-outcome={outcome.id}
      onClick={() =>
        toggle({
          eventId: event.id,
          eventName: event.name,
          marketKey: market.key,
          marketName: marketName(t, market, event.championship.category.sport.id),
          outcomeId: outcome.id,
          outcomeName: label,
          odds: outcome.odds,
        })
      }
      className={`flex min-w-0 items-center justify-between gap-2 rounded-control px-2.5 transition-colors focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 ${compact ? 'h-10' : 'h-11'} ${tone}`}
    >
      <span className={`truncate text-xs ${selected ? '' : 'text-muted'}`}>{label}</span>
      <span className="shrink-0 text-sm font-bold tabular-nums" dir="ltr">
        {locked ? <Lock aria-hidden className="size-3.5" /> : formatOdds(outcome.odds, format)}
        {flash && !locked ? <span aria-hidden>{flash === 'up' ? ' ▲' : ' ▼'}</span> : null}
      </span>
    </button>
  );
}
