import { Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { FullPageSpinner } from '@/components/FullPageSpinner'
import { loadOnce, retryableLazy } from '@/components/retryableLazy'
import { paths } from '@/config/paths'
import { RequireModule } from '@/session/RequireModule'
import { RequireSession } from '@/session/RequireSession'
import { pageRoutes, preloadPage, routeFor } from './routes'
import type { PageRoute } from './routes'

// The navigation frame is for signed-in pages only, so the sign-in page does not load it.
const loadLayout = loadOnce(() => import(/* webpackChunkName: "layout" */ '@/components/AppLayout'))
const AppLayout = retryableLazy(async () => (await loadLayout()).AppLayout)

/** Starts loading the code the opened path needs (its page, and the navigation frame for a signed-in page). */
export function preloadPath(pathname: string) {
  const route = routeFor(pathname)
  if (!route) return
  preloadPage(route)
  if (route.access !== 'public' && route.access !== 'guest') void loadLayout().catch(() => undefined)
}

const routesFor = (access: PageRoute['access']) =>
  pageRoutes
    .filter((route) => route.access === access)
    .map(({ path, Page, module }) => (
      <Route
        key={path}
        path={path}
        element={
          module ? (
            <RequireModule module={module}>
              <Page />
            </RequireModule>
          ) : (
            <Page />
          )
        }
      />
    ))

/**
 * The route tree: public pages bare, the login page only for signed-out visitors, and every signed-in page inside
 * the navigation layout, behind the session guards. Anything unknown goes to the dashboard (SPEC.md section 2).
 */
export function AppRoutes() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>
        <Routes>
          {routesFor('public')}
          <Route element={<RequireSession access="guest" />}>{routesFor('guest')}</Route>
          <Route element={<RequireSession access="signedIn" />}>
            <Route element={<AppLayout />}>
              {routesFor('signedIn')}
              <Route element={<RequireSession access="siteChosen" />}>{routesFor('siteChosen')}</Route>
            </Route>
          </Route>
          <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  )
}
