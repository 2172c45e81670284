import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { LedgerEntry } from '@contract/billing'
import { applyLanguage } from '@/i18n/languages'
import { ledgerEntry } from '@/testing/billingFixture'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { FamilyLedger } from './FamilyLedger'

jest.setTimeout(30_000)

// Issue 26: a family's ledger says what each movement was in the server's English words ('Payment R-61-5', 'Refund
// of 25.00 on payment R-61-5: …') and beside them the same text by its code and values. The page renders it in its
// language from the code, never by reading the English sentence; in English it is the server's text exactly. A
// credit note's reason is the staff's own words, shown as they are.

/** An entry of that day, its amounts 0. */
const entry = (date: string, fields: Partial<LedgerEntry>) =>
  ledgerEntry({ at: `${date}T08:00:00.000Z`, date, amount: 0, amountCents: 0, balance: 0, balanceCents: 0, ...fields })

const ENTRIES: LedgerEntry[] = [
  entry('2026-11-01', {
    kind: 'invoice',
    text: 'Baby Class - 3 months (cancelled)',
    words: {
      code: 'ledger.invoiceCancelled',
      params: { item: { code: 'item.months', params: { product: 'Baby Class', months: 3 } } },
    },
  }),
  entry('2026-11-02', {
    kind: 'payment',
    text: 'Payment R-61-5',
    words: { code: 'ledger.payment', params: { receipt: 'R-61-5' } },
    paymentID: 5,
    receiptNo: 'R-61-5',
  }),
  entry('2026-11-03', {
    kind: 'refund',
    text: 'Refund of 25.00 on payment R-61-5: Two sessions cancelled',
    words: { code: 'ledger.refund', params: { amount: '25.00', receipt: 'R-61-5', reason: 'Two sessions cancelled' } },
    paymentID: 5,
    refundID: 2,
    receiptNo: 'R-61-5',
  }),
  entry('2026-11-04', {
    kind: 'creditUse',
    text: 'Credit of 10.00 used on invoice 7',
    words: { code: 'ledger.creditUsed', params: { amount: '10.00', invoice: 7 } },
    creditID: 3,
  }),
  entry('2026-11-05', { kind: 'credit', text: 'Goodwill for the closed pool', words: null, creditID: 4 }),
]

function ledgerServer() {
  server.use(
    http.get('/api/settings/access', () => HttpResponse.json({ actions: [], privileges: ['Settings:ViewInvoices'] })),
    http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP' })),
    http.get('/api/families/120/ledger', () =>
      HttpResponse.json({
        familyID: 120,
        entries: ENTRIES,
        due: 0,
        dueCents: 0,
        credit: 0,
        creditCents: 0,
        balance: 0,
        balanceCents: 0,
      }),
    ),
  )
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '')
/** Each entry's text, as its row shows it under the movement's kind. */
async function shownTexts() {
  const table = await screen.findByRole('table')
  const rows = within(table).getAllByRole('row').slice(1)
  return rows.map((row) => plain(within(row).getAllByRole('cell')[1].querySelector('bdi')?.textContent))
}

afterEach(() => applyLanguage('en'))

it("shows the ledger's entries in English as the server words them", async () => {
  ledgerServer()
  signIn({ user: buildUser({ modules: ['Mod_SW'] }), site: SMART_WAY })
  renderWithProviders(<FamilyLedger familyID={120} />)
  expect(await shownTexts()).toEqual(ENTRIES.map((entry) => entry.text))
})

it("shows the ledger's entries in Arabic from their codes, names and reasons kept", async () => {
  await act(() => applyLanguage('ar'))
  ledgerServer()
  signIn({ user: buildUser({ modules: ['Mod_SW'] }), site: SMART_WAY })
  renderWithProviders(<FamilyLedger familyID={120} />)
  expect(await shownTexts()).toEqual([
    'بيبي كلاس - 3 شهور (اتلغت)',
    'دفعة R-61-5',
    'استرداد 25.00 من الدفعة R-61-5: Two sessions cancelled',
    'رصيد 10.00 اتستخدم في الفاتورة 7',
    'Goodwill for the closed pool',
  ])
})
