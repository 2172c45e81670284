import { useState } from 'react'
import type { FormEvent } from 'react'
import { useSnackbar } from 'notistack'
import { failureText } from '@/api/errors'

/**
 * A progress form's submit: runs `save`; a failure is shown in the form (`problem`) and as a toast, in the server's
 * words or the form's own sentence (`fallback`); a success clears it.
 */
export function useFormSubmit(save: () => Promise<void>, fallback: string) {
  const { enqueueSnackbar } = useSnackbar()
  const [problem, setProblem] = useState<string>()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void (async () => {
      try {
        await save()
        setProblem(undefined)
      } catch (error) {
        const text = failureText(error, fallback)
        setProblem(text)
        enqueueSnackbar(text, { variant: 'error' })
      }
    })()
  }
  return { problem, onSubmit }
}
