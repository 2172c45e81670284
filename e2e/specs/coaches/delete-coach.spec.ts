import { DEMO, expect, test } from '../../fixtures-coaches'

// A long journey on a shared, busy machine: more time than the default 30 s.
test.setTimeout(120_000)

// Deleting asks first; a coach who still teaches is refused with the reason, one who teaches nothing goes.
test('the administrator deletes an idle coach after confirming, and is told why a teaching coach stays', async ({
  signInAt,
  coachesPage,
  adminApi,
  snap,
  page,
}) => {
  const idle = `Idle Coach ${Date.now() % 100000}`
  const busy = `Busy Coach ${Date.now() % 100000}`
  await adminApi.addCoach({ name: idle, phone: '01122233344', type: 9, site: 61 })
  const busyId = await adminApi.addCoach({ name: busy, phone: '01222333444', type: 8, site: 61 })
  const schoolId = await adminApi.createSchool({
    coachID: busyId,
    site: 61,
    firstDay: 216,
    secondDay: 219,
    startTime: '09:00',
    endTime: '10:00',
  })

  await signInAt(DEMO.admin, 'Smart Way')
  await coachesPage.goto()

  await coachesPage
    .row(busy)
    .getByRole('button', { name: `Delete coach ${busy}` })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Delete Coach' })
  await expect(confirm).toContainText(`Are you sure you want to delete ${busy} (coach ${busyId})?`)
  await snap('06-delete-confirm')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(
    page.getByText(`Failed to delete coach: ${busy} (coach ${busyId}) still teaches school ${schoolId}`, {
      exact: false,
    }),
  ).toBeVisible()
  await snap('07-delete-refused')
  await expect(coachesPage.row(busy)).toBeVisible()

  await coachesPage
    .row(idle)
    .getByRole('button', { name: `Delete coach ${idle}` })
    .click()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(coachesPage.row(idle)).toBeVisible()
  await coachesPage
    .row(idle)
    .getByRole('button', { name: `Delete coach ${idle}` })
    .click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(coachesPage.toast('Coach deleted successfully')).toBeVisible()
  await expect(coachesPage.row(idle)).toHaveCount(0)

  // Gone after a reload too (the server, not just the screen, forgot him).
  await page.reload()
  await expect(coachesPage.heading).toBeVisible({ timeout: 20_000 })
  await coachesPage.showManyRows()
  await expect(coachesPage.row(idle)).toHaveCount(0)
})
