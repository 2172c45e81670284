import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

// The one axe check of the browser tests: WCAG 2.1 A and AA and axe's best practices, measured once nothing moves.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/** Waits until nothing moves (dialogs, menus and toasts animate in), so colours are measured at rest. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
}

/**
 * Zero axe violations on what the page shows now. Soft by default, so one run lists every violation: the rule, the
 * element and axe's summary of what to fix.
 */
export async function expectNoViolations(page: Page, where: string, { soft = true } = {}): Promise<void> {
  await settle(page)
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `[${violation.id}] ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  )
  if (soft) expect.soft(found, `axe on ${where}`).toEqual([])
  else expect(found, `axe on ${where}`).toEqual([])
}
