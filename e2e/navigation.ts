import { expect, type Page } from '@playwright/test'

/** Opens `path` inside the SPA without a reload, as its links do (the address changes, then a popstate). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/**
 * Opens `path` inside the SPA and waits for its level-one heading. Name the page's own heading whole where the page
 * before could match it (/Pre-Team/ matches Pre-Team Management): the wait would end before the new page is there.
 */
export async function goTo(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await navigateInApp(page, path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 })
}
