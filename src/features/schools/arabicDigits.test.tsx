import { screen, within } from '@testing-library/react'
import type { SchoolResult } from '@contract/schools'
import { setDigits } from '@/i18n/digits'
import { i18n } from '@/i18n/i18n'
import { renderWithProviders } from '@/testing/test-utils'
import { SchoolDetailsDialog } from './SchoolDetailsDialog'

// Arabic with the Arabic-Indic digits setting: School Details shows its ID, start and end dates in ٠١٢٣…
const SCHOOL: SchoolResult = {
  schoolID: 41,
  fullName: 'عمر فهمي',
  level: 'Level 1',
  type: 'Baby Class',
  levelCode: 12,
  typeCode: 77,
  days: 'Saturday, Tuesday',
  fromTo: '16:00 - 17:00',
  numberCapacity: '7 / 12',
  coachName: 'عمر فهمي',
  coachID: 11,
  firstDay: 216,
  secondDay: 219,
  startTime: '16:00',
  endTime: '17:00',
  capacity: 12,
  enrolled: 7,
  site: 62,
  startDate: '2025-01-05',
  endDate: '2026-10-01',
}

const plain = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u061c]/g, '').trim()

afterEach(async () => {
  setDigits('latn')
  await i18n.changeLanguage('en')
})

const open = () =>
  renderWithProviders(
    <SchoolDetailsDialog
      school={SCHOOL}
      onDetailsTab={() => undefined}
      onSwimmers={() => undefined}
      onClose={() => undefined}
    />,
  )

it('shows the ID and the dates in Arabic-Indic digits when that is the setting', async () => {
  await i18n.changeLanguage('ar')
  setDigits('arab')
  open()
  const values = within(await screen.findByRole('dialog'))
    .getAllByRole('definition')
    .map((cell) => plain(cell.textContent))
  expect(values).toContain('٤١')
  expect(values).toContain('٧ / ١٢')
  expect(values).toContain('١٦:٠٠ - ١٧:٠٠')
  expect(values).toContain('٠٥/٠١/٢٠٢٥')
  expect(values).toContain('خلصت في ٠١/١٠/٢٠٢٦')
  // Only the level's name (data, as the academy wrote it) keeps its Latin digit.
  expect(values.filter((value) => value !== 'Level 1').join(' ')).not.toMatch(/[0-9]/)
})

it('writes English dates in the one date format the app uses everywhere', async () => {
  open()
  const values = within(await screen.findByRole('dialog'))
    .getAllByRole('definition')
    .map((cell) => plain(cell.textContent))
  expect(values).toEqual(expect.arrayContaining(['41', '5 Jan 2025', 'Ended 1 Oct 2026']))
})
