import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { giveReasonAndSplitInTwo, staffRuleHandler } from '@/testing/billingFixture'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { applyLanguage } from '@/i18n/languages'
import { RenewDialog } from './RenewDialog'

jest.setTimeout(30_000)

// Issue 25, item 7: Renew showed no price and could not take the payment. The dialog now shows the price of the
// chosen duration (from the price list, before renewing) and may collect now: an amount and a receipt number.

/** Signed in at Smart Way, the dialog renewing this swimmer. */
function renderRenew(swimmerID: number, fullName: string) {
  signIn({ user: buildUser({ modules: ['Mod_SW'] }), site: SMART_WAY })
  return renderWithProviders(
    <RenewDialog id="renew" swimmer={{ swimmerID, fullName }} userID={1} site={SMART_WAY.id} onClose={jest.fn()} />,
    { userEventOptions: { delay: null } },
  )
}

/** The renewal's answer, each request kept in `sent`. */
const renewed = (sent: unknown[], answer: Record<string, unknown>) =>
  http.post('/api/swimmers/renew-subscription', async ({ request }) => {
    sent.push(await request.json())
    return HttpResponse.json({ message: 'Subscription renewed successfully', ...answer })
  })

describe('RenewDialog', () => {
  it('the plan decides the duration: shows its price and collects now', async () => {
    const sent: unknown[] = []
    server.use(
      http.get('/api/swimmers/31/renewal-prices', () =>
        HttpResponse.json({
          groupName: 'the Level 1 Teenager school of Coach Omar Hassan',
          prices: [
            { months: 1, invoice: 380, itemName: 'Teenager - 1 month' },
            { months: 3, invoice: 1000, itemName: 'Teenager - 3 months' },
          ],
        }),
      ),
      renewed(sent, {
        invoiceID: 700,
        invItem: 'Teenager - 3 months',
        value: 1000,
        amountPaid: 1000,
        startDate: '2026-12-21',
        endDate: '2027-03-21',
      }),
    )
    server.use(
      http.get('/api/settings/access', () =>
        HttpResponse.json({ actions: [], privileges: ['Settings:CompletePayment'] }),
      ),
    )
    const { user } = renderRenew(31, 'Laila Samir')
    const dialog = await screen.findByRole('dialog', { name: 'Renew Subscription' })
    expect(await within(dialog).findByText(/Price: .*380\.00 \(Teenager - 1 month\)/)).toBeInTheDocument()
    expect(within(dialog).getByText('Renews: the Level 1 Teenager school of Coach Omar Hassan')).toBeInTheDocument()
    // The plan decides the duration (issue 27: 'Quarterly' with one month billed one month): read only, it follows.
    const months = within(dialog).getByRole('textbox', { name: /Duration in months/ })
    expect(months).toHaveAttribute('readonly')
    await user.click(within(dialog).getByRole('combobox', { name: /Renewal Type/ }))
    await user.click(await screen.findByRole('option', { name: 'Quarterly' }))
    expect(months).toHaveValue('3')
    expect(await within(dialog).findByText(/Price: .*1,000\.00 \(Teenager - 3 months\)/)).toBeInTheDocument()
    // Issue 30: collect now or leave it due (collecting needs CompletePayment).
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Payment' }), 'now')
    // Typed in Arabic-Indic digits, as an Egyptian cashier may: the server folds them.
    const amount = within(dialog).getByRole('textbox', { name: /Amount collected now/ })
    await user.clear(amount)
    await user.type(amount, '١٠٠٠')
    await user.type(within(dialog).getByRole('textbox', { name: 'Receipt number' }), 'RNW-9')
    await user.click(within(dialog).getByRole('button', { name: 'Renew' }))
    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({
          swimmerID: 31,
          renewalType: 'quarterly',
          durationInMonths: '3',
          amountPaid: '١٠٠٠',
          recieptNo: 'RNW-9',
        }),
      ]),
    )
    expect(await screen.findByText(/Collected .*1,000\.00\./)).toBeInTheDocument()
  })

  // Issue 26: the toast after renewing quoted the invoice's item in English in the Arabic app; it reads the item's code.
  it('says what was renewed in Arabic, item included', async () => {
    const sent: unknown[] = []
    server.use(
      http.get('/api/swimmers/34/renewal-prices', () =>
        HttpResponse.json({
          groupName: 'the Level 1 Baby Class school of Coach Omar Hassan',
          prices: [{ months: 1, invoice: 385, itemName: 'Baby Class - 1 month' }],
        }),
      ),
      renewed(sent, {
        invoiceID: 703,
        invItem: 'Baby Class - 1 month',
        invItemText: { code: 'item.oneMonth', params: { product: 'Baby Class' } },
        value: 385,
        amountPaid: 0,
        startDate: '2026-12-21',
        endDate: '2027-01-21',
      }),
    )
    await applyLanguage('ar')
    try {
      const { user } = renderRenew(34, 'Mona Adel')
      const dialog = await screen.findByRole('dialog')
      await user.click(await within(dialog).findByRole('button', { name: 'جدّد' }))
      await waitFor(() => expect(sent).toHaveLength(1))
      const toast = await screen.findByText(/الاشتراك اتجدّد: فاتورة/)
      expect(toast).toHaveTextContent('بيبي كلاس - شهر واحد')
      expect(toast).not.toHaveTextContent('Baby Class')
    } finally {
      await applyLanguage('en')
    }
  })

  // A swimmer in a school and a pre-team squad (issue 25): the desk chooses which to renew, at that group's price.
  it('asks which group to renew for a swimmer in a school and a pre-team, and sends the choice', async () => {
    const sent: unknown[] = []
    server.use(
      http.get('/api/swimmers/32/renewal-prices', () =>
        HttpResponse.json({
          groupName: 'the PTeam D school of Coach Omar Hassan',
          prices: [{ months: 1, invoice: 380, itemName: 'Teenager - 1 month' }],
          choices: [
            {
              renews: 'school',
              groupName: 'the PTeam D school of Coach Omar Hassan',
              prices: [{ months: 1, invoice: 380, itemName: 'Teenager - 1 month' }],
            },
            {
              renews: 'preteam',
              groupName: 'the PTeam D squad of Coach Mona Adel',
              prices: [{ months: 1, invoice: 900, itemName: 'PreTeam - 1 month' }],
            },
          ],
        }),
      ),
      renewed(sent, {
        invoiceID: 701,
        invItem: 'PreTeam - 1 month',
        value: 900,
        amountPaid: 0,
        startDate: '2027-11-21',
        endDate: '2027-12-21',
      }),
    )
    const { user } = renderRenew(32, 'Hana Adel')
    const dialog = await screen.findByRole('dialog', { name: 'Renew Subscription' })
    expect(await within(dialog).findByText(/choose which to renew/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('combobox', { name: /Renew which group/ }))
    await user.click(await screen.findByRole('option', { name: 'The pre-team: the PTeam D squad of Coach Mona Adel' }))
    expect(await within(dialog).findByText(/Price: .*900\.00 \(PreTeam - 1 month\)/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Renew' }))
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ swimmerID: 32, renews: 'preteam' })]))
  })

  // Issue 30: the price with its discounts before confirming; a privileged user's staff discount with its reason;
  // instalments with their due dates; collected by card with its reference.
  it('shows the discount lines, prices a chosen staff discount and sends it with instalments and the card', async () => {
    const sent: unknown[] = []
    const asked: Array<string | null> = []
    const line = (kind: 'price' | 'discount', text: string, cents: number, rule: object | null = null) => ({
      kind,
      text,
      amount: cents / 100,
      amountCents: cents,
      ruleID: rule ? 5 : null,
      reason: null,
      rule,
    })
    server.use(
      http.get('/api/settings/access', () =>
        HttpResponse.json({
          actions: [],
          privileges: ['Settings:CompletePayment', 'Settings:ManageDiscounts'],
        }),
      ),
      staffRuleHandler(),
      http.get('/api/swimmers/33/renewal-prices', ({ request }) => {
        const chosen = new URL(request.url).searchParams.get('chosen')
        asked.push(chosen)
        const sibling = line('discount', 'Sibling discount from the second child: 10%', -4000, {
          kind: 'sibling',
          percent: 10,
          fromRank: 2,
          minMonths: null,
          clubName: null,
        })
        const staff = line('discount', 'Staff discount: 30%', -10800, {
          kind: 'staff',
          percent: 30,
          fromRank: null,
          minMonths: null,
          clubName: null,
        })
        const lines = [line('price', 'Teenager - 1 month', 40000), sibling, ...(chosen ? [staff] : [])]
        const totalCents = lines.reduce((sum, one) => sum + one.amountCents, 0)
        return HttpResponse.json({
          groupName: 'the Level 1 Teenager school of Coach Omar Hassan',
          prices: [
            { months: 1, invoice: 400, itemName: 'Teenager - 1 month', lines, total: totalCents / 100, totalCents },
          ],
        })
      }),
      http.get('/api/cashup/today', () =>
        HttpResponse.json({ date: '2026-11-21', siteID: SMART_WAY.id, siteName: 'Smart Way', closed: false }),
      ),
      renewed(sent, {
        invoiceID: 702,
        invItem: 'Teenager - 1 month',
        value: 252,
        amountPaid: 126,
        startDate: '2026-12-21',
        endDate: '2027-01-21',
      }),
    )
    const { user } = renderRenew(33, 'Omar Samir')
    const dialog = await screen.findByRole('dialog', { name: 'Renew Subscription' })
    const lines = await within(dialog).findByRole('table', { name: 'Price and discounts' })
    expect(within(lines).getByText('Sibling discount from the second child: 10%')).toBeInTheDocument()
    expect(within(lines).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent(/360\.00/)

    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Staff or hardship discount' }), '9')
    await waitFor(() => expect(asked).toContain('9'))
    expect(await within(lines).findByText('Staff discount: 30%')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(lines).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent(/252\.00/),
    )
    expect(await giveReasonAndSplitInTwo(user, dialog, 'Coach Mona’s son')).toEqual([
      expect.stringMatching(/126\.00 due 21 Nov 2026/),
      expect.stringMatching(/126\.00 due 21 Dec 2026/),
    ])
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Payment' }), 'now')
    const amount = within(dialog).getByRole('textbox', { name: /Amount collected now/ })
    await user.clear(amount)
    await user.type(amount, '126')
    await user.type(within(dialog).getByRole('textbox', { name: /Receipt number/ }), 'RNW-10')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Paid by' }), 'card')
    await user.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'AUTH-1')
    await user.click(within(dialog).getByRole('button', { name: 'Renew' }))
    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({
          swimmerID: 33,
          amountPaid: '126',
          recieptNo: 'RNW-10',
          method: 'card',
          reference: 'AUTH-1',
          discounts: [{ ruleID: '9', reason: 'Coach Mona’s son' }],
          instalments: [
            { dueOn: '2026-11-21', amount: '126.00' },
            { dueOn: '2026-12-21', amount: '126.00' },
          ],
        }),
      ]),
    )
  })

  it("leaves the invoice due by default: the spec's payload, amount 0, no method, no receipt", async () => {
    const sent: unknown[] = []
    server.use(
      http.get('/api/swimmers/34/renewal-prices', () =>
        HttpResponse.json({ groupName: null, prices: [{ months: 1, invoice: 400, itemName: 'Teenager - 1 month' }] }),
      ),
      renewed(sent, {
        invoiceID: 703,
        invItem: 'Teenager - 1 month',
        value: 400,
        startDate: '2026-12-21',
        endDate: '2027-01-21',
      }),
    )
    const { user } = renderRenew(34, 'Nour Samir')
    const dialog = await screen.findByRole('dialog', { name: 'Renew Subscription' })
    expect(await within(dialog).findByText(/Price: .*400\.00/)).toBeInTheDocument()
    // Without CompletePayment collecting is not offered.
    expect(within(dialog).queryByRole('combobox', { name: 'Payment' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Renew' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ amountPaid: '0', recieptNo: '' })
    expect(Object.keys(sent[0] as object)).not.toEqual(expect.arrayContaining(['method']))
    expect(Object.keys(sent[0] as object)).not.toEqual(expect.arrayContaining(['instalments']))
  })
})
