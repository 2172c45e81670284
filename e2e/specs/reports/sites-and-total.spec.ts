import { DEMO, expect, test } from '../../fixtures'

// Issue 25: the reports drew two sites in the same colour (the palette wrapped after seven: Faisl. in Smart Way's blue)
// and had no all-sites total. Each site its own colour in the legend; the tables (and so their CSV files) and the
// active swimmers' chart have an 'All sites' total, the sum of the sites.

test('nine sites in nine colours, and an all-sites total that is the sum of the sites', async ({ page, signInAt }) => {
  test.setTimeout(60_000)
  await signInAt(DEMO.admin, 'Smart Way')
  await page.goto('/reports')
  const revenue = page.getByRole('region', { name: /^Revenue per month/ })
  await expect(revenue.locator('svg').first()).toBeVisible({ timeout: 20_000 })

  // Each site its own colour in the legend (nine sites, nine colours; the palette wrapped after seven).
  const colours = await revenue
    .locator('.MuiChartsLegend-mark .MuiChartsLabelMark-fill')
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('fill')))
  expect(colours.length).toBeGreaterThanOrEqual(9)
  expect(new Set(colours).size, colours.join(' ')).toBe(colours.length)
  // The active swimmers: a line for each site and one for the total.
  const swimmers = page.getByRole('region', { name: /^Active swimmers/ })
  await expect(swimmers.locator('.MuiChartsLegend-series').last()).toHaveText('All sites')

  await revenue.getByRole('button', { name: 'Table' }).click()
  const table = revenue.getByRole('table')
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim())
  expect(headers[headers.length - 1]).toBe('All sites')
  const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ''))
  for (const row of (await table.getByRole('row').all()).slice(1, 4)) {
    const cells = (await row.getByRole('cell').allInnerTexts()).map(amount)
    const sites = cells.slice(1, -1).reduce((sum, value) => sum + value, 0)
    expect(cells[cells.length - 1]).toBeCloseTo(sites, 2)
  }
})
