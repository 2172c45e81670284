import type { ReactNode } from 'react'
import { Box, Typography } from '@mui/material'
import type { Breakpoint } from '@mui/material'
import { useDocumentTitle } from '@/hooks/useDocumentTitle'

interface PageContainerProps {
  /** The page's h1; also names the browser tab. */
  title: string
  /** The h1 as elements, when the title holds a code to isolate (Bidi's withIsolated); reads as `title`. */
  heading?: ReactNode
  /** Buttons shown beside the title. */
  actions?: ReactNode
  /** The widest the page grows: a breakpoint's width, as MUI's Container. */
  maxWidth?: Breakpoint
  children: ReactNode
}

/** The frame of every routed page: one h1 per page, a tab title that says where you are, consistent spacing. */
export function PageContainer({ title, heading, actions, maxWidth = 'lg', children }: PageContainerProps) {
  useDocumentTitle(title)

  return (
    // MUI's Container drawn with a Box (its width, centring and gutters): Container's own code, with its breakpoint
    // classes, was a download of its own on every page's first load (the swimmers page's budget, issue 17).
    <Box
      sx={{
        width: '100%',
        boxSizing: 'border-box',
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: { xs: 3, md: 4 },
        maxWidth: (theme) => theme.breakpoints.values[maxWidth],
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        {/* tabIndex -1: the shell moves the focus here after a navigation (useFocusHeadingOnNavigate). */}
        <Typography variant="h1" tabIndex={-1} sx={{ flexGrow: 1, '&:focus': { outline: 'none' } }}>
          {heading ?? title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  )
}
