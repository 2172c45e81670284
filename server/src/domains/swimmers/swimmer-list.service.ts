import type { Kysely } from 'kysely'
import type { SwimmerListPosition, SwimmerListResponse, SwimmerListSort } from '@contract/swimmers'
import type { Database } from '../../db/database'
import type { Acting } from '../../lib/actor'
import { findSwimmerPage } from './swimmer-list.repository'

// Every swimmer of the chosen site, page by page, in the order the desk picks (issue 27, "Finding people"). The route
// declares the module and that the site is one of the user's; a page is read from where the previous one ended.

export interface SwimmerListInput {
  userSite: number
  sort: SwimmerListSort
  order: 'asc' | 'desc'
  pageSize: number
  after?: SwimmerListPosition | null
}

export async function listSwimmers(
  db: Kysely<Database>,
  acting: Acting,
  input: SwimmerListInput,
): Promise<SwimmerListResponse> {
  const { rows, next } = await findSwimmerPage(db, {
    site: input.userSite,
    sort: input.sort,
    order: input.order,
    pageSize: input.pageSize,
    after: input.after ?? undefined,
    today: acting.today,
  })
  return { rows, next: next ?? null }
}
