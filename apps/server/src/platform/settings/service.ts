import { EXCLUDED_COUNTRIES, type CustomerConfig } from '@casino/shared/customer';
import { DEFAULT_LOCALE, LOCALES, localeInfo } from '@casino/shared/locales';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { countrySeeds } from './countries.js';
import { DEMO_CURRENCIES } from './demo-currencies.js';

export interface Currency {
  code: string;
  name: string;
  type: 'fiat' | 'crypto';
  symbol: string;
  subunitToUnit: number;
  rate: { rate: string };
  isEnabled: boolean;
  isBase: boolean;
  subCurrencies: { code: string; subunitToUnit: number }[];
}

export interface Country {
  name: string;
  code: string;
  locale: string;
  phonePrefix: string;
}

export function customerConfig(config: Config): CustomerConfig {
  return {
    projectName: config.PROJECT_NAME,
    projectEmail: config.PROJECT_EMAIL,
    isGamesDisabled: config.GAMES_DISABLED,
    isSportsDisabled: config.SPORTS_DISABLED,
    questsEnabled: config.QUESTS_ENABLED,
    loyaltyEnabled: config.LOYALTY_ENABLED,
    isDemoMode: config.DEMO_MODE,
  };
}

export function listLocales() {
  return LOCALES.map((l) => ({ code: l.code, languageCode: l.languageCode, isDefault: l.code === DEFAULT_LOCALE }));
}

/** Enabled currencies only (§9), base first, then the operator's order. */
export async function listCurrencies(db: Kysely<DB>): Promise<Currency[]> {
  const [rows, subs] = await Promise.all([
    db.selectFrom('currencies').selectAll().where('is_enabled', '=', true).orderBy('sort_order').execute(),
    db.selectFrom('sub_currencies').selectAll().orderBy('code').execute(),
  ]);
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    type: row.type,
    symbol: row.symbol,
    subunitToUnit: Number(row.subunit_to_unit),
    rate: { rate: normalizeDecimal(row.rate) },
    isEnabled: row.is_enabled,
    isBase: row.is_base,
    subCurrencies: subs
      .filter((s) => s.currency_code === row.code)
      .map((s) => ({ code: s.code, subunitToUnit: Number(s.subunit_to_unit) })),
  }));
}

/** The operator's base currency: what a player gets who signs up without choosing one. */
export const DEFAULT_BASE_CURRENCY = 'USD';

export async function baseCurrencyCode(db: Kysely<DB>): Promise<string> {
  const row = await db.selectFrom('currencies').select('code').where('is_base', '=', true).executeTakeFirst();
  return row?.code ?? DEFAULT_BASE_CURRENCY;
}

/** `1.080000000000` → `1.08`: the exact value, without the column's padding. */
function normalizeDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** Enabled countries, named in the asker's language and sorted by that name. */
export async function listCountries(db: Kysely<DB>, locale = DEFAULT_LOCALE): Promise<Country[]> {
  const rows = await db
    .selectFrom('countries')
    .selectAll()
    .where('is_enabled', '=', true)
    .where('code', 'not in', [...EXCLUDED_COUNTRIES])
    .execute();
  const names = new Intl.DisplayNames([localeInfo(locale).intl, 'en'], { type: 'region' });
  const collator = new Intl.Collator(localeInfo(locale).intl);
  return rows
    .map((row) => ({
      name: names.of(row.code) ?? row.code,
      code: row.code,
      locale: row.locale,
      phonePrefix: row.phone_prefix,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Country of the visitor from the CDN header (§9); unknown and Tor markers give null. */
export function visitorCountry(header: string | undefined): string | null {
  const code = header?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code) || code === 'XX' || code === 'T1') return null;
  return code;
}

/** Seeds reference data on first start; re-running changes nothing. */
export async function seedSettings(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('currencies')
      .values(
        DEMO_CURRENCIES.map((c, i) => ({
          code: c.code,
          type: c.type,
          name: c.name,
          symbol: c.symbol,
          subunit_to_unit: BigInt(c.subunitToUnit),
          rate: c.rate,
          is_base: c.isBase ?? false,
          sort_order: i,
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const subs = DEMO_CURRENCIES.flatMap((c) =>
      (c.subCurrencies ?? []).map((s) => ({
        currency_code: c.code,
        code: s.code,
        subunit_to_unit: BigInt(s.subunitToUnit),
      })),
    );
    await tx
      .insertInto('sub_currencies')
      .values(subs)
      .onConflict((oc) => oc.columns(['currency_code', 'code']).doNothing())
      .execute();
    await tx
      .insertInto('countries')
      .values(countrySeeds().map((c) => ({ code: c.code, locale: c.locale, phone_prefix: c.phonePrefix })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  });
}
