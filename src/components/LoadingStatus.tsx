import type { ReactNode } from 'react'
import { CircularProgress, Stack, Typography } from '@mui/material'

/**
 * A line saying what is loading, with a spinner beside it. The words are the status a screen reader announces; the
 * spinner is decoration, hidden from assistive technology: a progress bar without a name of its own is an axe
 * violation (aria-progressbar-name), and naming it too would announce the same words twice.
 */
export function LoadingStatus({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={size} aria-hidden />
      <Typography>{children}</Typography>
    </Stack>
  )
}
