import type { ContentRecord } from '@casino/shared/content';
import { ContentArticle } from './content-article';

/** A page of the `pages` kind, shown at `/{slug}`. */
export function ContentPage({ record }: { record: ContentRecord }) {
  return <ContentArticle record={record} />;
}
