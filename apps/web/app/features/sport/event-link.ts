import { sportPath } from './sport-paths';
import type { SportEvent } from './sport-types';

/** The full address of an event page: sport, category, championship and `{id}-{name}`. */
export function eventLink(event: SportEvent, locale: string): string {
  const { championship } = event;
  return sportPath(
    { sport: championship.category.sport, category: championship.category, championship, event },
    locale,
  );
}
