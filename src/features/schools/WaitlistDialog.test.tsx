import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { SchoolResult } from '@contract/schools'
import type { WaitlistEntry } from '@contract/waitlists'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { WaitlistDialog } from './WaitlistDialog'

jest.setTimeout(30_000)

const SCHOOL = {
  schoolID: 40,
  level: 'Level 3',
  days: 'Saturday, Tuesday',
  fromTo: '17:00-18:00',
  coachName: 'Omar Hassan',
  enrolled: 10,
  capacity: 10,
  endDate: null,
} as SchoolResult

const entry = (overrides: Partial<WaitlistEntry>): WaitlistEntry => ({
  entryID: 1,
  schoolID: 40,
  swimmerID: 31,
  fullName: 'Laila Samir',
  addedOn: '2026-11-01',
  addedAt: '2026-11-01T10:00:00Z',
  note: '',
  position: null,
  status: 'offered',
  offeredOn: '2026-11-23',
  offerExpiresOn: '2026-11-26',
  closedOn: null,
  closedReason: null,
  enrolmentID: null,
  ...overrides,
})

const LIST = [
  entry({}),
  entry({
    entryID: 2,
    swimmerID: 32,
    fullName: 'Youssef Adel',
    status: 'waiting',
    position: 1,
    offeredOn: null,
    offerExpiresOn: null,
    note: 'Evenings only',
  }),
]

function waitlistServer() {
  const calls: string[] = []
  server.use(
    http.get('/api/schools/40/waitlist', () => HttpResponse.json(LIST)),
    http.post('/api/waitlist/:id/accept', async ({ params, request }) => {
      calls.push(`accept ${String(params.id)} ${JSON.stringify(await request.json())}`)
      return HttpResponse.json({
        message: 'Laila Samir is enrolled in School 40',
        entry: entry({ status: 'accepted' }),
        enrolmentID: 900,
        invoiceID: 77,
        invItem: 'School',
        value: 500,
        amountPaid: 0,
        endDate: '2026-12-24',
      })
    }),
    http.post('/api/schools/40/waitlist', async ({ request }) => {
      calls.push(`add ${JSON.stringify(await request.json())}`)
      return HttpResponse.json(
        entry({ entryID: 3, swimmerID: 33, fullName: 'Nour Hany', status: 'waiting', position: 2 }),
      )
    }),
  )
  return calls
}

/** The privilege the waitlist routes check for a change (the one that enrols into schools). */
const ENROL = 'Mod_SW:AddSwimmerToSchool'

function renderDialog(
  modules: Array<'Mod_SW' | 'Mod_SC'> = ['Mod_SW', 'Mod_SC'],
  school = SCHOOL,
  privileges = modules.includes('Mod_SW') ? [ENROL, 'Mod_SC:ShowSchoolInfo'] : ['Mod_SC:ShowSchoolInfo'],
) {
  server.use(http.get('/api/settings/access', () => HttpResponse.json({ actions: [], privileges })))
  signIn({ user: buildUser({ modules }), site: SMART_WAY })
  return renderWithProviders(<WaitlistDialog school={school} onClose={jest.fn()} />, {
    userEventOptions: { delay: null },
  })
}

