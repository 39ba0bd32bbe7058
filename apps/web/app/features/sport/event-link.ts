import { sportPath, type SportPage } from './sport-paths';
import type { SportEvent } from './sport-types';

/** The full address of an event's page (or its results page): sport, category, championship and `{id}-{name}`. */
export function eventLink(event: SportEvent, locale: string, page?: SportPage): string {
  const { championship } = event;
  return sportPath(
    {
      ...(page ? { page } : {}),
      sport: championship.category.sport,
      category: championship.category,
      championship,
      event,
    },
    locale,
  );
}
