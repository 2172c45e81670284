import type { Locator } from '@playwright/test'
import { DEMO, expect, signInInArabic, test } from '../../fixtures'

// Issue 25: in Arabic, a receipt number typed on an Arabic keyboard ('C13-٩٠٠٢') showed as '٩٠٠٢-C13' in the cash-up
// and on the receipt, and the receipt's swimmer line put the ID before the name. Receipt numbers, codes and IDs are
// isolated left to right wherever they appear; here at 1366 and 390 px, as a browser set to ar-EG.

test.use({ locale: 'ar-EG' })

/** Where each of two characters of an element's text is drawn, left to right on the screen. */
async function drawnLeftOf(element: Locator, first: string, second: string): Promise<boolean> {
  return element.evaluate(
    (node, [a, b]) => {
      const text = node.textContent ?? ''
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
      const x = (wanted: string): number => {
        for (let current = walker.nextNode(); current; current = walker.nextNode()) {
          const index = (current.textContent ?? '').indexOf(wanted)
          if (index < 0) continue
          const range = document.createRange()
          range.setStart(current, index)
          range.setEnd(current, index + wanted.length)
          walker.currentNode = node
          return range.getBoundingClientRect().left
        }
        throw new Error(`'${wanted}' is not in '${text}'`)
      }
      return x(a) < x(b)
    },
    [first, second],
  )
}

for (const width of [1366, 390]) {
  test(`a receipt number in Arabic-Indic digits reads left to right in the cash-up and on the receipt (${width} px)`, async ({
    page,
  }) => {
    const login = await page.request.post('/api/auth/login', {
      data: { userID: DEMO.admin.id, password: DEMO.admin.password },
    })
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
    const open = (await (await page.request.get('/api/Invoice/fetch?siteId=62', { headers })).json()) as Array<{
      invoiceID: number
      swimmerID: number
    }>
    const { invoiceID, swimmerID } = open[0]
    const receiptNo = width === 1366 ? 'C13-٩٠٠٢' : 'C13-٩٠٠٣'
    const paid = await page.request.post('/api/Payment/complete', {
      headers,
      data: { invoiceID, swimmerID, siteID: 62, amountPaid: 0.25, recieptNo: receiptNo, userID: 1 },
    })
    expect(paid.ok(), await paid.text()).toBe(true)
    const { paymentID } = (await paid.json()) as { paymentID: number }

    await signInInArabic(page, DEMO.admin, 'Club 13')
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/money/cashup')
    const cell = page.getByRole('link', { name: receiptNo })
    await expect(cell).toBeVisible({ timeout: 20_000 })
    // 'C13' is drawn left of '٩٠٠', as it was typed.
    expect(await drawnLeftOf(cell, 'C13', '٩٠٠')).toBe(true)

    await page.goto(`/receipts/${paymentID}`)
    const receipt = page.getByRole('article')
    await expect(receipt).toBeVisible({ timeout: 20_000 })
    const number = receipt.locator('dd').first()
    await expect(number).toHaveText(receiptNo)
    expect(await drawnLeftOf(number, 'C13', '٩٠٠')).toBe(true)
    expect(await drawnLeftOf(receipt.getByRole('heading', { level: 2 }), 'C13', '٩٠٠')).toBe(true)
    expect(await drawnLeftOf(page.getByRole('heading', { level: 1 }), 'C13', '٩٠٠')).toBe(true)
    if (process.env.E2E_SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/receipt-ar-${width}.png`, fullPage: true })
  })
}
