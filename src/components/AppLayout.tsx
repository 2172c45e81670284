import { Suspense, useRef } from 'react'
import { Box } from '@mui/material'
import { Outlet, useLocation } from 'react-router-dom'
import { ErrorBoundary } from './ErrorBoundary'
import { FullPageSpinner } from './FullPageSpinner'
import { MAIN_ID, SkipLink } from './SkipLink'
import { TopNav } from './TopNav'
import { useFocusHeadingOnNavigate } from './useFocusHeadingOnNavigate'

/**
 * The signed-in frame: a skip link, navigation on top, the page below. Pages load lazily inside, so the bar stays
 * put; after each navigation the focus moves to the new page's heading.
 */
export function AppLayout() {
  const { pathname } = useLocation()
  const main = useRef<HTMLElement>(null)
  useFocusHeadingOnNavigate(main)
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <TopNav />
      {/* tabIndex -1: the skip link's target takes the focus, so Tab continues inside the page. */}
      <Box component="main" id={MAIN_ID} ref={main} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
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
