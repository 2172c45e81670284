import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { AcademyName } from './AcademyName'

jest.setTimeout(30_000)

// Issue 25: the academy's name in Arabic (the Arabic receipt's header) is set on the Site tab.
describe('AcademyName', () => {
  it("shows the academy's Arabic name and saves a new one with the currency as it was", async () => {
    const saved: unknown[] = []
    server.use(
      http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'USD', nameAr: 'أكاديمية السباحة' })),
      http.put('/api/settings/academy', async ({ request }) => {
        const body = (await request.json()) as { currency: string; nameAr: string }
        saved.push(body)
        return HttpResponse.json(body)
      }),
    )
    signIn({ user: buildUser(), site: SMART_WAY })
    const { user } = renderWithProviders(<AcademyName />, { userEventOptions: { delay: null } })
    const name = await screen.findByRole('textbox', { name: 'Arabic name' })
    expect(name).toHaveValue('أكاديمية السباحة')
    await user.clear(name)
    await user.click(screen.getByRole('button', { name: 'Save name' }))
    expect(await screen.findAllByText("The academy's Arabic name must be 1 to 100 characters")).not.toHaveLength(0)
    expect(saved).toEqual([])
    await user.type(name, 'أكاديمية النيل')
    await user.click(screen.getByRole('button', { name: 'Save name' }))
    await waitFor(() => expect(saved).toEqual([{ currency: 'USD', nameAr: 'أكاديمية النيل' }]))
    expect(await screen.findByText('Academy name saved')).toBeInTheDocument()
  })
})
