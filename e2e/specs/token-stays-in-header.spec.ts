import { DEMO, expect, test } from '../fixtures'

// Issue 8, item 7, in the browser: the session token travels only in the Authorization header — never in a URL the
// browser requests or shows, never in a cookie — and the stored session holds no personal data of swimmers.

test('the token never appears in a URL, a cookie or the address bar', async ({ page, signInAt }) => {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  await signInAt(DEMO.admin, 'Smart Way')
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
  expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/)

  for (const path of ['/dashboard/swimmers', '/dashboard/schools', '/dashboard/preteam', '/dashboard/coaches']) {
    await page.goto(path)
    await expect(page.getByRole('heading').first()).toBeVisible()
    expect(page.url()).not.toContain(token!)
  }

  const apiCalls = urls.filter((url) => url.includes('/api/'))
  expect(apiCalls.length).toBeGreaterThan(3)
  expect(urls.filter((url) => url.includes(token!))).toEqual([])
  expect(await page.evaluate(() => document.cookie)).toBe('')
  const cookies = await page.context().cookies()
  expect(cookies.filter((cookie) => cookie.value.includes(token!))).toEqual([])

  // What is stored: the token, the user's id, name and sites, the chosen site, the language shown — no swimmer's data.
  const stored = await page.evaluate(() => Object.keys(window.localStorage).sort())
  expect(stored.filter((key) => key !== 'academy.language')).toEqual(['authToken', 'selectedSite', 'user'])
})
