import type { ContentNode } from '@casino/shared/content';
import type { ColumnType, JSONColumnType } from 'kysely';

export interface ContentTables {
  content_records: {
    id: string;
    locale: string;
    kind: string;
    stem: string;
    extension: string;
    page_identity: string;
    title: string | null;
    description: string | null;
    meta: JSONColumnType<Record<string, unknown>, string, string>;
    body: JSONColumnType<ContentNode[] | null, string | null, string | null>;
  };
  content_versions: {
    kind: string;
    version: string;
    loaded_at: ColumnType<Date, Date | undefined, Date>;
  };
  content_redirects: {
    path: string;
    target: string;
  };
}
