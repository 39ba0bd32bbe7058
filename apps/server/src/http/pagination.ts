import type { PageMeta } from '@casino/shared/pagination';
import { z } from 'zod';

/** `page` and `perPage` of a list endpoint; `perPage` defaults per endpoint (SPEC §9 sizes). */
export function pageQuery(defaultPerPage = 20) {
  return z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(defaultPerPage),
  });
}

export const pageMetaSchema = z.object({
  page: z.number(),
  perPage: z.number(),
  totalPages: z.number(),
  totalRows: z.number(),
}) satisfies z.ZodType<PageMeta>;

/** An empty list still has one page. */
export function pageMeta(page: number, perPage: number, totalRows: number): PageMeta {
  return { page, perPage, totalPages: Math.max(1, Math.ceil(totalRows / perPage)), totalRows };
}
