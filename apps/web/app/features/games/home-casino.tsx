import { useT } from '../../i18n/i18n';
import { HydrateApart } from '../../lib/hydrate-apart';
import { CollectionIcon } from './collection-icon';
import { GameRow } from './game-row';
import { collectionLabel } from './labels';
import { LiveFeeds } from './live-feeds';

/** The rows home shows under its slider, in this order. */
export const HOME_COLLECTIONS = ['popular', 'originals', 'new', 'slots', 'table'] as const;

/** Home's casino part: game rows, then the live latest bets and big wins. */
export function HomeCasino() {
  const t = useT();
  return (
    <div className="flex flex-col gap-6 sm:gap-8" data-testid="home-casino">
      {HOME_COLLECTIONS.map((identity, index) => (
        <HydrateApart key={identity}>
          <GameRow
            testId={`home-row-${identity}`}
            title={collectionLabel(t, identity)}
            icon={<CollectionIcon identity={identity} />}
            filter={{ collection: identity }}
            seeAllTo={`/games/${identity}`}
            eager={index === 0}
          />
        </HydrateApart>
      ))}
      <HydrateApart>
        <LiveFeeds />
      </HydrateApart>
    </div>
  );
}
