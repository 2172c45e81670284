import { DEMO, expect, test } from '../../fixtures-swimmers'

// Issue 13, Sites: moving a swimmer to another site left their running enrolments at the old site, so the old site's
// group lists kept showing them (and their parent's phone and email). The move now ends those enrolments and the
// answer, shown to the user, names the groups the swimmer left.

interface Found {
  swimmerID: number
  fullName: string
  coachName: string | null
  frozen: boolean
}

test('changing a swimmer’s site says which groups at the old site they left', async ({
  page,
  signInAt,
  swimmersPage: swimmers,
  snap,
}) => {
  test.setTimeout(90_000)
  // A Club 13 swimmer in a running group, found through the API as the cashier.
  const login = await page.request.post('/api/auth/login', {
    data: { userID: Number(DEMO.cashier.id), password: DEMO.cashier.password },
  })
  const { token } = (await login.json()) as { token: string }
  const found = await page.request.post('/api/swimmers/search', {
    data: { fullName: 'a', userSite: 62 },
    headers: { authorization: `Bearer ${token}` },
  })
  const swimmer = ((await found.json()) as Found[]).find((row) => row.coachName && !row.frozen)
  if (!swimmer) throw new Error('no Club 13 swimmer in a running group')

  await signInAt(DEMO.cashier, 'Club 13')
  await swimmers.openFromNav()
  await swimmers.search('Swimmer ID', String(swimmer.swimmerID))
  await expect(swimmers.row(swimmer.swimmerID)).toContainText(swimmer.coachName as string)
  await swimmers.act(swimmer.swimmerID, 'Change Site')
  const dialog = swimmers.dialog('Change Swimmer Site')
  await swimmers.choose(dialog, 'New Site', /^Egypt/)
  await dialog.getByRole('button', { name: 'Change Site', exact: true }).click()
  await expect(dialog).toBeHidden()
  const toast = swimmers.toast(/^Swimmer site changed successfully\./)
  await expect(toast).toContainText(`${swimmer.fullName} moved from Club 13 to Egypt and left`)
  await expect(toast).toContainText(`Coach ${swimmer.coachName}`)
  await snap('change-site-left-groups')
  // At Club 13 the swimmer is no longer found: the search looks at the chosen site only.
  await expect(swimmers.toast('No swimmers found')).toBeVisible()
})
