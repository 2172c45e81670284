import { notFound } from './http-error'
import { message } from '@contract/messages/message'

/** Whose sites a swimmer must be at: the request's acting user (sites with names), or site ids. */
export interface SeenBy {
  sites: readonly (number | { id: number })[]
}

/**
 * A live swimmer of one of the user's sites, as `found` by the caller's own query (each domain reads the columns its
 * rules need). A swimmer of another site is answered as not found, as one that does not exist, so a user learns
 * nothing of the swimmers of sites that are not theirs. The one place this rule is written.
 */
export async function visibleSwimmer<Swimmer extends { site: number }>(
  found: Promise<Swimmer | undefined>,
  user: SeenBy,
  swimmerId: number,
): Promise<Swimmer> {
  const swimmer = await found
  if (!swimmer || !user.sites.some((site) => (typeof site === 'number' ? site : site.id) === swimmer.site)) {
    throw notFound(message('swimmer.notFound', { id: swimmerId }))
  }
  return swimmer
}
