import type { ReactNode } from 'react'
import { Box, Container, Typography } from '@mui/material'
import type { ContainerProps } from '@mui/material'
import { useDocumentTitle } from '@/hooks/useDocumentTitle'

interface PageContainerProps {
  /** The page's h1; also names the browser tab. */
  title: string
  /** The h1 as elements, when the title holds a code to isolate (Bidi's withIsolated); reads as `title`. */
  heading?: ReactNode
  /** Buttons shown beside the title. */
  actions?: ReactNode
  maxWidth?: ContainerProps['maxWidth']
  children: ReactNode
}

/** The frame of every routed page: one h1 per page, a tab title that says where you are, consistent spacing. */
export function PageContainer({ title, heading, actions, maxWidth = 'lg', children }: PageContainerProps) {
  useDocumentTitle(title)

  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 4 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        {/* tabIndex -1: the shell moves the focus here after a navigation (useFocusHeadingOnNavigate). */}
        <Typography variant="h1" tabIndex={-1} sx={{ flexGrow: 1, '&:focus': { outline: 'none' } }}>
          {heading ?? title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Container>
  )
}
