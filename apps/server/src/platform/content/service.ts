import {
  contentLocales,
  normalizeRedirectPath,
  type ContentCondition,
  type ContentKind,
  type ContentQuery,
  type ContentRecord,
  type ContentValue,
} from '@casino/shared/content';
import type { RuleName } from '@casino/shared/validation';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.js';

const COLUMNS: Record<string, string> = {
  id: 'id',
  locale: 'locale',
  stem: 'stem',
  extension: 'extension',
  pageIdentity: 'page_identity',
  title: 'title',
  description: 'description',
};

/**
 * A field as SQL. Front-matter fields compare as JSON so numbers order as numbers;
 * the key travels as a bound parameter, never as SQL text.
 */
function fieldRef(field: string): RawBuilder<unknown> {
  if (field.startsWith('meta.')) return sql`c.meta -> ${field.slice('meta.'.length)}`;
  return sql.ref(`c.${COLUMNS[field]!}`);
}

function valueOf(field: string, value: ContentValue): RawBuilder<unknown> {
  return field.startsWith('meta.') ? sql`cast(${JSON.stringify(value)} as jsonb)` : sql`${value}`;
}

/** `<>` and `NOT IN` also match records that lack the field, as a reader of the content expects. */
function conditionSql({ field, operator, value }: ContentCondition): RawBuilder<SqlBool> {
  const ref = fieldRef(field);
  const values = (Array.isArray(value) ? value : [value]).map((v) => valueOf(field, v));
  switch (operator) {
    case '=':
      return sql<SqlBool>`${ref} = ${values[0]!}`;
    case '<>':
      return sql<SqlBool>`${ref} is distinct from ${values[0]!}`;
    case 'IN':
      return values.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`${ref} in (${sql.join(values)})`;
    case 'NOT IN':
      return values.length === 0
        ? sql<SqlBool>`true`
        : sql<SqlBool>`(${ref} is null or ${ref} not in (${sql.join(values)}))`;
    case 'BETWEEN':
      return sql<SqlBool>`${ref} between ${values[0]!} and ${values[1]!}`;
  }
}

export interface ContentQueryResult {
  records: ContentRecord[];
  locales: string[];
  version: string | null;
}

/**
 * Records of one kind for a locale: per stem, the record of the best locale in the
 * fallback chain (§2); the conditions then apply to that record.
 */
export async function queryContent(db: Kysely<DB>, query: ContentQuery): Promise<ContentQueryResult> {
  const locales = contentLocales(query.locale);
  const preference = sql<number>`case locale ${sql.join(
    locales.map((code, i) => sql`when ${code} then ${sql.lit(i)}`),
    sql` `,
  )} end`;
  const ranked = db
    .selectFrom('content_records')
    .selectAll()
    .select(sql<number>`row_number() over (partition by stem order by ${preference})`.as('rank'))
    .where('kind', '=', query.kind)
    .where('locale', 'in', locales);

  let select = db
    .selectFrom(ranked.as('c'))
    .select([
      'c.id',
      'c.locale',
      'c.kind',
      'c.stem',
      'c.extension',
      'c.page_identity',
      'c.title',
      'c.description',
      'c.meta',
    ])
    .$if(query.withBody, (q) => q.select('c.body'))
    .where('c.rank', '=', 1);
  for (const condition of query.where) select = select.where(conditionSql(condition));
  for (const { field, direction } of query.orderBy) {
    select = select.orderBy(fieldRef(field), direction === 'DESC' ? 'desc' : 'asc');
  }
  const rows = await select.orderBy('c.stem').limit(query.limit).offset(query.offset).execute();

  const version = await db
    .selectFrom('content_versions')
    .select('version')
    .where('kind', '=', query.kind)
    .executeTakeFirst();

  return {
    records: rows.map((row) => ({
      id: row.id,
      locale: row.locale,
      kind: row.kind as ContentKind,
      stem: row.stem,
      extension: row.extension,
      pageIdentity: row.page_identity,
      title: row.title,
      description: row.description,
      meta: row.meta,
      body: 'body' in row ? (row.body as ContentRecord['body']) : null,
    })),
    locales,
    version: version?.version ?? null,
  };
}

export type ValidationMessages = Partial<Record<RuleName, string>>;

/**
 * §5: the validation messages (per rule) of the fields-settings content for a
 * locale. A rule the locale's content lacks takes the text of the next locale in
 * the fallback chain; one no content has is left to the shared default.
 */
export async function validationMessages(db: Kysely<DB>, locale: string): Promise<ValidationMessages> {
  const locales = contentLocales(locale);
  const rows = await db
    .selectFrom('content_records')
    .select(['locale', 'meta'])
    .where('kind', '=', 'fields-settings')
    .where('locale', 'in', locales)
    .orderBy('stem')
    .execute();
  const messages: ValidationMessages = {};
  // Best locale last, so its texts overwrite the fallbacks'.
  const byPreference = [...rows].sort((a, b) => locales.indexOf(b.locale) - locales.indexOf(a.locale));
  for (const { meta } of byPreference) {
    const texts = meta.validationMessages;
    if (!texts || typeof texts !== 'object') continue;
    for (const [rule, text] of Object.entries(texts)) {
      if (typeof text === 'string') messages[rule as RuleName] = text;
    }
  }
  return messages;
}

export async function findRedirect(db: Kysely<DB>, path: string): Promise<string | null> {
  const row = await db
    .selectFrom('content_redirects')
    .select('target')
    .where('path', '=', normalizeRedirectPath(path))
    .executeTakeFirst();
  return row?.target ?? null;
}
