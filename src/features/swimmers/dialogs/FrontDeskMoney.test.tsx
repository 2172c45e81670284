import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { SwimmerDetails } from '@contract/swimmers'
import { CLUB_13 } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { NOUR } from '@/testing/swimmersTestServer'
import { ChangeSiteDialog } from './ChangeSiteDialog'
import { DetailsDialog } from './DetailsDialog'
import { UnfreezeDialog } from './UnfreezeDialog'

// Issue 25 at the front desk: Change Site says what will end before confirming (the group, paid until when, what
// will be owed); the swimmer's details show the money owed to the family and a freeze that starts later; Unfreeze
// asks, then ends the freeze.

jest.setTimeout(30_000)
process.env.TZ = 'UTC'

describe('front-desk money and freezes on the swimmer screen', () => {
  it('Change Site shows what the move would end and owe before confirming', async () => {
    server.use(
      http.get('/api/swimmers/501/change-site-preview', ({ request }) => {
        expect(new URL(request.url).searchParams.get('site')).toBe('61')
        return HttpResponse.json({
          endedEnrolments: [
            {
              kind: 'school',
              groupID: 1,
              levelName: 'Level 1',
              coachName: 'Omar Hassan',
              site: 62,
              siteName: 'Club 13',
              endDate: '2026-11-27',
              paidUntil: '2027-01-20',
              cancelledInvoices: [],
              owed: 684.21,
            },
          ],
          owed: 684.21,
        })
      }),
    )
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<ChangeSiteDialog swimmer={NOUR} onClose={() => undefined} />, {
      userEventOptions: { delay: null },
    })
    const dialog = await screen.findByRole('dialog', { name: 'Change Swimmer Site' })
    await user.click(within(dialog).getByRole('combobox', { name: /New Site/i }))
    await user.click(await screen.findByRole('option', { name: /Smart Way/ }))
    const status = await within(dialog).findByText(/^Moving ends these groups today:/)
    expect(status.textContent).toMatch(
      /School #1 with Omar Hassan .* at Club 13 \(paid until (20 Jan 2027|2027-01-20); owed to the family: .*684\.21\)/,
    )
    expect(status.textContent).toMatch(/Owed to the family in all: .*684\.21\.$/)
  })

  it('the details show the money owed to the family and a freeze that starts later', async () => {
    const details: Partial<SwimmerDetails> = {
      ...NOUR,
      birthDate: '2015-03-04',
      gender: 6,
      genderName: 'Female',
      startLevel: 12,
      startLevelName: 'Level 1',
      subscriptionEnd: '2027-01-20',
      frozenSince: null,
      freezeScheduled: '2027-05-01',
      primaryPhone: '01012345678',
      secondaryPhone: null,
      primaryJob: null,
      secondaryJob: null,
      email: null,
      address: null,
      createdAt: '2026-11-01T08:00:00.000Z',
      groups: [],
      owedToFamily: {
        owed: 150,
        credits: [
          {
            creditID: 1,
            amount: 150,
            reason: 'group-ended',
            kind: 'preteam',
            groupID: 25,
            invoiceID: 690,
            site: 62,
            siteName: 'Club 13',
            at: '2026-11-27T08:00:00.000Z',
            byName: 'Mona Administrator',
          },
        ],
      },
    }
    server.use(http.get('/api/swimmers/501/info-tab', () => HttpResponse.json(details)))
    signIn({ site: CLUB_13 })
    renderWithProviders(<DetailsDialog swimmer={NOUR} onClose={() => undefined} />)
    const dialog = await screen.findByRole('dialog', { name: 'Swimmer Details' })
    expect(await within(dialog).findByText(/^Active; frozen from (1 May 2027|2027-05-01)$/)).toBeInTheDocument()
    expect(within(dialog).getByText('Owed to the family')).toBeInTheDocument()
    expect(
      within(dialog).getByText(
        /^(EGP )?150\.00; (EGP )?150\.00, group 25 ended \((27 Nov 2026|2026-11-27), invoice 690\)$/,
      ),
    ).toBeInTheDocument()
  })

  it('Unfreeze asks, then ends the freeze', async () => {
    const sent: unknown[] = []
    server.use(
      http.post('/api/swimmers/unfreeze', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({
          message: "Nour Ahmed Hassan's freeze from 2027-05-01 is cancelled",
          freezeDate: '2027-05-01',
        })
      }),
    )
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<UnfreezeDialog swimmer={NOUR} onClose={() => undefined} />, {
      userEventOptions: { delay: null },
    })
    const dialog = await screen.findByRole('dialog', { name: 'Unfreeze Swimmer' })
    await user.click(within(dialog).getByRole('button', { name: 'Unfreeze' }))
    await waitFor(() => expect(sent).toEqual([{ swimmerID: 501, site: 62 }]))
    // The server's sentence, with its day as every screen shows one (issue 25: one date format).
    expect(await screen.findByText("Nour Ahmed Hassan's freeze from 1 May 2027 is cancelled")).toBeInTheDocument()
  })
})
