import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { DueList } from '@/features/money/DueList'
import { TimetablePage } from '@/features/timetable/TimetablePage'
import { weekSession } from '@/testing/sessionFixture'
import { setDigits } from '@/i18n/digits'
import { i18n } from '@/i18n/i18n'
import { applyLanguage } from '@/i18n/languages'
import { CLUB_13, SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { ARABIC_DUE as DUE } from '@/testing/dueFixture'

// Switching the digits setting (Latin ↔ Arabic-Indic) while a screen is open redraws what it shows: the money
// desk's amounts and totals, a date and IDs in a DataGrid (whose valueFormatters are closures made once per set
// of columns), and the timetable's seat counts. Nothing else re-renders them, so a formatter that does not
// follow the setting would keep the old digits.
jest.setTimeout(60_000)

const SESSION = weekSession()

const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .trim()

const gridCells = () =>
  screen
    .getAllByRole('grid')
    .flatMap((grid) => within(grid).queryAllByRole('gridcell'))
    .map((cell) => plain(cell.textContent))

/** The grids' 'rows shown' texts ('١–١ من ١'), from the theme's Arabic DataGrid texts. */
const shownRows = () =>
  [...document.querySelectorAll('.MuiTablePagination-displayedRows')].map((element) => plain(element.textContent))

const totals = () =>
  within(screen.getByRole('group', { name: 'الإجماليات' }))
    .getAllByRole('definition')
    .map((cell) => plain(cell.textContent))

beforeEach(async () => {
  setDigits('latn')
  // As the language menu does: with MUI's and the DataGrid's Arabic texts (the grids' pagination).
  await applyLanguage('ar')
})
afterEach(async () => {
  setDigits('latn')
  await i18n.changeLanguage('en')
})

it('redraws the money desk’s amounts, totals, grid dates and IDs when the digits change, and back', async () => {
  server.use(
    http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP' })),
    http.get('/api/settings/access', () => HttpResponse.json({ actions: [] })),
    http.get('/api/money/due', () => HttpResponse.json(DUE)),
  )
  signIn({ user: buildUser({ userID: 2 }), site: CLUB_13 })
  renderWithProviders(<DueList siteID={62} days={30} onDays={() => undefined} mayCollect mayRenew />)
  await screen.findAllByRole('grid')
  await waitFor(() => expect(gridCells()).toContain('1,385.50 ج.م.'))
  expect(gridCells()).toEqual(expect.arrayContaining(['20/11/2026', '49', '50']))
  expect(totals()).toEqual(['1,385.50 ج.م.', '1', '0', '1'])
  expect(shownRows()).toEqual(['1–1 من 1', '1–1 من 1'])

  act(() => setDigits('arab'))
  await waitFor(() => expect(gridCells()).toContain('١٬٣٨٥٫٥٠ ج.م.'))
  expect(gridCells()).toEqual(expect.arrayContaining(['٢٠/١١/٢٠٢٦', '٤٩', '٥٠']))
  // Only the data's own digits stay (an item's name).
  expect(gridCells().join(' ').replace('Baby Class - 1 month', '')).not.toMatch(/[0-9]/)
  expect(totals()).toEqual(['١٬٣٨٥٫٥٠ ج.م.', '١', '٠', '١'])
  await waitFor(() => expect(shownRows()).toEqual(['١–١ من ١', '١–١ من ١']))

  act(() => setDigits('latn'))
  await waitFor(() => expect(gridCells()).toContain('1,385.50 ج.م.'))
  expect(gridCells()).toEqual(expect.arrayContaining(['20/11/2026', '49', '50']))
  expect(totals()).toEqual(['1,385.50 ج.م.', '1', '0', '1'])
  await waitFor(() => expect(shownRows()).toEqual(['1–1 من 1', '1–1 من 1']))
})

it('redraws the timetable’s seat counts and times when the digits change, and back', async () => {
  server.use(
    http.get('/api/timetable', ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('from') === '2026-11-20' ? [SESSION] : []),
    ),
    http.get('/api/sites/:id/closures', () => HttpResponse.json([])),
    http.get('/api/settings/access', () => HttpResponse.json({ actions: [] })),
  )
  signIn({ user: buildUser({ modules: ['Mod_SC', 'Mod_PT'] as never }), site: SMART_WAY })
  renderWithProviders(<TimetablePage />, { route: '/timetable?date=2026-11-24' })
  const block = () => document.querySelector('[data-session-id="1"]')
  await waitFor(() => expect(plain(block()?.textContent ?? '')).toContain('7 / 10'))

  act(() => setDigits('arab'))
  await waitFor(() => expect(plain(block()?.textContent ?? '')).toContain('٧ / ١٠'))
  // Only the data's own digits stay (the level's name).
  expect(plain(block()?.textContent ?? '').replace('Level 3', '')).not.toMatch(/[0-9]/)

  act(() => setDigits('latn'))
  await waitFor(() => expect(plain(block()?.textContent ?? '')).toContain('7 / 10'))
})
