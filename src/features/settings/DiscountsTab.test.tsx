import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { DiscountRule } from '@contract/billing'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { DiscountsTab } from './DiscountsTab'
import { visibleTabs } from './settingsTabs'

// Issue 30, Settings → Discounts: the rules edited as one list and saved whole; a refused rule's message shows on its
// field; the tab is listed only for a title holding ManageDiscounts.

jest.setTimeout(30_000)

const SIBLING: DiscountRule = {
  ruleID: 4,
  kind: 'sibling',
  percent: 10,
  fromRank: 2,
  minMonths: null,
  clubID: null,
  text: 'Sibling discount from the second child: 10%',
  updatedAt: '2026-11-20T10:00:00.000Z',
}

describe('Settings → Discounts', () => {
  beforeEach(() => {
    server.use(
      http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP' })),
      http.get('/api/discount-rules', () => HttpResponse.json([SIBLING])),
    )
    signIn({ user: buildUser(), site: SMART_WAY })
  })

  it('saves the edited list whole, with a new prepay rule, and says when it applies', async () => {
    const sent: unknown[] = []
    server.use(
      http.put('/api/discount-rules', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json([
          { ...SIBLING, percent: 12.5 },
          { ...SIBLING, ruleID: 5, kind: 'prepay', percent: 5, fromRank: null, minMonths: 6, text: '' },
        ])
      }),
    )
    const { user } = renderWithProviders(<DiscountsTab />)
    const first = await screen.findByRole('group', { name: 'Rule 1' })
    expect(screen.getByText(/at most 50% of the list price and never bring it below EGP 100\.00/)).toBeInTheDocument()
    const percent = within(first).getByRole('textbox', { name: 'Percent' })
    await user.clear(percent)
    await user.type(percent, '١٢.٥')
    await user.click(screen.getByRole('button', { name: 'Add a rule' }))
    const second = screen.getByRole('group', { name: 'Rule 2' })
    await user.click(within(second).getByRole('combobox', { name: 'Kind' }))
    await user.click(screen.getByRole('option', { name: 'Paying ahead' }))
    await user.type(within(second).getByRole('textbox', { name: 'Percent' }), '5')
    await user.click(within(second).getByRole('combobox', { name: 'Months paid ahead' }))
    await user.click(screen.getByRole('option', { name: '6 months' }))
    await user.click(screen.getByRole('button', { name: 'Save the rules' }))
    expect(await screen.findByText(/They apply to invoices made from now on/)).toBeInTheDocument()
    expect(sent).toEqual([
      [
        { ruleID: 4, kind: 'sibling', percent: '١٢.٥', fromRank: '2' },
        { kind: 'prepay', percent: '5', minMonths: '6' },
      ],
    ])
  })

  it("shows a refused rule's message on its field", async () => {
    server.use(
      http.put('/api/discount-rules', () =>
        HttpResponse.json(
          {
            message: 'Percent must be more than 0 and at most 100, with at most two decimal places',
            errors: { '0.percent': 'Percent must be more than 0 and at most 100, with at most two decimal places' },
          },
          { status: 400 },
        ),
      ),
    )
    const { user } = renderWithProviders(<DiscountsTab />)
    const first = await screen.findByRole('group', { name: 'Rule 1' })
    await user.clear(within(first).getByRole('textbox', { name: 'Percent' }))
    await user.type(within(first).getByRole('textbox', { name: 'Percent' }), '0')
    await user.click(screen.getByRole('button', { name: 'Save the rules' }))
    expect(await within(first).findByText(/^Percent must be more than 0/)).toBeInTheDocument()
  })

  it('is listed only for a title holding ManageDiscounts', () => {
    expect(visibleTabs(['Settings:ManageDiscounts'])).toContain('discounts')
    expect(visibleTabs(['Settings:ViewInvoices'])).not.toContain('discounts')
  })
})
