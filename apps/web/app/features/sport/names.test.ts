import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import ar from '../../i18n/messages/ar/sport-names.json';
import de from '../../i18n/messages/de/sport-names.json';
import en from '../../i18n/messages/en/sport-names.json';
import { categoryName } from './category-name';
import { marketGroupName, marketName, outcomeName, parseMarketKey, sportName } from './names';

/** The page's `t` over one catalog: the key itself when the catalog lacks it. */
const translator = (messages: Record<string, string>, locale: string) => (key: string, values?: object) =>
  key in messages ? String(new IntlMessageFormat(messages[key]!, locale).format(values as never)) : key;

const teams = [{ name: 'Northbridge FC' }, { name: 'Eastvale United' }];

describe('sport names in the player’s language', () => {
  it('names a sport by its id', () => {
    expect(sportName(translator(de, 'de'), { id: 70, name: 'Ice Hockey' })).toBe('Eishockey');
  });

  it('names a category where it is: a country as Intl does, a home nation from the catalog', () => {
    const t = translator(ar, 'ar');
    expect(categoryName(translator(de, 'de'), 'de-DE', { name: 'Germany', region: 'DE' })).toBe('Deutschland');
    expect(categoryName(t, 'ar', { name: 'Germany', region: 'DE' })).toBe('ألمانيا');
    expect(categoryName(t, 'ar', { name: 'England', region: 'GB-ENG' })).toBe(ar['sport.region.GB-ENG']);
    expect(categoryName(t, 'ar', { name: 'England', region: 'GB-ENG' })).not.toBe('England');
  });

  it('keeps the feed’s name of a category that is nowhere, or somewhere Intl cannot name', () => {
    const t = translator(de, 'de');
    expect(categoryName(t, 'de-DE', { name: 'ATP', region: null })).toBe('ATP');
    expect(categoryName(t, 'de-DE', { name: 'Atlantis', region: 'QQ' })).toBe('Atlantis');
  });

  it('writes a market’s line after its name', () => {
    const t = translator(de, 'de');
    expect(marketName(t, { marketId: 18, name: 'Total', specifiers: { total: '2.5' } }, 66)).toBe('Über/Unter 2.5');
    expect(marketName(t, { marketId: 16, name: 'Handicap', specifiers: { hcp: '-1.5' } }, 66)).toBe('Handicap -1.5');
  });

  it('counts maps for e-sports and sets elsewhere', () => {
    const t = translator(en, 'en');
    expect(marketGroupName(t, { marketId: 199, name: 'Correct score (maps)' }, 145)).toBe('Correct score (maps)');
    expect(marketGroupName(t, { marketId: 199, name: 'Correct score (sets)' }, 68)).toBe('Correct score (sets)');
  });

  it('puts the teams into the outcomes that name them, and keeps a team’s own name', () => {
    const t = translator(ar, 'ar');
    expect(outcomeName(t, { id: '1X', name: 'Northbridge FC or draw' }, {}, teams)).toBe('Northbridge FC أو تعادل');
    expect(outcomeName(t, { id: 'over', name: 'Over 2.5' }, { total: '2.5' }, teams)).toBe('أكثر من 2.5');
    expect(outcomeName(t, { id: '1', name: 'Northbridge FC' }, {}, teams)).toBe('Northbridge FC');
  });

  it('keeps the feed’s name for a market the catalog does not know, without its qualifier', () => {
    expect(marketGroupName(translator(en, 'en'), { marketId: 123456, name: 'Race to 10 (incl. overtime)' }, 66)).toBe(
      'Race to 10',
    );
  });

  it('reads the market id and specifiers from a market key', () => {
    expect(parseMarketKey('18|total=2.5')).toEqual({ marketId: 18, specifiers: { total: '2.5' } });
    expect(parseMarketKey('1')).toEqual({ marketId: 1, specifiers: {} });
  });
});
