import { lazy } from 'react'
import type { ComponentType } from 'react'
import { paths } from '@/config/paths'
import type { RouteAccess } from '@/session/RequireSession'

/** Loads a page's module on first visit, so each route is its own chunk (and /login never loads a data grid). */
const lazyPage = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }))

export interface PageRoute {
  path: string
  /** 'public': anyone; otherwise the guard in src/session/RequireSession.tsx. */
  access: 'public' | RouteAccess
  Page: ComponentType
}

/**
 * The route table (SPEC.md section 2). A module page is one more entry, e.g.
 * { path: paths.swimmers, access: 'siteChosen', Page: lazyPage(() => import('@/features/swimmers/SwimmersPage'), (m) => m.SwimmersPage) }.
 * Paths not listed fall through to the dashboard.
 */
export const pageRoutes: PageRoute[] = [
  {
    path: paths.intro,
    access: 'public',
    Page: lazyPage(
      () => import(/* webpackChunkName: "intro" */ '@/features/intro/IntroPage'),
      (m) => m.IntroPage,
    ),
  },
  {
    path: paths.login,
    access: 'guest',
    Page: lazyPage(
      () => import(/* webpackChunkName: "login" */ '@/features/auth/LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: paths.siteSelection,
    access: 'signedIn',
    Page: lazyPage(
      () => import(/* webpackChunkName: "site-selection" */ '@/features/sites/SiteSelectionPage'),
      (m) => m.SiteSelectionPage,
    ),
  },
  {
    path: paths.dashboard,
    access: 'siteChosen',
    Page: lazyPage(
      () => import(/* webpackChunkName: "dashboard" */ '@/features/dashboard/DashboardPage'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: paths.swimmers,
    access: 'siteChosen',
    Page: lazyPage(
      () => import(/* webpackChunkName: "swimmers" */ '@/features/swimmers/SwimmersPage'),
      (m) => m.SwimmersPage,
    ),
  },
  {
    path: paths.schools,
    access: 'siteChosen',
    Page: lazyPage(
      () => import(/* webpackChunkName: "schools" */ '@/features/schools/SchoolsPage'),
      (m) => m.SchoolsPage,
    ),
  },
  {
    path: paths.schoolList,
    access: 'siteChosen',
    Page: lazyPage(
      () => import(/* webpackChunkName: "school-list" */ '@/features/schoolList/SchoolListPage'),
      (m) => m.SchoolListPage,
    ),
  },
  {
    path: paths.coaches,
    access: 'siteChosen',
    Page: lazyPage(
      () => import(/* webpackChunkName: "coaches" */ '@/features/coaches/CoachesPage'),
      (m) => m.CoachesPage,
    ),
  },
  {
    path: paths.freeCoaches,
    access: 'siteChosen',
    Page: lazyPage(
      () => import(/* webpackChunkName: "free-coaches" */ '@/features/freeCoaches/FreeCoachesPage'),
      (m) => m.FreeCoachesPage,
    ),
  },
  {
    path: paths.settings,
    access: 'siteChosen',
    Page: lazyPage(
      () => import(/* webpackChunkName: "settings" */ '@/features/settings/SettingsPage'),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: paths.preTeam,
    access: 'siteChosen',
    Page: lazyPage(
      () => import(/* webpackChunkName: "preteam" */ '@/features/preteam/PreTeamPage'),
      (m) => m.PreTeamPage,
    ),
  },
  {
    path: paths.preTeamList,
    access: 'siteChosen',
    Page: lazyPage(
      () => import(/* webpackChunkName: "preteam-list" */ '@/features/preteamList/PreTeamListPage'),
      (m) => m.PreTeamListPage,
    ),
  },
]
