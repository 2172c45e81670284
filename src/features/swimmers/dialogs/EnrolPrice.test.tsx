import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { giveReasonAndSplitInTwo, staffRuleHandler } from '@/testing/billingFixture'
import { CLUB_13 } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { NOUR, SCHOOL_OPTIONS } from '@/testing/swimmersTestServer'
import { PreTeamDialog } from './PreTeamDialog'
import { SchoolDialog } from './SchoolDialog'

// Issue 30 at enrolment: the price with this swimmer's discount lines (the second child's sibling discount) before
// confirming, the amount collected starting at the total after discounts, and the money taken by card with its
// reference; cash sends the spec's payload. As at a renewal, a user holding ManageDiscounts chooses a staff discount
// with its reason (the prices follow it) and splits the invoice into instalments; a user without it is not offered it.

jest.setTimeout(30_000)

const line = (kind: 'price' | 'discount', text: string, cents: number, rule: object | null = null) => ({
  kind,
  text,
  amount: cents / 100,
  amountCents: cents,
  ruleID: rule ? 3 : null,
  reason: null,
  rule,
})

const sibling = { kind: 'sibling', percent: 10, fromRank: 2, minMonths: null, clubName: null }
const staff = { kind: 'staff', percent: 30, fromRank: null, minMonths: null, clubName: null }

/** A duration of 900 with the second child's sibling discount, and the staff discount when the request chose rule 9. */
function priced(itemName: string, request: Request) {
  const chosen = new URL(request.url).searchParams.get('chosen')
  const lines = [
    line('price', itemName, 90000),
    line('discount', 'Sibling discount from the second child: 10%', -9000, sibling),
    ...(chosen === '9' ? [line('discount', 'Staff discount: 30%', -24300, staff)] : []),
  ]
  const totalCents = lines.reduce((sum, one) => sum + one.amountCents, 0)
  return { months: 1, invoice: 900, itemName, lines, total: totalCents / 100, totalCents }
}

/** The enrolment calls, each request's `chosen` in `asked` and each enrolment sent in `sent`; the user's privileges. */
function enrolServer(privileges: string[] = []) {
  const sent: unknown[] = []
  const asked: Array<string | null> = []
  const enrolled =
    (message: string) =>
    async ({ request }: { request: Request }) => {
      sent.push(await request.json())
      return HttpResponse.json({
        message,
        enrolmentID: 1,
        invoiceID: 70,
        invItem: '1 month',
        value: 810,
        amountPaid: 810,
        endDate: '2026-12-24',
        paymentID: null,
      })
    }
  const options =
    (answer: (request: Request) => object) =>
    ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).searchParams.get('chosen'))
      return HttpResponse.json(answer(request))
    }
  server.use(
    http.get('/api/settings/access', () => HttpResponse.json({ actions: ['CompletePayment'], privileges })),
    http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP' })),
    staffRuleHandler(),
    http.get(
      `/api/swimmers/preteam-options/${NOUR.swimmerID}`,
      options((request) => ({
        swimmerID: NOUR.swimmerID,
        site: 62,
        level: 17,
        levelName: 'PTeam D',
        preTeams: [
          {
            pTeamID: 4,
            coachName: 'Mona Adel',
            level: 17,
            levelName: 'PTeam D',
            days: 'Sunday',
            fromTo: '16:00-17:00',
          },
        ],
        invoices: [priced('PreTeam - 1 month', request)],
      })),
    ),
    http.get(
      `/api/swimmers/school-options/${NOUR.swimmerID}`,
      options((request) => ({
        ...SCHOOL_OPTIONS,
        schools: [{ ...SCHOOL_OPTIONS.schools[0], invoices: [priced('Baby Class - 1 month', request)] }],
      })),
    ),
    http.post('/api/PreTeam/add-swimmer', enrolled('Swimmer added to pre-team successfully')),
    http.post('/api/SwimmerSchool/add-swimmer-to-school', enrolled('Swimmer added to school successfully')),
  )
  return { sent, asked }
}

