import { Suspense, useRef } from 'react'
import { Box } from '@mui/material'
import { Outlet, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import { ErrorBoundary } from './ErrorBoundary'
import { FullPageSpinner } from './FullPageSpinner'
import { MAIN_ID, SkipLink } from './SkipLink'
import { TopNav } from './TopNav'
import { useFocusHeadingOnNavigate } from './useFocusHeadingOnNavigate'
import { useGrantedActions } from './useGrantedActions'

/**
 * The signed-in frame: a skip link, navigation on top, the page below. Pages load lazily inside, so the bar stays
 * put; after each navigation the focus moves to the new page's heading. Until the user's privileges are known the
 * page loads unseen: the bar gains its privilege links then (Money, Reports, Families…: a second row at 1366 px) and
 * a page its privilege buttons, which moved everything below them (Lighthouse counted 0.19 of layout shift on
 * /dashboard/swimmers and /timetable). The page's code and data still load meanwhile.
 */
export function AppLayout() {
  const { pathname } = useLocation()
  const main = useRef<HTMLElement>(null)
  useFocusHeadingOnNavigate(main)
  // Site selection asks for no privilege: it stays in sight while they load after Continue.
  const unseen = useGrantedActions().pending && pathname !== paths.siteSelection
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <TopNav />
      {/* tabIndex -1: the skip link's target takes the focus, so Tab continues inside the page. */}
      <Box
        component="main"
        id={MAIN_ID}
        ref={main}
        tabIndex={-1}
        aria-busy={unseen}
        sx={{ '&:focus': { outline: 'none' }, visibility: unseen ? 'hidden' : undefined }}
      >
        {/* Keyed by path so a page that crashed does not keep its error after the user navigates away. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
    </Box>
  )
}
