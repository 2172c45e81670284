import type { ComponentType } from 'react'
import { matchPath } from 'react-router-dom'
import type { ModuleCode } from '@contract/modules'
import { paths } from '@/config/paths'
import { loadOnce, retryableLazy } from '@/components/retryableLazy'
import type { RouteAccess } from '@/session/RequireSession'

type PreloadablePage = ComponentType & { preload: () => Promise<unknown> }

/**
 * Loads a page's module on first visit, so each route is its own chunk (and /login never loads a data grid). A chunk
 * that fails to download is asked for again when the error boundary's 'Try again' renders the page once more.
 */
const lazyPage = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): PreloadablePage => {
  const loadPage = loadOnce(load)
  return Object.assign(
    retryableLazy(async () => pick(await loadPage())),
    { preload: loadPage },
  )
}

export interface PageRoute {
  path: string
  /** 'public': anyone; otherwise the guard in src/session/RequireSession.tsx. */
  access: 'public' | RouteAccess
  /**
   * The module the page belongs to (SPEC.md section 1), checked by the one module guard (src/session/RequireModule)
   * before the page loads: a user without it sees the refusal, never a form the server would then refuse. A list
   * means any one of them (the timetable: Mod_SC or Mod_PT).
   */
  module?: ModuleCode | readonly ModuleCode[]
  Page: ComponentType
}

/**
 * The route table (SPEC.md section 2). A module page is one more entry, e.g.
 * { path: paths.swimmers, access: 'siteChosen', module: 'Mod_SW', Page: lazyPage(() => import('@/features/swimmers/SwimmersPage'), (m) => m.SwimmersPage) }.
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
    module: 'Mod_SW',
    Page: lazyPage(
      () => import(/* webpackChunkName: "swimmers" */ '@/features/swimmers/SwimmersPage'),
      (m) => m.SwimmersPage,
    ),
  },
  {
    path: paths.schools,
    access: 'siteChosen',
    module: 'Mod_SC',
    Page: lazyPage(
      () => import(/* webpackChunkName: "schools" */ '@/features/schools/SchoolsPage'),
      (m) => m.SchoolsPage,
    ),
  },
  {
    path: paths.schoolList,
    access: 'siteChosen',
    module: 'Mod_SC',
    Page: lazyPage(
      () => import(/* webpackChunkName: "school-list" */ '@/features/schoolList/SchoolListPage'),
      (m) => m.SchoolListPage,
    ),
  },
  {
    path: paths.coaches,
    access: 'siteChosen',
    module: 'Mod_CO',
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
    // Families (issue 28): by privilege (Mod_SW ViewFamilies), which the page's calls check; the Swimmers module first.
    path: paths.families,
    access: 'siteChosen',
    module: 'Mod_SW',
    Page: lazyPage(
      () => import(/* webpackChunkName: "families" */ '@/features/families/FamiliesPage'),
      (m) => m.FamiliesPage,
    ),
  },
  {
    path: paths.family,
    access: 'siteChosen',
    module: 'Mod_SW',
    Page: lazyPage(
      () => import(/* webpackChunkName: "family" */ '@/features/families/FamilyPage'),
      (m) => m.FamilyPage,
    ),
  },
  {
    // Messages to families (issue 29): by privilege (Mod_SW ViewMessages), which the page's calls check.
    path: paths.messages,
    access: 'siteChosen',
    module: 'Mod_SW',
    Page: lazyPage(
      () => import(/* webpackChunkName: "messages" */ '@/features/messages/MessagesPage'),
      (m) => m.MessagesPage,
    ),
  },
  {
    path: paths.settings,
    access: 'siteChosen',
    // Issue 27: Settings with the prices feature's tab and new-site field (composed in src/app).
    Page: lazyPage(
      () => import(/* webpackChunkName: "settings" */ './SettingsWithPrices'),
      (m) => m.SettingsWithPrices,
    ),
  },
  {
    path: paths.preTeam,
    access: 'siteChosen',
    module: 'Mod_PT',
    Page: lazyPage(
      () => import(/* webpackChunkName: "preteam" */ '@/features/preteam/PreTeamPage'),
      (m) => m.PreTeamPage,
    ),
  },
  {
    path: paths.preTeamList,
    access: 'siteChosen',
    module: 'Mod_PT',
    Page: lazyPage(
      () => import(/* webpackChunkName: "preteam-list" */ '@/features/preteamList/PreTeamListPage'),
      (m) => m.PreTeamListPage,
    ),
  },
  {
    path: paths.timetable,
    access: 'siteChosen',
    module: ['Mod_SC', 'Mod_PT'],
    Page: lazyPage(
      () => import(/* webpackChunkName: "timetable" */ '@/features/timetable/TimetablePage'),
      (m) => m.TimetablePage,
    ),
  },
  {
    // The money desk (issue 15): /money (due and owed) and /money/cashup; the page checks ViewInvoices.
    path: paths.moneyTab,
    access: 'siteChosen',
    Page: lazyPage(
      () => import(/* webpackChunkName: "money" */ '@/features/money/MoneyPage'),
      (m) => m.MoneyPage,
    ),
  },
  {
    path: paths.receipt,
    access: 'siteChosen',
    Page: lazyPage(
      () => import(/* webpackChunkName: "receipt" */ '@/features/money/ReceiptPage'),
      (m) => m.ReceiptPage,
    ),
  },
  {
    // The owner's view (issue 15): charts in this chunk only; the page checks ViewReports.
    path: paths.reports,
    access: 'siteChosen',
    Page: lazyPage(
      () => import(/* webpackChunkName: "reports" */ '@/features/reports/ReportsPage'),
      (m) => m.ReportsPage,
    ),
  },
  {
    // Skills and progress (issue 31): by privilege (Mod_SC EvaluateSkills, ApproveReportCards), which the calls check.
    path: paths.evaluate,
    access: 'siteChosen',
    Page: lazyPage(
      () => import(/* webpackChunkName: "evaluate" */ '@/features/progress/EvaluatePage'),
      (m) => m.EvaluatePage,
    ),
  },
  {
    path: paths.progress,
    access: 'siteChosen',
    Page: lazyPage(
      () => import(/* webpackChunkName: "progress" */ '@/features/progress/ProgressPage'),
      (m) => m.ProgressPage,
    ),
  },
  {
    path: paths.ready,
    access: 'siteChosen',
    Page: lazyPage(
      () => import(/* webpackChunkName: "ready" */ '@/features/progress/ReadyPage'),
      (m) => m.ReadyPage,
    ),
  },
  {
    path: paths.reportCard,
    access: 'siteChosen',
    Page: lazyPage(
      () => import(/* webpackChunkName: "report-card" */ '@/features/progress/ReportCardPage'),
      (m) => m.ReportCardPage,
    ),
  },
]

/** The route a path opens, if any (paths not listed fall through to the dashboard). */
export const routeFor = (pathname: string): PageRoute | undefined =>
  pageRoutes.find((route) => matchPath(route.path, pathname))

/**
 * Starts loading the page the browser opened while the session is still being checked, rather than after: the
 * page's code and the session check then take one round of requests instead of two.
 */
export function preloadPage(route: PageRoute) {
  void (route.Page as Partial<PreloadablePage>).preload?.().catch(() => undefined) // the page's own load reports it
}