/** Each enrolment dialog: its title, how its group is chosen, its submit button and its receipt field's name. */
const dialogs = [
  {
    name: 'pre-team',
    Dialog: PreTeamDialog,
    title: 'Add Swimmer to Pre-Team',
    submit: 'Add to Pre-Team',
    receipt: 'recieptNo',
    choose: async (user: UserEvent, dialog: HTMLElement) => {
      // The squads and the price arrive together: the price shows once they have.
      await within(dialog).findByRole('table', { name: 'Price and discounts' })
      await user.click(within(dialog).getByRole('combobox', { name: /Pre-Team/ }))
      await user.click(await screen.findByRole('option', { name: /#4/ }))
    },
  },
  {
    name: 'school',
    Dialog: SchoolDialog,
    title: 'Add Swimmer to School',
    submit: 'Add to School',
    receipt: 'reciptNo',
    choose: async (user: UserEvent, dialog: HTMLElement) => {
      await user.click(await within(dialog).findByRole('button', { name: /^#31 · Baby Class/ }))
    },
  },
]

/** Signed in at Club 13, the dialog enrolling Nour open with its group chosen, and its price table. */
async function openWithGroup({ Dialog, title, choose }: (typeof dialogs)[number]) {
  signIn({ site: CLUB_13 })
  const { user } = renderWithProviders(<Dialog swimmer={NOUR} onClose={() => undefined} />, {
    userEventOptions: { delay: null },
  })
  const dialog = await screen.findByRole('dialog', { name: title })
  await choose(user, dialog)
  return { user, dialog, lines: await within(dialog).findByRole('table', { name: 'Price and discounts' }) }
}

describe('enrolling in a pre-team', () => {
  it('shows the discount lines and takes the money by card with its reference', async () => {
    const { sent } = enrolServer()
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<PreTeamDialog swimmer={NOUR} onClose={() => undefined} />, {
      userEventOptions: { delay: null },
    })
    const dialog = await screen.findByRole('dialog', { name: 'Add Swimmer to Pre-Team' })
    const lines = await within(dialog).findByRole('table', { name: 'Price and discounts' })
    expect(within(lines).getByText('Sibling discount from the second child: 10%')).toBeInTheDocument()
    expect(within(lines).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('EGP 810.00')
    await user.click(within(dialog).getByRole('combobox', { name: /Pre-Team/ }))
    await user.click(await screen.findByRole('option', { name: /#4/ }))
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Amount Paid/ })).toHaveValue('810.00'))
    await user.type(within(dialog).getByRole('textbox', { name: /Receipt No/ }), 'PT-1')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Paid by' }), 'card')
    await user.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'AUTH-4')
    await user.click(within(dialog).getByRole('button', { name: 'Add to Pre-Team' }))
    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({
          pteamID: '4',
          amountPaid: '810.00',
          recieptNo: 'PT-1',
          method: 'card',
          reference: 'AUTH-4',
        }),
      ]),
    )
  })
})

describe('a chosen discount and instalments at enrolment', () => {
  it.each(dialogs)(
    '$name: a user holding ManageDiscounts chooses a staff discount with its reason and two instalments',
    async (entry) => {
      const { sent, asked } = enrolServer(['Settings:ManageDiscounts'])
      const { user, dialog, lines } = await openWithGroup(entry)
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Amount Paid/ })).toHaveValue('810.00'))

      await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Staff or hardship discount' }), '9')
      await waitFor(() => expect(asked).toContain('9'))
      expect(await within(lines).findByText('Staff discount: 30%')).toBeInTheDocument()
      await waitFor(() =>
        expect(within(lines).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('EGP 567.00'),
      )
      expect(await giveReasonAndSplitInTwo(user, dialog, 'Coach Mona’s son')).toEqual([
        expect.stringMatching(/283\.50 due 24 Nov 2026/),
        expect.stringMatching(/283\.50 due 24 Dec 2026/),
      ])
      // What is collected now starts at the first instalment.
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Amount Paid/ })).toHaveValue('283.50'))
      await user.type(within(dialog).getByRole('textbox', { name: /Receipt No/ }), 'EN-1')
      await user.click(within(dialog).getByRole('button', { name: entry.submit }))
      await waitFor(() => expect(sent).toHaveLength(1))
      expect(sent[0]).toMatchObject({
        months: '1',
        amountPaid: '283.50',
        [entry.receipt]: 'EN-1',
        swimmerID: NOUR.swimmerID,
        discounts: [{ ruleID: '9', reason: 'Coach Mona’s son' }],
        instalments: [
          { dueOn: '2026-11-24', amount: '283.50' },
          { dueOn: '2026-12-24', amount: '283.50' },
        ],
      })
      expect(sent[0]).not.toHaveProperty('method')
    },
  )

  it.each(dialogs)(
    '$name: a user without ManageDiscounts is not offered the discount, and one payment sends no instalments',
    async (entry) => {
      const { sent, asked } = enrolServer()
      const { user, dialog } = await openWithGroup(entry)
      expect(within(dialog).getByRole('combobox', { name: 'Instalments' })).toHaveValue('1')
      expect(within(dialog).queryByRole('combobox', { name: 'Staff or hardship discount' })).not.toBeInTheDocument()
      await user.type(within(dialog).getByRole('textbox', { name: /Receipt No/ }), 'EN-2')
      await user.click(within(dialog).getByRole('button', { name: entry.submit }))
      await waitFor(() => expect(sent).toHaveLength(1))
      expect(Object.keys(sent[0] as object)).not.toEqual(expect.arrayContaining(['discounts']))
      expect(Object.keys(sent[0] as object)).not.toEqual(expect.arrayContaining(['instalments']))
      expect(asked.every((chosen) => chosen === null)).toBe(true)
    },
  )
})
