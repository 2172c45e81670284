import { Component } from 'react'
import type { ErrorInfo, ReactNode } from 'react'
import { Alert, AlertTitle, Button } from '@mui/material'
import { Translation } from 'react-i18next'

interface ErrorBoundaryState {
  failed: boolean
}

/**
 * Catches a page that throws while rendering, or whose code chunk fails to download, so the rest of the shell
 * (navigation, logout) keeps working. React still needs a class component for this.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false }

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <Translation>
        {(t) => (
          <Alert
            severity="error"
            sx={{ m: 3 }}
            action={
              <Button color="inherit" onClick={() => window.location.reload()}>
                {t('app.reload')}
              </Button>
            }
          >
            <AlertTitle>{t('app.crashTitle')}</AlertTitle>
            {t('app.crashText')}
          </Alert>
        )}
      </Translation>
    )
  }
}
