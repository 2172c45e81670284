import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { InvoiceLine } from '@contract/billing'
import { applyLanguage } from '@/i18n/languages'
import { server } from '@/testing/msw/server'
import { renderWithProviders } from '@/testing/test-utils'
import { PriceLines } from './PriceLines'

// Issue 30: an invoice's discount lines come from the server in English; the page words them from the line's rule in
// the reader's language (Arabic here), the price line as the data texts word the item, a chosen discount's reason kept.

const rule = (fields: Partial<NonNullable<InvoiceLine['rule']>>) => ({
  kind: 'sibling' as const,
  percent: 10,
  fromRank: null,
  minMonths: null,
  clubName: null,
  ...fields,
})
const line = (text: string, cents: number, fields: Partial<InvoiceLine> = {}): InvoiceLine => ({
  kind: 'discount',
  text,
  amount: cents / 100,
  amountCents: cents,
  ruleID: 1,
  reason: null,
  ...fields,
})

const LINES: InvoiceLine[] = [
  line('Teenager (2) - 6 months', 300000, {
    kind: 'price',
    words: { code: 'item.months', params: { product: 'Teenager (2)', months: 6 } },
    ruleID: null,
    rule: null,
  }),
  line('Sibling discount from the second child: 10%', -30000, { rule: rule({ fromRank: 2 }) }),
  line('Paying 6 months ahead: 12.5%', -33750, { rule: rule({ kind: 'prepay', percent: 12.5, minMonths: 6 }) }),
  line('Member of Gezira Club: 5%', -11813, {
    rule: rule({ kind: 'clubMember', percent: 5, clubName: 'Gezira Club' }),
  }),
  line('Hardship discount: 20%', -44888, {
    rule: rule({ kind: 'hardship', percent: 20 }),
    reason: 'Father lost his job',
  }),
]

describe('PriceLines', () => {
  beforeEach(() => server.use(http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP' }))))
  afterEach(() => applyLanguage('en'))

  it('words each discount from its rule in Arabic, never the English text', async () => {
    await act(() => applyLanguage('ar'))
    renderWithProviders(<PriceLines id="lines" lines={LINES} total={1795.49} />)
    const table = await screen.findByRole('table', { name: 'السعر والخصومات' })
    const heads = within(table)
      .getAllByRole('rowheader')
      .map((cell) => (cell.textContent ?? '').replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, ''))
    expect(heads).toEqual([
      'ناشئين (2) - 6 شهور',
      'خصم الإخوات من الطفل التاني: 10%',
      'دفع 6 شهور مقدمًا: 12.5%',
      'عضو في Gezira Club: 5%',
      'خصم الظروف الخاصة: 20%السبب: Father lost his job',
      'الإجمالي',
    ])
    expect(table.textContent).not.toMatch(/discount|Paying|Member of|months/)
  })

  it('keeps the English words in English, and the server text of a line without its rule', async () => {
    renderWithProviders(
      <PriceLines id="lines" lines={[...LINES.slice(0, 2), line('Old discount', -100, { rule: null })]} total={2699} />,
    )
    const table = await screen.findByRole('table', { name: 'Price and discounts' })
    expect(within(table).getByText('Sibling discount from the second child: 10%')).toBeInTheDocument()
    expect(within(table).getByText('Old discount')).toBeInTheDocument()
    expect(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('EGP 2,699.00')
  })
})
