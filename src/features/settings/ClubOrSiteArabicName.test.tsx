import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ACTIONS_BY_MODULE } from '@contract/modules'
import { CLUB_13 } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { ClubOrSiteTab } from './ClubOrSiteTab'

jest.setTimeout(30_000)

// Issue 25 (a gap left): a site or club could not be given an Arabic name. The tabs have an optional field for it,
// sent with the insert (the header and site picker show it in Arabic: features/sites/SiteArabicName.test.tsx).

describe('the Site and Club tabs take the Arabic name', () => {
  it('sends the Arabic name typed with the new site', async () => {
    const sent: unknown[] = []
    server.use(
      http.get('/api/settings/access', () => HttpResponse.json({ actions: ACTIONS_BY_MODULE.Settings })),
      http.post('/api/Site/insert', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({
          message: 'Site inserted successfully',
          subId: 70,
          description: 'Heliopolis',
          descriptionAr: 'مصر الجديدة',
        })
      }),
    )
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<ClubOrSiteTab kind="site" />, { userEventOptions: { delay: null } })
    await user.type(screen.getByLabelText(/^Description/), 'Heliopolis')
    await user.type(screen.getByLabelText('Name in Arabic (optional)'), 'مصر الجديدة')
    await user.click(screen.getByRole('button', { name: 'Insert Site' }))
    await waitFor(() => expect(sent).toEqual([{ description: 'Heliopolis', descriptionAr: 'مصر الجديدة' }]))
  })
})
