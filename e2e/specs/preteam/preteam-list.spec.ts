import { DEMO, expect, test } from '../../fixtures-preteam'

// The coaches' manager pages through Smart Way's 13 running squads, nine per page.
test('the pre-team list pages through more than nine squads', async ({ signInAt, preTeamListPage, snap }) => {
  await signInAt(DEMO.coachManager, 'Smart Way')
  await preTeamListPage.open()

  await expect(preTeamListPage.cards).toHaveCount(9)
  const firstPage = await preTeamListPage.cardTitles()
  await expect(preTeamListPage.pagerButton('Previous')).toBeDisabled()
  await expect(preTeamListPage.pagerButton('Page 1')).toHaveAttribute('aria-current', 'page')
  await expect(preTeamListPage.cards.first()).toContainText(
    /Coach.+Level\s*PTeam [A-D]\s*Days\s*\w+day, \w+day, \w+day\s*Time\s*\d\d:\d\d - \d\d:\d\d/,
  )
  await snap('list-page-1')

  await preTeamListPage.pagerButton('Next').click()
  await expect(preTeamListPage.cards).toHaveCount(4)
  await expect(preTeamListPage.pagerButton('Page 2')).toHaveAttribute('aria-current', 'page')
  await expect(preTeamListPage.pagerButton('Next')).toBeDisabled()
  const secondPage = await preTeamListPage.cardTitles()
  expect(new Set([...firstPage, ...secondPage]).size).toBe(13)
  await snap('list-page-2')

  await preTeamListPage.pagerButton('Previous').click()
  await expect(preTeamListPage.cards).toHaveCount(9)
  expect(await preTeamListPage.cardTitles()).toEqual(firstPage)
})
