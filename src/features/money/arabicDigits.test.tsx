import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { DueResponse } from '@contract/money'
import { setDigits } from '@/i18n/digits'
import { i18n } from '@/i18n/i18n'
import { CLUB_13, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { DueList } from './DueList'

// Arabic with the Arabic-Indic digits setting: amounts, totals and dates on the due list in ٠١٢٣…, the Egyptian
// pound by its Arabic sign (ج.م.), no Latin digits and no 'EGP' left in what the user reads.
jest.setTimeout(30_000)

const DUE: DueResponse = {
  siteID: 62,
  siteName: 'Club 13',
  today: '2026-11-24',
  days: 30,
  currency: 'EGP',
  subscriptions: [
    {
      swimmerID: 50,
      fullName: 'تاليا طارق حمدي',
      endsOn: '2026-11-20',
      daysLeft: -4,
      ended: true,
      group: null,
      groupKind: null,
      groupID: null,
      parentPhone: null,
    },
  ],
  invoices: [
    {
      invoiceID: 49,
      swimmerID: 50,
      fullName: 'تاليا طارق حمدي',
      parentPhone: null,
      itemName: 'Baby Class - 1 month',
      amount: 1385.5,
      amountCents: 138550,
      amountPaid: 0,
      amountPaidCents: 0,
      amountDue: 1385.5,
      amountDueCents: 138550,
      ageDays: 14,
      createdAt: '2026-11-10T12:46:00.000Z',
    },
  ],
  totals: { subscriptions: 1, endingSoon: 0, ended: 1, invoices: 1, amountDue: 1385.5, amountDueCents: 138550 },
  truncated: { subscriptions: false, invoices: false },
}

const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .trim()

beforeEach(async () => {
  await i18n.changeLanguage('ar')
  setDigits('arab')
})
afterEach(async () => {
  setDigits('latn')
  await i18n.changeLanguage('en')
})

it('shows the due list’s amounts and dates in Arabic-Indic digits with the pound’s Arabic sign', async () => {
  server.use(
    http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP' })),
    http.get('/api/money/due', () => HttpResponse.json(DUE)),
  )
  signIn({ user: buildUser({ userID: 2 }), site: CLUB_13 })
  renderWithProviders(<DueList siteID={62} days={30} onDays={() => undefined} mayCollect mayRenew />)
  const invoices = await screen.findAllByRole('grid')
  const cells = invoices
    .flatMap((grid) => within(grid).queryAllByRole('gridcell'))
    .map((cell) => plain(cell.textContent))
  expect(cells).toContain('١٬٣٨٥٫٥٠ ج.م.')
  expect(cells).toContain('٢٠/١١/٢٠٢٦')
  expect(cells).toContain('٤٩')
  expect(cells).toContain('٥٠')
  const totals = within(screen.getByRole('group', { name: 'الإجماليات' }))
  const figures = totals.getAllByRole('definition').map((cell) => plain(cell.textContent))
  expect(figures).toEqual(['١٬٣٨٥٫٥٠ ج.م.', '١', '٠', '١'])
  expect(cells.join(' ')).not.toMatch(/EGP|1,385|2026-11-20/)
})
