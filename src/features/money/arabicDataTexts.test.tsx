import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router-dom'
import type { PaymentReceipt } from '@contract/money'
import { paths } from '@/config/paths'
import { applyLanguage } from '@/i18n/languages'
import { CLUB_13, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { DueList } from './DueList'
import { ARABIC_DUE } from '@/testing/dueFixture'
import { ReceiptPage } from './ReceiptPage'

// Issue 25: in Arabic, the money desk showed the server's English words for a group ("Level 1 Baby Class school of
// Coach Chloe Tadros (Sunday, Thursday 19:00-20:00)") and an invoice's item as it was posted ("Baby Class - 9
// months"). The stored item is never edited: the page reads it in Arabic. Names of people stay as they are.
// Issue 26: the server sends each beside its English text by its code and values, which the page renders; in
// English that is the server's text exactly.
jest.setTimeout(30_000)

const GROUP = 'Level 1 Baby Class school of Coach Chloe Tadros (Sunday, Thursday 19:00-20:00)'
const GROUP_TEXT = {
  code: 'group.text.school',
  params: {
    level: 'Level 1',
    schoolType: 'Baby Class',
    coach: 'Chloe Tadros',
    days: { code: 'list.pair', params: { first: 'Sunday', last: 'Thursday' } },
    start: '19:00',
    end: '20:00',
  },
} as const
const item = (product: string, months: number) => ({ code: 'item.months', params: { product, months } }) as const
const GROUP_AR = 'مدرسة مستوى 1 بيبي كلاس مع الكابتن Chloe Tadros (الحد والخميس 19:00-20:00)'
const plain = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '').trim()

beforeEach(() => applyLanguage('ar'))
afterEach(() => applyLanguage('en'))

async function dueCells() {
  const due = {
    ...ARABIC_DUE,
    subscriptions: ARABIC_DUE.subscriptions.map((row) => ({
      ...row,
      group: GROUP,
      groupText: GROUP_TEXT,
      groupKind: 'school',
      groupID: 7,
    })),
    invoices: ARABIC_DUE.invoices.map((row) => ({
      ...row,
      itemName: 'Baby Class - 9 months',
      itemText: item('Baby Class', 9),
    })),
  }
  server.use(
    http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP' })),
    http.get('/api/money/due', () => HttpResponse.json(due)),
  )
  signIn({ user: buildUser({ userID: 2 }), site: CLUB_13 })
  renderWithProviders(<DueList siteID={62} days={30} onDays={() => undefined} mayCollect mayRenew />)
  const grids = await screen.findAllByRole('grid')
  return grids.flatMap((grid) => within(grid).queryAllByRole('gridcell')).map((cell) => plain(cell.textContent))
}

it('the due list shows the group and the invoice item in Arabic', async () => {
  const cells = await dueCells()
  expect(cells).toContain(GROUP_AR)
  expect(cells).toContain('بيبي كلاس - 9 شهور')
  expect(cells.join(' ')).not.toMatch(/Baby|Level|school of|months|Sunday/)
})

it('the due list shows the group and the invoice item in English as the server words them', async () => {
  await applyLanguage('en')
  const cells = await dueCells()
  expect(cells).toContain(GROUP)
  expect(cells).toContain('Baby Class - 9 months')
})

const RECEIPT: PaymentReceipt = {
  paymentID: 5,
  receiptNo: 'R-62-5',
  academyName: 'Swimming Academy',
  academyNameAr: 'أكاديمية السباحة',
  siteID: 62,
  siteName: 'Club 13',
  swimmerID: 61,
  swimmerName: 'سما أحمد صبري',
  invoiceID: 9,
  item: {
    kind: 'school',
    name: 'Teenager (2) - 6 months',
    nameText: item('Teenager (2)', 6),
    group: GROUP,
    groupText: GROUP_TEXT,
    groupID: 7,
    months: 6,
  },
  amount: 600,
  amountCents: 60000,
  amountText: '600.00',
  currency: 'EGP',
  cashierID: 2,
  cashierName: 'منى',
  at: '2026-11-21T09:00:00.000Z',
  date: '2026-11-21',
  time: '11:00',
  timeZone: 'Africa/Cairo',
  invoice: {
    amount: 600,
    amountCents: 60000,
    amountPaid: 600,
    amountPaidCents: 60000,
    amountDue: 0,
    amountDueCents: 0,
    status: 'paid',
  },
}

/** The receipt page of payment 5, as the server answers it. */
function showReceipt(receipt: PaymentReceipt) {
  server.use(http.get('/api/payments/5', () => HttpResponse.json(receipt)))
  signIn({ user: buildUser({ userID: 2 }), site: CLUB_13 })
  renderWithProviders(
    <Routes>
      <Route path={paths.receipt} element={<ReceiptPage />} />
    </Routes>,
    { route: paths.receipt.replace(':paymentID', '5') },
  )
}

it('the receipt shows its item and group in Arabic', async () => {
  showReceipt(RECEIPT)
  expect(await screen.findByText('ناشئين (2) - 6 شهور')).toBeInTheDocument()
  expect(screen.getByText(GROUP_AR)).toBeInTheDocument()
  expect(screen.queryByText(/Teenager|school of Coach/)).toBeNull()
})

it('the receipt shows its item and group in English as the server words them', async () => {
  await applyLanguage('en')
  showReceipt(RECEIPT)
  expect(await screen.findByText('Teenager (2) - 6 months')).toBeInTheDocument()
  expect(screen.getByText(GROUP)).toBeInTheDocument()
})

// Issue 30: a void payment and a transfer awaiting confirmation say so on the receipt, in Arabic too.
it.each([
  ['void', { status: 'void' as const, voidReason: 'اتكتبت مرتين' }, /ملغي: الدفعة دي اتلغت \(اتكتبت مرتين\)/],
  ['pending', { status: 'pending' as const, method: 'transfer' as const }, /في الانتظار: تحويل بنكي مستني التأكيد/],
  ['confirmed', { status: 'confirmed' as const }, null],
])('the receipt of a %s payment marks it', async (_status, fields, shown) => {
  showReceipt({ ...RECEIPT, ...fields })
  expect(await screen.findByText('ناشئين (2) - 6 شهور')).toBeInTheDocument()
  if (shown) expect(screen.getByRole('status')).toHaveTextContent(shown)
  else expect(screen.queryByText(/ملغي|في الانتظار/)).toBeNull()
})
