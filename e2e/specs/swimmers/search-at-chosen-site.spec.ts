import { DEMO, expect, test } from '../../fixtures-swimmers'

// Issue 13, Sites: the swimmer search looked at every site of the user's, whatever site they chose — a cashier at
// Club 13 saw Egypt swimmers, whose Renew then failed with "not found at this site". The search now answers only the
// chosen site's swimmers.

test('a cashier at Club 13 finds only Club 13 swimmers; at Egypt, only Egypt swimmers', async ({
  page,
  signInAt,
  swimmersPage: swimmers,
  dashboardPage,
  siteSelectionPage,
  snap,
}) => {
  test.setTimeout(90_000)
  const siteCells = (name: string) => swimmers.results.getByRole('gridcell', { name, exact: true })
  const searches: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/swimmers/search')) searches.push(request.postDataJSON())
  })

  await signInAt(DEMO.cashier, 'Club 13')
  await swimmers.openFromNav()
  await swimmers.search('Full Name', 'a')
  await expect(siteCells('Club 13').first()).toBeVisible()
  await expect(siteCells('Egypt')).toHaveCount(0)
  expect(searches).toEqual([{ fullName: 'a', userID: 2, userSite: 62 }])
  await snap('search-club-13')

  // The cashier chooses Egypt: the same search finds Egypt's swimmers, and none of Club 13's.
  await dashboardPage.navLink('Dashboard').click()
  // Until the dashboard replaces it, the grid's own "Change Site" buttons (one per swimmer) match too.
  await expect(swimmers.heading).toBeHidden()
  await dashboardPage.changeSite.click()
  await siteSelectionPage.expectLoaded()
  await siteSelectionPage.choose('Egypt')
  await dashboardPage.expectLoaded('Egypt')
  await swimmers.openFromNav()
  await swimmers.search('Full Name', 'a')
  await expect(siteCells('Egypt').first()).toBeVisible()
  await expect(siteCells('Club 13')).toHaveCount(0)
  expect(searches.at(-1)).toEqual({ fullName: 'a', userID: 2, userSite: 63 })
  await snap('search-egypt')
})
