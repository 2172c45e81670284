import { DEMO, expect, test } from '../../fixtures-preteam'

// Issue 13: removing a pre-team was followed by 'Failed to get allowed actions' — the removed squad's action list
// was asked for again, and the server no longer answers for it. Now the search runs again and the row goes, with
// only the success toast.
test('removing a squad says it was removed, and nothing about allowed actions', async ({
  page,
  signInAt,
  preTeamPage,
}) => {
  test.setTimeout(90_000)
  await signInAt(DEMO.admin, 'Club 13')
  await preTeamPage.open()
  const id = await preTeamPage.create({
    level: 'PTeam D',
    days: ['Friday', 'Monday', 'Wednesday'],
    startTime: '22:30',
    endTime: '23:30',
  })
  await preTeamPage.searchById(id)
  await expect(preTeamPage.resultHeading(1)).toBeVisible()

  const failures: string[] = []
  page.on('response', (response) => {
    if (response.url().includes('/api/preteam/search-actions') && !response.ok()) failures.push(response.url())
  })
  await preTeamPage.action(id, 'RemovePTeam').click()
  const confirm = page.getByRole('dialog', { name: 'Remove Pre-Team' })
  await expect(
    confirm.getByText('Are you sure you want to remove this pre-team? This action cannot be undone.'),
  ).toBeVisible()
  await confirm.getByRole('button', { name: 'Remove Pre-Team' }).click()
  await expect(preTeamPage.toast('Pre-team removed successfully')).toBeVisible()
  await expect(preTeamPage.resultHeading(0)).toBeVisible()
  // The creation banner named the removed squad: it goes with it.
  await expect(preTeamPage.banner).toBeHidden()
  // Long enough for a late toast to have shown up.
  await page.waitForTimeout(1_500)
  await expect(preTeamPage.toast('Failed to get allowed actions')).toHaveCount(0)
  expect(failures).toEqual([])
})
