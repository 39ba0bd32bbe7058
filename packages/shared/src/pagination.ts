/** The `meta` of every paginated list the API answers with. */
export interface PageMeta {
  page: number;
  perPage: number;
  totalPages: number;
  totalRows: number;
}
