import type { ReactNode } from 'react'
import { Card, CardContent, Typography } from '@mui/material'

/** One titled block of a settings tab (a form, or a lookup with its results). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}