describe('WaitlistDialog', () => {
  it('lists the offer and the swimmers waiting in order, with accept/decline for the offer and remove for the waiting', async () => {
    waitlistServer()
    renderDialog()
    const table = await screen.findByRole('table', { name: 'Waitlist of school 40' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]).getByText(/^Offered until/)).toBeInTheDocument()
    expect(within(rows[0]).getByText('Laila Samir (31)')).toBeInTheDocument()
    expect(
      within(rows[0])
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept', 'Decline'])
    expect(within(rows[1]).getByText('Waiting, position 1')).toBeInTheDocument()
    expect(within(rows[1]).getByText('Evenings only')).toBeInTheDocument()
    expect(
      within(rows[1])
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Remove'])
  })

  it('accepts an offer as an enrolment with its duration and payment, showing the price first', async () => {
    const calls = waitlistServer()
    server.use(
      http.get('/api/waitlist/1/prices', () =>
        HttpResponse.json({ schoolID: 40, prices: [{ months: 1, invoice: 500, itemName: 'School - 1 month' }] }),
      ),
    )
    const { user } = renderDialog()
    const table = await screen.findByRole('table', { name: 'Waitlist of school 40' })
    await user.click(within(table).getByRole('button', { name: 'Accept' }))
    const dialog = await screen.findByRole('dialog', { name: 'Accept the offer: Laila Samir into school 40' })
    // Issue 25: the price of the chosen duration, before confirming.
    expect(await within(dialog).findByText(/^Price: .*500\.00 \(School - 1 month\)$/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }))
    await waitFor(() => expect(calls).toEqual(['accept 1 {"months":"1","amountPaid":"0","reciptNo":""}']))
    expect(await screen.findByText('Laila Samir is enrolled in School 40')).toBeInTheDocument()
  })

  // Issue 30: the price with its discount lines, collected now by InstaPay in the same step, split in two.
  it("shows the offer's price lines and collects now by a method, in instalments", async () => {
    const calls = waitlistServer()
    const lines = [
      {
        kind: 'price',
        text: 'School - 1 month',
        amount: 500,
        amountCents: 50000,
        ruleID: null,
        reason: null,
        rule: null,
      },
      {
        kind: 'discount',
        text: 'Member of Gezira Club: 10%',
        amount: -50,
        amountCents: -5000,
        ruleID: 4,
        reason: null,
        rule: { kind: 'clubMember', percent: 10, fromRank: null, minMonths: null, clubName: 'Gezira Club' },
      },
    ]
    server.use(
      http.get('/api/waitlist/1/prices', () =>
        HttpResponse.json({
          schoolID: 40,
          prices: [{ months: 1, invoice: 500, itemName: 'School - 1 month', lines, total: 450, totalCents: 45000 }],
        }),
      ),
      http.get('/api/cashup/today', () =>
        HttpResponse.json({ date: '2026-11-24', siteID: 61, siteName: 'Smart Way', closed: false }),
      ),
    )
    const { user } = renderDialog(['Mod_SW', 'Mod_SC'], { ...SCHOOL, site: 61 }, [ENROL, 'Settings:CompletePayment'])
    const table = await screen.findByRole('table', { name: 'Waitlist of school 40' })
    await user.click(within(table).getByRole('button', { name: 'Accept' }))
    const dialog = await screen.findByRole('dialog', { name: 'Accept the offer: Laila Samir into school 40' })
    const price = await within(dialog).findByRole('table', { name: 'Price and discounts' })
    expect(within(price).getByText('Member of Gezira Club: 10%')).toBeInTheDocument()
    expect(within(price).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('450.00')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Instalments' }), '2')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Payment' }), 'now')
    // Collecting starts at the first instalment.
    expect(within(dialog).getByRole('textbox', { name: /Amount collected now/ })).toHaveValue('225.00')
    await user.type(within(dialog).getByRole('textbox', { name: /Receipt/ }), 'WL-1')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Paid by' }), 'instapay')
    await user.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'IP-3')
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(JSON.parse(calls[0].replace(/^accept 1 /, ''))).toEqual({
      months: '1',
      amountPaid: '225.00',
      method: 'instapay',
      reference: 'IP-3',
      instalments: [
        { dueOn: '2026-11-24', amount: '225.00' },
        { dueOn: '2026-12-24', amount: '225.00' },
      ],
      reciptNo: 'WL-1',
    })
  })

  it('adds a swimmer to a full school, and offers no adding while seats are free', async () => {
    const calls = waitlistServer()
    const { user, unmount } = renderDialog()
    await user.click(await screen.findByRole('button', { name: 'Add to waitlist' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add to the waitlist of school 40' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Swimmer ID' }), '33')
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Sister of 31')
    await user.click(within(dialog).getByRole('button', { name: 'Add to waitlist' }))
    await waitFor(() => expect(calls).toEqual(['add {"swimmerID":"33","note":"Sister of 31"}']))
    expect(await screen.findByText('Nour Hany is on the waitlist (position 2)')).toBeInTheDocument()
    unmount()

    server.use(http.get('/api/schools/40/waitlist', () => HttpResponse.json([])))
    renderDialog(['Mod_SW', 'Mod_SC'], { ...SCHOOL, enrolled: 8 } as SchoolResult)
    expect(await screen.findByText(/This school has free seats/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to waitlist' })).not.toBeInTheDocument()
  })

  it('counts the seat an offer holds as taken, as the server does: 7 of 8 with an offer is full (issue 25)', async () => {
    server.use(http.get('/api/schools/40/waitlist', () => HttpResponse.json([entry({})])))
    renderDialog(['Mod_SW', 'Mod_SC'], { ...SCHOOL, enrolled: 7, capacity: 8 } as SchoolResult)
    expect(await screen.findByRole('button', { name: 'Add to waitlist' })).toBeInTheDocument()
    expect(screen.queryByText(/This school has free seats/)).not.toBeInTheDocument()
  })

  it('offers no changes to a user with the Swimmers module but without the privilege that enrols', async () => {
    waitlistServer()
    renderDialog(['Mod_SW', 'Mod_SC'], SCHOOL, ['Mod_SW:ShowSwimmerInfo', 'Mod_SW:FreezSwim', 'Mod_SC:ShowSchoolInfo'])
    const table = await screen.findByRole('table', { name: 'Waitlist of school 40' })
    expect(within(table).getByText('Laila Samir (31)')).toBeInTheDocument()
    expect(within(table).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to waitlist' })).not.toBeInTheDocument()
  })

  it('offers no changes to a user without the Swimmers module', async () => {
    waitlistServer()
    renderDialog(['Mod_SC'])
    const table = await screen.findByRole('table', { name: 'Waitlist of school 40' })
    expect(within(table).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to waitlist' })).not.toBeInTheDocument()
  })
})
