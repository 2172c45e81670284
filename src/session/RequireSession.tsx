import { Navigate, Outlet } from 'react-router-dom'
import { FullPageSpinner } from '@/components/FullPageSpinner'
import { paths } from '@/config/paths'
import type { SessionStatus } from './sessionMachine'
import { useSessionStatus } from './useSession'

/** Who may open a route: signed-out visitors only (login), anyone signed in, or signed in with a site chosen. */
export type RouteAccess = 'guest' | 'signedIn' | 'siteChosen'

// Where each kind of route sends each session state (SPEC.md section 2); null lets the route render.
const REDIRECTS: Record<RouteAccess, Record<Exclude<SessionStatus, 'restoring'>, string | null>> = {
  guest: { loggedOut: null, needsSite: paths.siteSelection, ready: paths.dashboard },
  signedIn: { loggedOut: paths.login, needsSite: null, ready: null },
  siteChosen: { loggedOut: paths.login, needsSite: paths.siteSelection, ready: null },
}

/** Route guard: a spinner while the session is checked, else the route or a redirect. It only reads the machine. */
export function RequireSession({ access }: { access: RouteAccess }) {
  const status = useSessionStatus()
  if (status === 'restoring') return <FullPageSpinner />
  const redirect = REDIRECTS[access][status]
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />
}
