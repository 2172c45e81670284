import type { SessionUser } from '@contract/auth'
import type { Site } from '@contract/common'
import { SITES } from '@contract/constants'

/**
 * The sites a user may choose, in the order of `sites`, each with its id: from `siteList`, else from the fixed
 * sites table (SPEC.md section 3 derives the id from the name). A name with no known id cannot be used in calls.
 */
export function userSites(user: SessionUser): Site[] {
  const result: Site[] = []
  for (const name of user.sites) {
    if (result.some((known) => known.name === name)) continue
    const listed = user.siteList.find((entry) => entry.name === name)
    const id = listed?.id ?? SITES.find((s) => s.description === name)?.code
    if (id !== undefined) result.push({ id, name, ...(listed?.nameAr && { nameAr: listed.nameAr }) })
  }
  return result
}

export const findUserSite = (user: SessionUser, name: string): Site | undefined =>
  userSites(user).find((site) => site.name === name)

/** Whether the user may work at this site: same name and same id as one of theirs. */
export const userHasSite = (user: SessionUser | null | undefined, site: Site | null | undefined): boolean =>
  !!user && !!site && findUserSite(user, site.name)?.id === site.id

/**
 * A site's name in the UI's language (issue 25): its Arabic name in Arabic when it has one (the user's own sites'
 * list first, so a site chosen before the name was typed shows it too), else its name.
 */
export function siteDisplayName(site: Site, language: 'en' | 'ar', known: readonly Site[] = []): string {
  if (language !== 'ar') return site.name
  return known.find((entry) => entry.id === site.id)?.nameAr || site.nameAr || site.name
}
