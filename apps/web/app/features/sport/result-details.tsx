import { useT } from '../../i18n/i18n';
import { marketGroupName, outcomeName } from './names';
import { marketGroups } from './market-groups';
import { Scoreboard } from './scoreboard';
import type { LegResult, SettledMarket, SportResult } from './sport-types';

type SettledOutcome = SettledMarket['outcomes'][number];

/** How an outcome was settled, in the words the bet history uses for a leg. */
function outcomeResult(market: SettledMarket, outcome: SettledOutcome): Exclude<LegResult, 'open'> {
  if (market.status === 'cancelled' || outcome.voidFactor === '1') return 'void';
  if (outcome.voidFactor === '0.5') return outcome.result === 1 ? 'half-won' : 'half-lost';
  return outcome.result === 1 ? 'won' : 'lost';
}

const RESULT_TONE: Record<Exclude<LegResult, 'open'>, string> = {
  won: 'bg-accent text-accent-contrast',
  'half-won': 'bg-accent/70 text-accent-contrast',
  lost: 'bg-surface-3 text-muted',
  'half-lost': 'bg-surface-3 text-muted',
  void: 'bg-surface-3 text-text',
};

/**
 * A finished event's page under `resultDetails` (SPEC §2): the final score, then every market
 * as it was settled — each outcome won, lost or void, with its void factor and dead-heat share.
 */
export function ResultDetails({ result }: { result: SportResult }) {
  const t = useT();
  const sportId = result.championship.category.sport.id;
  return (
    <div className="grid gap-3" data-testid="result-details">
      <p className="text-xs font-bold uppercase tracking-wide text-muted">{t('sport.result.finalScore')}</p>
      <Scoreboard event={result} />
      <h2 className="text-lg font-black tracking-tight">{t('sport.result.settledMarkets')}</h2>
      {result.settlements.length === 0 ? (
        <p className="rounded-card bg-surface p-6 text-center text-sm text-muted">{t('sport.result.noSettled')}</p>
      ) : (
        marketGroups(result.settlements).map((group) => (
          <section key={group[0]!.marketId} className="rounded-card bg-surface p-3" data-testid="settled-market">
            <h3 className="mb-2 text-sm font-bold">{marketGroupName(t, group[0]!, sportId)}</h3>
            <ul className="grid gap-1.5">
              {group.flatMap((market) =>
                market.outcomes.map((outcome) => {
                  const settled = outcomeResult(market, outcome);
                  return (
                    <li
                      key={`${market.key}:${outcome.id}`}
                      data-testid="settled-outcome"
                      data-result={settled}
                      className="flex items-center justify-between gap-2 rounded-control bg-surface-2 px-2.5 py-2 text-sm"
                    >
                      <span className="min-w-0 truncate">
                        {outcomeName(t, outcome, market.specifiers, result.competitors)}
                      </span>
                      <span className="flex shrink-0 items-center gap-1.5 text-2xs font-bold">
                        {outcome.voidFactor !== '0' && market.status === 'settled' ? (
                          <span className="text-muted">
                            {t('sport.result.voidFactor', { factor: outcome.voidFactor })}
                          </span>
                        ) : null}
                        {outcome.deadHeatFactor ? (
                          <span className="text-muted">
                            {t('sport.result.deadHeat', {
                              share: `${outcome.deadHeatFactor.num}/${outcome.deadHeatFactor.den}`,
                            })}
                          </span>
                        ) : null}
                        <span className={`rounded-pill px-2 py-0.5 uppercase ${RESULT_TONE[settled]}`}>
                          {t(`sport.leg.${settled}`)}
                        </span>
                      </span>
                    </li>
                  );
                }),
              )}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
