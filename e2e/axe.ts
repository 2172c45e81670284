import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

// The one axe check of the browser tests: WCAG 2.1 A and AA and axe's best practices, measured once nothing moves.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/** Waits until nothing moves (dialogs, menus and toasts animate in), so colours are measured at rest. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
}

/**
 * axe on the page as it is, every rule of TAGS. Two settings make it about four times cheaper on a page with a grid
 * (issue 26: axe took 60 % of the accessibility suite's time), with the same violations found:
 * - legacy mode runs axe inside the page; the default opens a second, blank page to merge each frame's results,
 *   which only a cross-origin frame needs, and the app has none;
 * - resultTypes: ['violations'] lists every node only for violations (the rules that passed name one node each);
 *   nothing here reads the passes.
 */
const axeOn = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })

/**
 * Zero axe violations on what the page shows now. Soft by default, so one run lists every violation: the rule, the
 * element and axe's summary of what to fix.
 */
export async function expectNoViolations(page: Page, where: string, { soft = true } = {}): Promise<void> {
  await settle(page)
  const { violations } = await axeOn(page).analyze()
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `[${violation.id}] ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  )
  if (soft) expect.soft(found, `axe on ${where}`).toEqual([])
  else expect(found, `axe on ${where}`).toEqual([])
}
