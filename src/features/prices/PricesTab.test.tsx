import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { PricesResponse } from '@contract/prices'
import { applyLanguage } from '@/i18n/languages'
import { CLUB_13, SMART_WAY } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { PricesTab } from './PricesTab'

jest.setTimeout(30_000)

// Issue 27, Prices: Settings → Prices lists a site's price per duration of the chosen product, named (never a code),
// in the academy's currency, with the product's history; Edit sets a price (typed in any digits) and the list and the
// history follow; a refusal shows on the field; a site without prices says so.

afterEach(() => applyLanguage('en'))

const HISTORY_ENTRY = {
  id: 1,
  product: 77,
  months: 3,
  before: 1000,
  after: 1100,
  source: 'set' as const,
  copiedFrom: null,
  by: 1,
  byName: 'Academy Admin',
  at: '2026-11-20T10:00:00.000Z',
}

function servePrices(state: Record<number, PricesResponse>, sent: unknown[] = []) {
  server.use(
    http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP' })),
    http.get('/api/prices', ({ request }) => {
      const site = Number(new URL(request.url).searchParams.get('site'))
      return HttpResponse.json(state[site] ?? { site, prices: [], history: [] })
    }),
    http.put('/api/prices', async ({ request }) => {
      const body = (await request.json()) as { site: number; product: number; months: number; amount: string }
      sent.push(body)
      if (body.amount === '0')
        return HttpResponse.json(
          {
            code: 'validation',
            message: 'Price must be more than 0',
            errors: { amount: 'Price must be more than 0' },
          },
          { status: 400 },
        )
      const amount = 1250.5
      const current = state[body.site]
      const before = current.prices.find((p) => p.product === body.product && p.months === body.months)
      current.prices = [
        ...current.prices.filter((p) => p !== before),
        { product: body.product, months: body.months, amount },
      ]
      current.history = [
        { ...HISTORY_ENTRY, id: 2, months: body.months, before: before?.amount ?? null, after: amount },
        ...current.history,
      ]
      return HttpResponse.json({
        message: 'Price saved',
        price: { site: body.site, product: body.product, months: body.months, amount },
        before: before?.amount ?? null,
      })
    }),
  )
}

describe('Settings → Prices', () => {
  it("lists the chosen product's prices by duration, in the academy's currency, with its history", async () => {
    servePrices({
      62: {
        site: 62,
        prices: [
          { product: 77, months: 1, amount: 385 },
          { product: 77, months: 3, amount: 1100 },
        ],
        history: [HISTORY_ENTRY],
      },
    })
    signIn({ site: CLUB_13 })
    renderWithProviders(<PricesTab />)
    const list = await screen.findByRole('list', { name: 'Prices of Baby Class at Club 13' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^1 monthEGP 385\.00Edit$/),
      expect.stringMatching(/^3 monthsEGP 1,100\.00Edit$/),
      expect.stringMatching(/^6 monthsNo price setSet price$/),
      expect.stringMatching(/^9 monthsNo price setSet price$/),
      expect.stringMatching(/^12 monthsNo price setSet price$/),
    ])
    const history = screen.getByRole('list', { name: 'Price changes of Baby Class at Club 13' })
    expect(within(history).getByText('3 months: EGP 1,000.00 → EGP 1,100.00')).toBeTruthy()
    expect(within(history).getByRole('listitem').textContent).toMatch(/Academy Admin, 20 Nov 2026/)
    expect(screen.queryByText(/has no prices yet/)).toBeNull()
  })

  it('sets a price typed in Arabic-Indic digits; the list and the history follow', async () => {
    const sent: unknown[] = []
    servePrices({ 62: { site: 62, prices: [{ product: 77, months: 1, amount: 385 }], history: [] } }, sent)
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<PricesTab />, { userEventOptions: { delay: null } })
    await user.click(await screen.findByRole('button', { name: 'Edit the price of Baby Class for 1 month' }))
    const dialog = await screen.findByRole('dialog', { name: 'Price of Baby Class for 1 month at Club 13' })
    expect(within(dialog).getByText('Now: EGP 385.00')).toBeTruthy()
    const field = within(dialog).getByLabelText(/^Price \(EGP\)/)
    await user.clear(field)
    await user.type(field, '١٢٥٠٫٥')
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual([{ site: 62, product: 77, months: 1, amount: '١٢٥٠٫٥' }])
    expect(await screen.findByText('Price of Baby Class for 1 month saved: EGP 1,250.50')).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Prices of Baby Class at Club 13' })
    expect(await within(list).findByText('EGP 1,250.50')).toBeTruthy()
    const history = await screen.findByRole('list', { name: 'Price changes of Baby Class at Club 13' })
    expect(within(history).getByText('1 month: EGP 385.00 → EGP 1,250.50')).toBeTruthy()
  })

  it('refuses a price of 0 on the field before sending, and keeps the dialog open', async () => {
    const sent: unknown[] = []
    servePrices({ 62: { site: 62, prices: [], history: [] } }, sent)
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<PricesTab />, { userEventOptions: { delay: null } })
    await user.click(await screen.findByRole('button', { name: 'Set the price of Baby Class for 6 months' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText(/^Price \(EGP\)/), '0')
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }))
    expect(await within(dialog).findByText('Price must be more than 0')).toBeTruthy()
    expect(sent).toEqual([])
  })

  it('says plainly that a site has no prices, and lists the sites and products by name', async () => {
    servePrices({})
    signIn({ site: SMART_WAY })
    const { user } = renderWithProviders(<PricesTab />, { userEventOptions: { delay: null } })
    expect(await screen.findByText(/^Smart Way has no prices yet, so it cannot take an enrolment/)).toBeTruthy()
    expect(screen.getByText('The price of Baby Class has not changed at Smart Way yet.')).toBeTruthy()
    await user.click(screen.getByRole('combobox', { name: 'Product' }))
    const options = screen.getAllByRole('option').map((option) => option.textContent)
    expect(options).toContain('PreTeam')
    expect(options).toContain('Teenager (5)')
    expect(options.some((text) => /^\d+$/.test(text ?? ''))).toBe(false)
  })

  it('reads in Arabic: the product and the durations named, the amounts in Egyptian pounds', async () => {
    servePrices({ 62: { site: 62, prices: [{ product: 77, months: 3, amount: 1100 }], history: [] } })
    signIn({ site: CLUB_13 })
    await applyLanguage('ar')
    renderWithProviders(<PricesTab />)
    expect(await screen.findByRole('heading', { name: 'الأسعار' })).toBeTruthy()
    const list = await screen.findByRole('list', { name: /^أسعار .* في Club 13$/ })
    expect(within(list).getByText('3 شهور')).toBeTruthy()
    expect(within(list).getByText(/1,100\.00|١٬١٠٠٫٠٠/)).toBeTruthy()
    expect(within(list).getAllByText('مفيش سعر')).toHaveLength(4)
    expect(list.getAttribute('aria-label')).not.toContain('Baby Class')
  })
})
