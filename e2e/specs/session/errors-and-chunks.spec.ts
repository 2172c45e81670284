import { DEMO, expect, test } from '../../fixtures-swimmers'

// Issue 13, SPA: Swimmers said "Failed to search swimmers" instead of "Network error. Please check your connection."
// when the server was unreachable, and a grid chunk that failed to download replaced the whole page with "Something
// went wrong". The error helper (src/api/errors.ts) now names the network, and code that cannot be downloaded says
// so where it was needed, with Try again and Reload, while the rest of the page keeps working.

test('an unreachable server reads as a network error on the swimmer search', async ({
  page,
  signInAt,
  swimmersPage: swimmers,
}) => {
  await signInAt(DEMO.cashier, 'Club 13')
  await swimmers.openFromNav()
  await page.route('**/api/swimmers/search', (route) => route.abort('internetdisconnected'))
  await swimmers.search('Full Name', 'a')
  await expect(swimmers.toast('Network error. Please check your connection.')).toBeVisible()
  await expect(swimmers.toast('Failed to search swimmers')).toHaveCount(0)
})

test('a grid whose code cannot be downloaded leaves the page usable and loads on Try again', async ({
  page,
  signInAt,
  swimmersPage: swimmers,
  snap,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await signInAt(DEMO.cashier, 'Club 13')
  await swimmers.openFromNav()
  // A select's option list downloads when a select first opens (src/app/muiSelectMenu.ts): opened once first, so
  // the search can be made without it.
  await page.getByRole('combobox', { name: 'Search by' }).click()
  await page.getByRole('option', { name: 'Full Name', exact: true }).click()
  // From now on no more code can be downloaded: the grid's chunk (loaded with the first results) fails.
  await page.route('**/*.js', (route) => route.abort('internetdisconnected'))
  await swimmers.search('Full Name', 'a')
  const notice = page.getByRole('alert').filter({ hasText: 'Could not load this part of the app' })
  // The search's answer and the failed downloads come first: beside two other workers this passed 7 s once.
  await expect(notice).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
  // The page is still there: its heading and the search form.
  await expect(swimmers.heading).toBeVisible()
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible()
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible()
  await snap('grid-chunk-failed-1366')
  await page.setViewportSize({ width: 390, height: 844 })
  await snap('grid-chunk-failed-390')

  await page.unroute('**/*.js')
  await notice.getByRole('button', { name: 'Try again' }).click()
  await expect(swimmers.results).toBeVisible()
  await expect(notice).toHaveCount(0)
})

test('a page whose code cannot be downloaded says so under the navigation, which keeps working', async ({
  page,
  signInAt,
}) => {
  await signInAt(DEMO.cashier, 'Club 13')
  await page.route('**/*.js', (route) => route.abort('internetdisconnected'))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Free Coaches' }).click()
  const notice = page.getByRole('alert').filter({ hasText: 'Could not load this part of the app' })
  await expect(notice).toBeVisible()
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
  await page.unroute('**/*.js')
  await notice.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Free Coaches' })).toBeVisible()
})
