import { useEffect } from 'react'
import { useSnackbar } from 'notistack'
import { isSessionEnd } from '../failure'

/** A tab that could not be loaded: the screen's toast, and the dialog closes (there is nothing to show). */
export function useLoadFailure(isError: boolean, error: unknown, text: string, onClose: () => void): void {
  const { enqueueSnackbar } = useSnackbar()
  useEffect(() => {
    if (!isError) return
    if (!isSessionEnd(error)) enqueueSnackbar(text, { variant: 'error' })
    onClose()
  }, [isError, error, text, enqueueSnackbar, onClose])
}
