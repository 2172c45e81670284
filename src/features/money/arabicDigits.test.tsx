import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setDigits } from '@/i18n/digits'
import { i18n } from '@/i18n/i18n'
import { CLUB_13, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { DueList } from './DueList'
import { ARABIC_DUE as DUE } from '@/testing/dueFixture'

// Arabic with the Arabic-Indic digits setting: amounts, totals and dates on the due list in ٠١٢٣…, the Egyptian
// pound by its Arabic sign (ج.م.), no Latin digits and no 'EGP' left in what the user reads.
jest.setTimeout(30_000)

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
