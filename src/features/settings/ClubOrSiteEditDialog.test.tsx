import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ACTIONS_BY_MODULE } from '@contract/modules'
import { FIXED_LOOKUPS, LOOKUP_GROUP } from '@contract/lookups'
import { applyLanguage } from '@/i18n/languages'
import { sessionActor } from '@/session/sessionActor'
import { otherTabEvent } from '@/session/followOtherTabs'
import { CLUB_13, SMART_WAY, TEST_TOKEN, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { ClubOrSiteTab } from './ClubOrSiteTab'

jest.setTimeout(30_000)

// Issue 25 (a gap left): an existing site or club could not be renamed, so the demo's sites could never be given an
// Arabic name. The Site and Club tabs have Edit on each row the user may rename (a site of theirs; a club only with
// every site), opening a dialog with both names; a renamed site refreshes the session's sites.

const CLUB_13_AR = { ...CLUB_13, nameAr: 'كلوب ١٣' }

afterEach(() => applyLanguage('en'))

function serveSites(rows: () => object[]) {
  server.use(
    http.get('/api/settings/access', () => HttpResponse.json({ actions: ACTIONS_BY_MODULE.Settings })),
    http.get('/api/Site/:id', () => HttpResponse.json(rows())),
  )
}

describe('renaming a site', () => {
  it('offers Edit on the sites of the user only, sends both names, and refreshes the list and the session', async () => {
    const sent: unknown[] = []
    let renamed = false
    serveSites(() => [
      { subId: 62, description: 'Club 13', ...(renamed && { descriptionAr: 'كلوب ١٣' }) },
      { subId: 61, description: 'Smart Way' },
      { subId: 63, description: 'Egypt' },
    ])
    server.use(
      http.put('/api/sites/:id', async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() })
        renamed = true
        return HttpResponse.json({
          message: 'Site updated successfully',
          subId: 62,
          description: 'Club 13',
          descriptionAr: 'كلوب ١٣',
        })
      }),
      http.get('/api/auth/me', () => HttpResponse.json(buildUser({ siteList: [CLUB_13_AR, SMART_WAY] }))),
    )
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<ClubOrSiteTab kind="site" />, { userEventOptions: { delay: null } })
    await user.click(screen.getByRole('button', { name: 'Get Site' }))
    const list = await screen.findByRole('list', { name: 'Sites' })
    expect(within(list).getByRole('button', { name: 'Edit Smart Way' })).toBeTruthy()
    // Egypt is not one of the user's sites: the server would refuse, so no Edit.
    expect(within(list).queryByRole('button', { name: 'Edit Egypt' })).toBeNull()

    await user.click(within(list).getByRole('button', { name: 'Edit Club 13' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit site Club 13' })
    expect(within(dialog).getByLabelText(/^Description/)).toHaveProperty('value', 'Club 13')
    await user.type(within(dialog).getByLabelText('Name in Arabic (optional)'), 'كلوب ١٣')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual([{ id: '62', body: { description: 'Club 13', descriptionAr: 'كلوب ١٣' } }])
    expect(await screen.findByText('Site Club 13 saved')).toBeTruthy()
    // The list shows the Arabic name beside the name; the session's site (and so the header) carries it.
    expect(await within(list).findByText('كلوب ١٣')).toBeTruthy()
    expect(sessionActor.getSnapshot().context.site).toEqual(CLUB_13_AR)
    expect(sessionActor.getSnapshot().context.user?.siteList).toContainEqual(CLUB_13_AR)
  })

  it('shows a refusal on the field and keeps the dialog open', async () => {
    serveSites(() => [{ subId: 61, description: 'Smart Way' }])
    server.use(
      http.put('/api/sites/:id', () =>
        HttpResponse.json(
          {
            code: 'lookup.nameTaken',
            message: 'A site named "Egypt" already exists',
            errors: { description: 'Already exists' },
          },
          { status: 409 },
        ),
      ),
    )
    signIn({ site: SMART_WAY })
    const { user } = renderWithProviders(<ClubOrSiteTab kind="site" />, { userEventOptions: { delay: null } })
    await user.click(screen.getByRole('button', { name: 'Get Site' }))
    await user.click(await screen.findByRole('button', { name: 'Edit Smart Way' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit site Smart Way' })
    const name = within(dialog).getByLabelText(/^Description/)
    await user.clear(name)
    await user.type(name, 'Egypt')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('A site named "Egypt" already exists')).toBeTruthy()
    expect(within(dialog).getByText('Already exists')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Edit site Smart Way' })).toBeTruthy()
  })

  it('checks the names as the server does before sending', async () => {
    let calls = 0
    serveSites(() => [{ subId: 61, description: 'Smart Way' }])
    server.use(
      http.put('/api/sites/:id', () => {
        calls++
        return HttpResponse.json({})
      }),
    )
    signIn({ site: SMART_WAY })
    const { user } = renderWithProviders(<ClubOrSiteTab kind="site" />, { userEventOptions: { delay: null } })
    await user.click(screen.getByRole('button', { name: 'Get Site' }))
    await user.click(await screen.findByRole('button', { name: 'Edit Smart Way' }))
    const dialog = await screen.findByRole('dialog')
    await user.clear(within(dialog).getByLabelText(/^Description/))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Please enter a description')).toBeTruthy()
    expect(calls).toBe(0)
  })

  it('reads in Arabic, with the Arabic name in the row and the label whole', async () => {
    await applyLanguage('ar')
    serveSites(() => [{ subId: 62, description: 'Club 13', descriptionAr: 'كلوب ١٣' }])
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<ClubOrSiteTab kind="site" />, { userEventOptions: { delay: null } })
    await user.click(await screen.findByRole('button', { name: 'عرض الفروع' }))
    await user.click(await screen.findByRole('button', { name: 'تعديل كلوب ١٣' }))
    const dialog = await screen.findByRole('dialog', { name: 'تعديل الفرع كلوب ١٣' })
    expect(within(dialog).getByLabelText('الاسم بالعربي (اختياري)')).toHaveProperty('value', 'كلوب ١٣')
    expect(within(dialog).getByRole('button', { name: 'حفظ' })).toBeTruthy()
  })
})

describe('renaming a club', () => {
  const serveClubs = () =>
    server.use(
      http.get('/api/settings/access', () => HttpResponse.json({ actions: ACTIONS_BY_MODULE.Settings })),
      http.get('/api/Club/:id', () => HttpResponse.json([{ subId: 87, description: 'Zamalek' }])),
    )

  it('is not offered to a user without every site (clubs are academy-wide)', async () => {
    serveClubs()
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<ClubOrSiteTab kind="club" />, { userEventOptions: { delay: null } })
    await user.click(screen.getByRole('button', { name: 'Get Club' }))
    expect(await screen.findByText('Zamalek')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Edit Zamalek' })).toBeNull()
  })

  it('is offered to a user of every site, and sends both names', async () => {
    serveClubs()
    const sent: unknown[] = []
    server.use(
      http.put('/api/clubs/:id', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({
          message: 'Club updated successfully',
          subId: 87,
          description: 'Zamalek',
          descriptionAr: 'الزمالك',
        })
      }),
    )
    const every = FIXED_LOOKUPS[LOOKUP_GROUP.site].map((site) => ({ id: site.code, name: site.description }))
    signIn({ user: buildUser({ sites: every.map((site) => site.name), siteList: every }), site: CLUB_13 })
    const { user } = renderWithProviders(<ClubOrSiteTab kind="club" />, { userEventOptions: { delay: null } })
    await user.click(screen.getByRole('button', { name: 'Get Club' }))
    await user.click(await screen.findByRole('button', { name: 'Edit Zamalek' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit club Zamalek' })
    await user.type(within(dialog).getByLabelText('Name in Arabic (optional)'), 'الزمالك')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toEqual([{ description: 'Zamalek', descriptionAr: 'الزمالك' }]))
  })
})

describe("the session's sites after a rename", () => {
  it('keeps the chosen site by id under its new name, and asks again for a site the user no longer has', () => {
    signIn({ site: CLUB_13 })
    const renamed = { id: 62, name: 'Club 13 East', nameAr: 'كلوب ١٣' }
    sessionActor.send({
      type: 'session.userRefreshed',
      user: buildUser({ sites: [renamed.name, SMART_WAY.name], siteList: [renamed, SMART_WAY] }),
    })
    expect(sessionActor.getSnapshot().context.site).toEqual(renamed)
    expect(sessionActor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true)
    sessionActor.send({
      type: 'session.userRefreshed',
      user: buildUser({ sites: ['Smart Way'], siteList: [SMART_WAY] }),
    })
    expect(sessionActor.getSnapshot().matches({ signedIn: 'needsSite' })).toBe(true)
  })

  it('another tab follows a rename of the same session, and ignores a copy of what it has', () => {
    const before = buildUser()
    const after = buildUser({ siteList: [CLUB_13_AR, SMART_WAY] })
    const context = { user: before, token: TEST_TOKEN, site: CLUB_13, pendingSite: null }
    expect(otherTabEvent({ status: 'found', user: after, token: TEST_TOKEN, site: CLUB_13_AR }, context)).toEqual({
      type: 'session.otherTab.userRefreshed',
      user: after,
    })
    expect(otherTabEvent({ status: 'found', user: { ...before }, token: TEST_TOKEN, site: CLUB_13 }, context)).toBe(
      null,
    )
  })
})
