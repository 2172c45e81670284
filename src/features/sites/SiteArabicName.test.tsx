import { screen, within } from '@testing-library/react'
import { TopNav } from '@/components/TopNav'
import { applyLanguage } from '@/i18n/languages'
import { CLUB_13, SMART_WAY, buildUser } from '@/testing/fixtures'
import { renderApp, renderWithProviders, signIn } from '@/testing/test-utils'

jest.setTimeout(30_000)

// Issue 25 (a gap left): sites and clubs had no Arabic name, so the Arabic header and site picker read 'Club 13'. A
// site's Arabic name (typed in Settings, optional) is shown when the UI is Arabic; without one, its name is.

const plain = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u2066-\u2069\u061c]/g, '')
const CLUB_13_AR = { ...CLUB_13, nameAr: 'كلوب ١٣' }
const arabicUser = () => buildUser({ siteList: [CLUB_13_AR, SMART_WAY] })

afterEach(() => applyLanguage('en'))

describe("a site's Arabic name", () => {
  it('the site picker shows it in Arabic, and the name for a site without one', async () => {
    await applyLanguage('ar')
    signIn({ user: arabicUser() })
    const { user } = renderApp('/site-selection')
    await user.click(await screen.findByRole('combobox'))
    const options = within(screen.getByRole('listbox')).getAllByRole('option')
    expect(options.map((option) => plain(option.textContent))).toEqual(['كلوب ١٣ (62)', 'Smart Way (61)'])
  })

  it('the site picker shows the name in English', async () => {
    signIn({ user: arabicUser() })
    const { user } = renderApp('/site-selection')
    await user.click(await screen.findByRole('combobox', { name: 'Site' }))
    const options = within(screen.getByRole('listbox', { name: 'Site' })).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Club 13 (62)', 'Smart Way (61)'])
  })

  it('the header shows the chosen site by its Arabic name in Arabic, by its name in English', async () => {
    await applyLanguage('ar')
    signIn({ user: arabicUser(), site: CLUB_13 })
    const view = renderWithProviders(<TopNav />)
    expect(await screen.findByText((_text, node) => plain(node?.textContent ?? '') === 'الفرع: كلوب ١٣')).toBeTruthy()
    view.unmount()
    await applyLanguage('en')
    renderWithProviders(<TopNav />)
    expect(await screen.findByText((_text, node) => plain(node?.textContent ?? '') === 'Site: Club 13')).toBeTruthy()
  })
})
