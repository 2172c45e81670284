import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { OpenOffers } from './OpenOffers'
import { OFFER } from '@/testing/offersFixture'

jest.setTimeout(30_000)

function offersServer() {
  const calls: string[] = []
  server.use(
    http.get('/api/waitlist/offers', ({ request }) => {
      calls.push(`offers ${new URL(request.url).searchParams.get('site')}`)
      return HttpResponse.json(calls.some((call) => call.startsWith('decline')) ? [] : [OFFER])
    }),
    http.post('/api/waitlist/:id/decline', ({ params }) => {
      calls.push(`decline ${String(params.id)}`)
      return HttpResponse.json({
        message: 'Laila Samir declined the place in School 40: nobody else is waiting, the place is free',
        entry: {
          entryID: 5,
          schoolID: 40,
          swimmerID: 31,
          fullName: 'Laila Samir',
          addedOn: '2026-11-01',
          addedAt: '2026-11-01T10:00:00Z',
          note: '',
          position: null,
          status: 'declined',
          offeredOn: '2026-11-23',
          offerExpiresOn: '2026-11-26',
          closedOn: '2026-11-24',
          closedReason: 'Declined',
          enrolmentID: null,
        },
        nextOffer: null,
      })
    }),
  )
  return calls
}

describe('OpenOffers', () => {
  it("lists the site's open offers and declines one; the list follows", async () => {
    const calls = offersServer()
    signIn({ user: buildUser(), site: SMART_WAY })
    const { user } = renderWithProviders(<OpenOffers site={SMART_WAY} mayChange />, {
      userEventOptions: { delay: null },
    })
    const list = await screen.findByRole('list', { name: 'Open waitlist offers at Smart Way' })
    expect(within(list).getByText('Laila Samir (31)')).toBeInTheDocument()
    expect(within(list).getByText(/School 40 · Level 3 · Saturday, Tuesday/)).toBeInTheDocument()
    expect(calls).toEqual(['offers 61'])
    await user.click(within(list).getByRole('button', { name: 'Decline the offer to Laila Samir' }))
    expect(await screen.findByText(/declined the place in School 40/)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('No open offers at this site.')).toBeInTheDocument())
  })

  it('offers neither accept nor decline to a user who may not enrol', async () => {
    offersServer()
    signIn({ user: buildUser(), site: SMART_WAY })
    renderWithProviders(<OpenOffers site={SMART_WAY} mayChange={false} />)
    const list = await screen.findByRole('list', { name: 'Open waitlist offers at Smart Way' })
    expect(within(list).queryByRole('button')).not.toBeInTheDocument()
  })
})
