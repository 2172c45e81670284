import { Component } from 'react'
import type { ErrorInfo, ReactNode } from 'react'
import { Alert, AlertTitle, Box, Button } from '@mui/material'
import { Translation } from 'react-i18next'
import { isChunkLoadError } from '@/api/errors'

interface ErrorBoundaryState {
  failed: 'no' | 'crash' | 'chunk'
}

/**
 * Catches a page (or part of one) that throws while rendering, or whose code fails to download, so the rest of the
 * shell (navigation, logout) and of the page keeps working. Code that could not be downloaded is not a crash: it
 * says so and offers to try again, which downloads it anew (see retryableLazy), or to reload.
 * React still needs a class component for this.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: 'no' }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: isChunkLoadError(error) ? 'chunk' : 'crash' }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  render() {
    const { failed } = this.state
    if (failed === 'no') return this.props.children
    return (
      <Translation>
        {(t) => (
          <Alert severity={failed === 'chunk' ? 'warning' : 'error'} sx={{ m: { xs: 2, md: 3 } }}>
            <AlertTitle component="h2">{failed === 'chunk' ? t('app.chunkTitle') : t('app.crashTitle')}</AlertTitle>
            {failed === 'chunk' ? t('app.chunkText') : t('app.crashText')}
            {/* Below the text rather than beside it, so a phone keeps the sentence readable. A Box, not a Stack:
                Stack's code would be on /login only for this. */}
            <Box sx={{ display: 'flex', gap: 1, mt: 1.5, ml: -1 }}>
              {failed === 'chunk' && (
                <Button color="inherit" onClick={() => this.setState({ failed: 'no' })}>
                  {t('app.retry')}
                </Button>
              )}
              <Button color="inherit" onClick={() => window.location.reload()}>
                {t('app.reload')}
              </Button>
            </Box>
          </Alert>
        )}
      </Translation>
    )
  }
}
