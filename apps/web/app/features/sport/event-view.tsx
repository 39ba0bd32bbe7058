import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sportEventChannel } from '@casino/shared/push';
import { useT } from '../../i18n/i18n';
import { usePushEvent } from '../push/use-push';
import { marketGroups } from './market-groups';
import { marketGroupName } from './names';
import { OddsButton } from './odds-button';
import { Scoreboard } from './scoreboard';
import { eventQuery, sportKeys } from './sport-queries';
import type { SportEvent } from './sport-types';

/** An event's page: the scoreboard and every market, kept live by the event's push channel. */
export function EventView({ initial }: { initial: SportEvent }) {
  const t = useT();
  const client = useQueryClient();
  const event = useQuery({ ...eventQuery(initial.id), initialData: initial }).data;
  usePushEvent<SportEvent>(sportEventChannel(initial.id), 'sport.event', (changed) => {
    client.setQueryData(sportKeys.event(initial.id), changed);
  });
  return (
    <div className="grid gap-3" data-testid="event-view">
      <Scoreboard event={event} />
      {event.markets.length === 0 ? (
        <p className="rounded-card bg-surface p-6 text-center text-sm text-muted">{t('sport.noMarkets')}</p>
      ) : (
        marketGroups(event.markets).map((group) => (
          <section key={group[0]!.marketId} className="rounded-card bg-surface p-3" data-testid="market-group">
            <h3 className="mb-2 flex items-center justify-between text-sm font-bold">
              {marketGroupName(t, group[0]!, event.championship.category.sport.id)}
              {group.every((m) => m.status !== 'active') ? (
                <span className="rounded-pill bg-surface-3 px-2 py-0.5 text-2xs font-bold uppercase text-muted">
                  {t('sport.suspended')}
                </span>
              ) : null}
            </h3>
            <div className="grid gap-1.5">
              {group.map((market) => (
                <div
                  key={market.key}
                  className={`grid gap-1.5 ${market.outcomes.length === 3 ? 'grid-cols-3' : market.outcomes.length === 2 ? 'grid-cols-2' : 'grid-cols-2 sm:grid-cols-3'}`}
                >
                  {market.outcomes.map((outcome) => (
                    <OddsButton key={outcome.id} event={event} market={market} outcome={outcome} />
                  ))}
                </div>
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
