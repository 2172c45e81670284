import type { ReactNode } from 'react'
import { Box, Typography } from '@mui/material'

interface ReadableSectionProps {
  id: string
  title: string
  /** Shown instead of the content when there is nothing to list. */
  emptyText?: string
  empty?: boolean
  children?: ReactNode
}

/** A titled part of a readable view (a level-3 heading: the dialog's title is the level-2 one). */
export function ReadableSection({ id, title, emptyText, empty = false, children }: ReadableSectionProps) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ '&:not(:first-child)': { mt: 3 } }}>
      <Typography id={`${id}-heading`} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        children
      )}
    </Box>
  )
}

/** A plain list of lines (each a sentence), with list semantics kept. */
export function LineList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ m: 0, pl: 2.5, '& > li': { mb: 0.75, typography: 'body2', overflowWrap: 'anywhere' } }}
    >
      {children}
    </Box>
  )
}
