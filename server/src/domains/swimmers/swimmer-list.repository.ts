import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { SwimmerListPosition, SwimmerListRow, SwimmerListSort } from '@contract/swimmers'
import type { Database } from '../../db/database'
import { summaryColumns, toSummary } from './swimmers.repository'

// Every swimmer of a site, page by page, in the order the desk picks (issue 27, "Finding people"). Keyset paging: a
// page starts just after the last row of the previous one, so each page is a range of one index (migration 0034;
// by id, swimmers_site) read from there, whatever page it is: no count of the rows before it, no sort of the site.

type Db = Kysely<Database>

/** The column each sort reads, beside the id that breaks ties (and is the sort by ID). */
const SORT_COLUMN = {
  swimmerID: undefined,
  fullName: 's.name_key',
  birthDate: 's.birth_date',
  level: 's.current_level',
} as const satisfies Record<SwimmerListSort, string | undefined>

export interface SwimmerPageQuery {
  site: number
  sort: SwimmerListSort
  order: 'asc' | 'desc'
  /** Rows asked for (one more than the page, to know whether another follows). */
  limit: number
  after?: SwimmerListPosition
  today: string
}

/** The statement of one page (exported for the plan test: it must read an index range, never scan or sort). */
export function swimmerPageStatement(db: Db, page: SwimmerPageQuery) {
  const column = SORT_COLUMN[page.sort]
  const after = page.order === 'asc' ? sql`>` : sql`<`
  let query = summaryColumns(db, page.today).select(['s.birth_date', 's.name_key']).where('s.site', '=', page.site)
  if (column === undefined) {
    if (page.after) query = query.where(sql<boolean>`s.id ${after} ${page.after.swimmerID}`)
    return query.orderBy('s.id', page.order).limit(page.limit)
  }
  // A row value: (name_key, id) > (the last row's), which both engines read as one range of the index.
  if (page.after) {
    query = query.where(
      sql<boolean>`(${sql.ref(column)}, s.id) ${after} (${page.after.value}, ${page.after.swimmerID})`,
    )
  }
  return query.orderBy(column, page.order).orderBy('s.id', page.order).limit(page.limit)
}

/** One page of a site's swimmers and where the next one starts (undefined on the last page). */
export async function findSwimmerPage(
  db: Db,
  page: Omit<SwimmerPageQuery, 'limit'> & { pageSize: number },
): Promise<{ rows: SwimmerListRow[]; next?: SwimmerListPosition }> {
  const found = await swimmerPageStatement(db, { ...page, limit: page.pageSize + 1 }).execute()
  const rows = found.slice(0, page.pageSize)
  const last = rows[rows.length - 1]
  const sortValue = (row: (typeof found)[number]): string | number =>
    page.sort === 'fullName'
      ? row.name_key
      : page.sort === 'birthDate'
        ? row.birth_date
        : page.sort === 'level'
          ? row.current_level
          : row.id
  return {
    rows: rows.map((row) => ({ ...toSummary(row), birthDate: row.birth_date })),
    next: found.length > page.pageSize && last ? { value: sortValue(last), swimmerID: last.id } : undefined,
  }
}
