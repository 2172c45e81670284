import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { DEFAULT_ACADEMY_TIME_ZONE } from '@contract/academy-clock'
import { getAcademyTimeZone, setAcademyTimeZone } from '@/i18n/academyTimeZone'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { AcademyTimeZone } from './AcademyTimeZone'

jest.setTimeout(30_000)

afterEach(() => act(() => setAcademyTimeZone(DEFAULT_ACADEMY_TIME_ZONE)))

// Issue 25: the academy's time zone is set on the Site tab beside its Arabic name; the app's dates follow it at once.
describe('AcademyTimeZone', () => {
  it('offers the zones, shows the refusal beside the field, and saves one with the currency as it was', async () => {
    const saved: unknown[] = []
    server.use(
      http.get('/api/settings/academy', () =>
        HttpResponse.json({ currency: 'USD', nameAr: 'أكاديمية السباحة', timeZone: 'Africa/Cairo' }),
      ),
      http.put('/api/settings/academy', async ({ request }) => {
        const body = (await request.json()) as { currency: string; timeZone: string }
        if (body.timeZone === 'Asia/Tokyo') {
          const text = 'Time zone must be a time zone name such as Africa/Cairo or Asia/Dubai'
          return HttpResponse.json({ message: `timeZone: ${text}`, errors: { timeZone: text } }, { status: 400 })
        }
        saved.push(body)
        return HttpResponse.json({ currency: body.currency, nameAr: 'أكاديمية السباحة', timeZone: body.timeZone })
      }),
    )
    signIn({ user: buildUser(), site: SMART_WAY })
    const { user } = renderWithProviders(<AcademyTimeZone />, { userEventOptions: { delay: null } })
    const field = await screen.findByRole('combobox', { name: 'Time zone' })
    expect(field).toHaveValue('Africa/Cairo')

    await user.clear(field)
    await user.type(field, 'Asia/Tok')
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Asia/Tokyo' }))
    await user.click(screen.getByRole('button', { name: 'Save time zone' }))
    expect(
      await screen.findByText('Time zone must be a time zone name such as Africa/Cairo or Asia/Dubai'),
    ).toBeInTheDocument()
    expect(saved).toEqual([])
    expect(getAcademyTimeZone()).toBe('Africa/Cairo')

    await user.clear(field)
    await user.type(field, 'Asia/Dub')
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Asia/Dubai' }))
    await user.click(screen.getByRole('button', { name: 'Save time zone' }))
    await waitFor(() => expect(saved).toEqual([{ currency: 'USD', timeZone: 'Asia/Dubai' }]))
    expect(await screen.findByText('Academy time zone saved')).toBeInTheDocument()
    expect(getAcademyTimeZone()).toBe('Asia/Dubai')
  })
})
