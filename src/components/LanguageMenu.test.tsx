import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { Preferences } from '@contract/preferences'
import { getDigits, setDigits } from '@/i18n/digits'
import { i18n } from '@/i18n/i18n'
import { CLUB_13, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderApp, signIn } from '@/testing/test-utils'

// The language switch of the top bar (issue 16): English or العربية, the page turning right to left, the choice saved
// for the user on the server, and the saved choice applied when the user signs in on another browser.

let saved: Preferences
const puts: unknown[] = []
const languagesSent: (string | null)[] = []

beforeEach(() => {
  saved = { language: null, digits: 'latn' }
  puts.length = 0
  languagesSent.length = 0
  server.use(
    http.get('/api/me/preferences', ({ request }) => {
      languagesSent.push(request.headers.get('accept-language'))
      return HttpResponse.json(saved)
    }),
    http.put('/api/me/preferences', async ({ request }) => {
      const body = (await request.json()) as Partial<Preferences>
      puts.push(body)
      saved = { ...saved, ...body }
      return HttpResponse.json(saved)
    }),
  )
})

afterEach(async () => {
  setDigits('latn')
  window.localStorage.removeItem('academy.language')
  window.localStorage.removeItem('academy.digits')
  await i18n.changeLanguage('en')
})

function renderSignedIn() {
  signIn({ user: buildUser({ modules: ['Mod_SW'] }), site: CLUB_13 })
  return renderApp('/dashboard')
}

describe('the language switch', () => {
  it('switches to Arabic: texts, lang="ar" dir="rtl", saved on the server', async () => {
    const user = userEvent.setup()
    renderSignedIn()
    await user.click(await screen.findByRole('button', { name: 'Language: English' }))
    // The menu's code downloads on the first opening.
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true')
    await user.click(within(menu).getByRole('menuitemradio', { name: 'العربية' }))

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'))
    expect(document.documentElement).toHaveAttribute('lang', 'ar')
    expect(await screen.findByRole('navigation', { name: 'القائمة الرئيسية' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'خروج' })).toBeInTheDocument()
    await waitFor(() => expect(puts).toEqual([{ language: 'ar' }]))
    expect(window.localStorage.getItem('academy.language')).toBe('ar')
  })

  it('offers Arabic-Indic digits in Arabic and saves that choice', async () => {
    const user = userEvent.setup()
    renderSignedIn()
    await user.click(await screen.findByRole('button', { name: 'Language: English' }))
    const arabic = await screen.findByRole('menuitemradio', { name: 'العربية' })
    expect(screen.queryByRole('menuitemradio', { name: /١٢٣/ })).not.toBeInTheDocument()
    await user.click(arabic)
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'))

    await user.click(await screen.findByRole('button', { name: 'اللغة: العربية' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'أرقام عربية (١٢٣)' }))
    await waitFor(() => expect(getDigits()).toBe('arab'))
    await waitFor(() => expect(puts).toContainEqual({ digits: 'arab' }))
  })

  it('applies the language saved for the user (chosen on another browser) once signed in', async () => {
    saved = { language: 'ar', digits: 'arab' }
    renderSignedIn()
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'))
    expect(await screen.findByRole('button', { name: 'اللغة: العربية' })).toBeInTheDocument()
    expect(getDigits()).toBe('arab')
    // Applying the saved choice saves nothing back.
    expect(puts).toEqual([])
  })

  it('goes back to English, left to right, and tells the server in the language of each request', async () => {
    const user = userEvent.setup()
    saved = { language: 'ar', digits: 'latn' }
    renderSignedIn()
    await user.click(await screen.findByRole('button', { name: 'اللغة: العربية' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }))
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'))
    expect(document.documentElement).toHaveAttribute('lang', 'en')
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument()
    await waitFor(() => expect(puts).toEqual([{ language: 'en' }]))
    expect(languagesSent[0]).toBe('en')
  })
})
