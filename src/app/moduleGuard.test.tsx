import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { MODULE_CODES } from '@contract/modules'
import { MODULE_PAGES } from '@/config/modules'
import { paths } from '@/config/paths'
import { CLUB_13, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderApp, signIn } from '@/testing/test-utils'
import { routeFor } from './routes'

describe('the route table', () => {
  it('declares the module of every module page and of the utility pages that belong to one', () => {
    for (const code of MODULE_CODES) expect(routeFor(MODULE_PAGES[code].path)?.module).toBe(code)
    expect(routeFor(paths.schoolList)?.module).toBe('Mod_SC')
    expect(routeFor(paths.preTeamList)?.module).toBe('Mod_PT')
    // The week (issue 14): schools or pre-teams, either will do.
    expect(routeFor(paths.timetable)?.module).toEqual(['Mod_SC', 'Mod_PT'])
    // Open to every signed-in user (SPEC.md section 2).
    expect(routeFor(paths.dashboard)?.module).toBeUndefined()
    expect(routeFor(paths.settings)?.module).toBeUndefined()
    expect(routeFor(paths.freeCoaches)?.module).toBeUndefined()
  })
})

describe('the module guard', () => {
  it.each([
    [paths.swimmers, 'Swimmers Management', 'Swimmers management'],
    [paths.schoolList, 'Schools', 'Schools management'],
    [paths.schools, 'Schools', 'Schools management'],
    [paths.coaches, 'Coaches', 'Coaches management'],
    [paths.preTeam, 'Pre-Team', 'Pre-team management'],
    [paths.preTeamList, 'Pre-Team', 'Pre-team management'],
  ])('refuses %s to a user without its module, before the page shows anything', async (path, heading, area) => {
    signIn({ user: buildUser({ modules: [] }), site: CLUB_13 })
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: `No access to ${area}` })).toBeInTheDocument()
    expect(
      screen.getByText(`Your user type does not have ${area}. Please contact your administrator.`),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /add|search|get data/i })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('opens the timetable for a user with either of its modules', async () => {
    server.use(http.get('/api/timetable', () => HttpResponse.json([])))
    signIn({ user: buildUser({ modules: ['Mod_PT'] }), site: CLUB_13 })
    renderApp(paths.timetable)
    expect(await screen.findByRole('heading', { level: 1, name: 'Timetable' }, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByText(/No access to/)).not.toBeInTheDocument()
  })

  it('refuses the timetable to a user with neither Mod_SC nor Mod_PT', async () => {
    signIn({ user: buildUser({ modules: ['Mod_SW', 'Mod_CO'] }), site: CLUB_13 })
    renderApp(paths.timetable)
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No access to Schools management' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Close a day' })).not.toBeInTheDocument()
  })

  it('opens the page for a user with the module', async () => {
    signIn({ user: buildUser({ modules: ['Mod_SC'] }), site: CLUB_13 })
    renderApp(paths.schoolList)
    expect(await screen.findByRole('button', { name: 'Get Data' })).toBeInTheDocument()
    expect(screen.queryByText(/No access to/)).not.toBeInTheDocument()
  })
})
