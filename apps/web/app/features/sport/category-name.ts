import { displayNamesOf } from '@casino/shared/intl-formats';
import { named, type Translate } from './names';

/**
 * A category in the reader's language where the feed says where it is: a country as Intl names
 * it for the locale's BCP 47 tag, a home nation (which Intl does not name) from the catalog.
 * Tours, games and anything else keep the feed's name.
 */
export function categoryName(t: Translate, intl: string, category: { name: string; region: string | null }): string {
  const { region } = category;
  if (!region) return category.name;
  if (region.startsWith('GB-')) return named(t, `sport.region.${region}`, {}, category.name);
  try {
    return displayNamesOf(intl, { type: 'region', fallback: 'none' }).of(region) ?? category.name;
  } catch {
    return category.name;
  }
}
