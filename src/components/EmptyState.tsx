import type { ReactNode } from 'react'
import { Alert, AlertTitle } from '@mui/material'

interface EmptyStateProps {
  title: string
  children: ReactNode
  action?: ReactNode
  severity?: 'info' | 'warning'
}

/** Why there is nothing to show, as a real heading plus a sentence (and maybe a way out). */
export function EmptyState({ title, children, action, severity = 'info' }: EmptyStateProps) {
  return (
    <Alert severity={severity} action={action} sx={{ alignItems: 'center' }}>
      <AlertTitle component="h2">{title}</AlertTitle>
      {children}
    </Alert>
  )
}
