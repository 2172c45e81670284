import type { ReactNode } from 'react'
import { Box, Typography } from '@mui/material'

export type Fact = readonly [label: string, value: ReactNode]

/** Labelled values as a description list: the label above the value on a phone, beside it from 600 px. */
export function FactList({ facts, labelWidth = 170 }: { facts: readonly Fact[]; labelWidth?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `${labelWidth}px 1fr` },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 0.75, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
