import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { RenewDialog } from './RenewDialog'

jest.setTimeout(30_000)

// Issue 25, item 7: Renew showed no price and could not take the payment. The dialog now shows the price of the
// chosen duration (from the price list, before renewing) and may collect now: an amount and a receipt number.

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
      http.post('/api/swimmers/renew-subscription', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({
          message: 'Subscription renewed successfully',
          invoiceID: 700,
          invItem: 'Teenager - 3 months',
          value: 1000,
          amountPaid: 1000,
          startDate: '2026-12-21',
          endDate: '2027-03-21',
        })
      }),
    )
    signIn({ user: buildUser({ modules: ['Mod_SW'] }), site: SMART_WAY })
    const { user } = renderWithProviders(
      <RenewDialog
        id="renew"
        swimmer={{ swimmerID: 31, fullName: 'Laila Samir' }}
        userID={1}
        site={SMART_WAY.id}
        onClose={jest.fn()}
      />,
      { userEventOptions: { delay: null } },
    )
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
    // Typed in Arabic-Indic digits, as an Egyptian cashier may: the server folds them.
    const amount = within(dialog).getByRole('textbox', { name: 'Collect now (amount)' })
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
      http.post('/api/swimmers/renew-subscription', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({
          message: 'Subscription renewed successfully',
          invoiceID: 701,
          invItem: 'PreTeam - 1 month',
          value: 900,
          amountPaid: 0,
          startDate: '2027-11-21',
          endDate: '2027-12-21',
        })
      }),
    )
    signIn({ user: buildUser({ modules: ['Mod_SW'] }), site: SMART_WAY })
    const { user } = renderWithProviders(
      <RenewDialog
        id="renew"
        swimmer={{ swimmerID: 32, fullName: 'Hana Adel' }}
        userID={1}
        site={SMART_WAY.id}
        onClose={jest.fn()}
      />,
      { userEventOptions: { delay: null } },
    )
    const dialog = await screen.findByRole('dialog', { name: 'Renew Subscription' })
    expect(await within(dialog).findByText(/choose which to renew/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('combobox', { name: /Renew which group/ }))
    await user.click(await screen.findByRole('option', { name: 'The pre-team: the PTeam D squad of Coach Mona Adel' }))
    expect(await within(dialog).findByText(/Price: .*900\.00 \(PreTeam - 1 month\)/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Renew' }))
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ swimmerID: 32, renews: 'preteam' })]))
  })
})
