import { DEMO, expect, test } from '../../fixtures-swimmers'

// Issue 8, item 7: data is never rendered as HTML. A swimmer whose name, times and freeze reason carry markup and
// script is shown on every screen that lists or details it: the markup appears as text and no script runs.

const HOSTILE = '<img src=x onerror="window.__xss=1">'
const SCRIPT = '<script>window.__xss=2</script>'

test('markup in a swimmer’s data is shown as text and never runs', async ({
  page,
  request,
  signInAt,
  swimmersPage,
}) => {
  const signIn = await request.post('/api/auth/login', { data: { userID: 2, password: DEMO.cashier.password } })
  const headers = { authorization: `Bearer ${(await signIn.json()).token}` }
  const added = await request.post('/api/swimmers/add', {
    headers,
    data: {
      site: 62,
      fullName: `Hostile ${HOSTILE}`,
      birthDate: '2014-06-01',
      startLevel: 12,
      gender: 5,
      club: 87,
      primaryPhone: '01012345678',
      secondaryPhone: '',
      primaryJob: SCRIPT,
      secondaryJob: '',
      email: 'hostile@example.com',
      address: `1 ${HOSTILE} Street`,
    },
  })
  expect(added.status()).toBe(200)
  const { swimmerID: id } = await added.json()
  const times = await request.put('/api/swimmers/update-times', {
    headers,
    data: { swimmerID: id, newTimes: SCRIPT, reason: HOSTILE, site: 62 },
  })
  expect(times.status()).toBe(200)

  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await signInAt(DEMO.cashier, 'Club 13')
  await swimmersPage.openFromNav()
  await swimmersPage.search('Swimmer ID', String(id))
  await expect(swimmersPage.row(id)).toContainText(`Hostile ${HOSTILE}`)

  await swimmersPage.act(id, 'Details')
  const details = swimmersPage.dialog('Swimmer Details')
  await expect(details.getByText(`1 ${HOSTILE} Street`)).toBeVisible()
  await expect(details.getByText(SCRIPT)).toBeVisible()
  await details.getByRole('button', { name: 'Close' }).click()

  await swimmersPage.act(id, 'Technical Tab')
  const technical = swimmersPage.dialog('Technical Tab Data')
  await technical.getByRole('tab', { name: 'Raw data' }).click()
  await expect(technical.getByLabel(`Technical data of swimmer ${id}`)).toContainText(SCRIPT)
  await technical.getByRole('button', { name: 'Close' }).click()

  expect(await page.locator('img[src="x"]').count()).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  expect(dialogs).toEqual([])
})
