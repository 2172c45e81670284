import { Suspense } from 'react'
import { Box } from '@mui/material'
import { Outlet, useLocation } from 'react-router-dom'
import { ErrorBoundary } from './ErrorBoundary'
import { FullPageSpinner } from './FullPageSpinner'
import { TopNav } from './TopNav'

/** The signed-in frame: navigation on top, the page below. Pages load lazily inside, so the bar stays put. */
export function AppLayout() {
  const { pathname } = useLocation()
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopNav />
      <Box component="main">
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
