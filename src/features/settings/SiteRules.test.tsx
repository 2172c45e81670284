import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { SiteRules } from './SiteRules'

jest.setTimeout(30_000)

function rulesServer(canEdit: boolean) {
  const saved: unknown[] = []
  server.use(
    http.get('/api/sites/:id/settings', ({ params }) =>
      HttpResponse.json({
        siteID: Number(params.id),
        makeupExpiryWeeks: 4,
        waitlistOfferDays: 3,
        cancelGivesMakeup: true,
        canEdit,
      }),
    ),
    http.put('/api/sites/:id/settings', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>
      saved.push({ site: params.id, ...body })
      return HttpResponse.json({
        siteID: Number(params.id),
        makeupExpiryWeeks: 6,
        waitlistOfferDays: 2,
        cancelGivesMakeup: true,
        canEdit,
      })
    }),
  )
  return saved
}

describe('SiteRules', () => {
  it("shows the chosen site's rules and saves new ones", async () => {
    const saved = rulesServer(true)
    signIn({ user: buildUser(), site: SMART_WAY })
    const { user } = renderWithProviders(<SiteRules />, { userEventOptions: { delay: null } })
    const weeks = await screen.findByRole('textbox', { name: 'Make-up expiry (weeks)' })
    expect(weeks).toHaveValue('4')
    await user.clear(weeks)
    await user.type(weeks, '60')
    await user.click(screen.getByRole('button', { name: 'Save rules' }))
    expect(await screen.findAllByText('Make-up expiry must be a whole number of weeks from 1 to 52')).not.toHaveLength(
      0,
    )
    expect(saved).toEqual([])
    await user.clear(weeks)
    await user.type(weeks, '٦') // Arabic-Indic digits are numbers too (issue 25)
    const days = screen.getByRole('textbox', { name: 'Waitlist offer (days)' })
    await user.clear(days)
    await user.type(days, '2')
    // The make-up rule of sessions the academy cancels, on by default (issue 25).
    const cancelRule = screen.getByRole('checkbox', {
      name: 'A session the academy cancels or closes gives its swimmers a make-up credit',
    })
    expect(cancelRule).toBeChecked()
    await user.click(cancelRule)
    await user.click(screen.getByRole('button', { name: 'Save rules' }))
    await waitFor(() =>
      expect(saved).toEqual([{ site: '61', makeupExpiryWeeks: '٦', waitlistOfferDays: '2', cancelGivesMakeup: false }]),
    )
    expect(await screen.findByText('Site rules saved')).toBeInTheDocument()
  })

  it('is read-only for a user who may not change them', async () => {
    rulesServer(false)
    signIn({ user: buildUser(), site: SMART_WAY })
    renderWithProviders(<SiteRules />)
    expect(await screen.findByRole('textbox', { name: 'Waitlist offer (days)' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save rules' })).not.toBeInTheDocument()
  })
})
