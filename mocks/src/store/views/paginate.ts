/** The upstream's page shape. Pages past the end are empty, not an error, as the real API does. */
import { MAX_PER_PAGE, type Paginated } from '@zaowu/shared';

export interface PageArgs {
  page: number;
  per_page: number;
}

export function paginate<Row, Out>(
  rows: readonly Row[],
  args: PageArgs,
  map: (row: Row) => Out,
): Paginated<Out> {
  const per_page = Math.min(MAX_PER_PAGE, Math.max(1, args.per_page));
  const current_page = Math.max(1, args.page);
  const start = (current_page - 1) * per_page;
  return {
    total: rows.length,
    per_page,
    current_page,
    last_page: Math.max(1, Math.ceil(rows.length / per_page)),
    data: rows.slice(start, start + per_page).map(map),
  };
}
