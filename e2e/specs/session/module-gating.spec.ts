import { DEMO, expect, test } from '../../fixtures'

// Issue 13, SPA: /dashboard/swimmers and /school-list were not gated by module — a coaches manager filled in the whole
// Add Swimmer form before the server's 403. Every module page is now declared with its module in the route table
// and refused in one place, the same way, before anything can be filled in.

const PAGES = [
  { path: '/dashboard/swimmers', heading: 'Swimmers Management', area: 'Swimmers management' },
  { path: '/school-list', heading: 'Schools', area: 'Schools management' },
  { path: '/dashboard/schools', heading: 'Schools', area: 'Schools management' },
]

test('a coaches manager is refused the swimmers, schools and school-list pages before any form', async ({
  page,
  signInAt,
}) => {
  const apiCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/') && !request.url().includes('/auth/')) apiCalls.push(request.url())
  })
  await signInAt(DEMO.coachManager, 'Smart Way')
  for (const { path, heading, area } of PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: `No access to ${area}` })).toBeVisible()
    await expect(
      page.getByText(`Your user type does not have ${area}. Please contact your administrator.`),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add New Swimmer' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Get Data' })).toHaveCount(0)
    await expect(page.getByRole('textbox')).toHaveCount(0)
  }
  // Nothing was asked of the module's endpoints.
  expect(apiCalls.filter((url) => /swimmers|schools|SchoolSummary|test\/health/i.test(url))).toEqual([])
})

test("the coaches manager's own modules open", async ({ page, signInAt }) => {
  await signInAt(DEMO.coachManager, 'Smart Way')
  await page.goto('/dashboard/coaches')
  await expect(page.getByRole('heading', { level: 1, name: 'Coaches Management' })).toBeVisible()
  await expect(page.getByText(/No access to/)).toHaveCount(0)
})
