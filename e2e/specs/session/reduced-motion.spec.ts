import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures'

// WCAG 2.3.3: a browser whose system asks for less motion gets no transitions and no animations (public/index.html);
// any other keeps them. The browser tests ask for less motion (playwright.config.ts), so this is what most of them see.

const signInButtonTransition = async (page: Page) =>
  page.getByRole('button', { name: 'Sign In' }).evaluate((button) => getComputedStyle(button).transitionDuration)

test.describe('less motion asked for', () => {
  test.use({ reducedMotion: 'reduce' })

  test('a button changes colour at once', async ({ loginPage, page }) => {
    await loginPage.goto()
    const durations = (await signInButtonTransition(page)).split(',').map((duration) => duration.trim())
    expect(durations.length).toBeGreaterThan(0)
    for (const duration of durations) expect(['1e-05s', '0.00001s']).toContain(duration)
  })
})

test.describe('no preference', () => {
  test.use({ reducedMotion: 'no-preference' })

  test("a button keeps MUI's transition", async ({ loginPage, page }) => {
    await loginPage.goto()
    expect(await signInButtonTransition(page)).toMatch(/^0\.25s/)
  })
})
