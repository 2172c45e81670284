import { useState } from 'react'
import type { FormEvent } from 'react'
import { Alert, Button, Stack } from '@mui/material'
import { useSnackbar } from 'notistack'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { isLoginSuccessMessage } from '@contract/auth-messages'
import { paths } from '@/config/paths'
import { sendSession } from '@/session/sessionActor'
import { useLoginMutation } from './authApi'
import { LoginField } from './LoginField'
import { loginFailureMessage } from './loginMessages'
import type * as LoginRules from './loginRules'

// The contract's rules bring zod, so they load when the user starts typing (or, at the latest, on submit) rather than
// with the page. Once loaded they are kept, and a submit checks them at once as before.
let loginRules: typeof LoginRules | undefined
const loadLoginRules = async () => (loginRules ??= await import('./loginRules'))

// SPEC.md section 4: the form goes form → submitting → success | error.
type FormState =
  | { step: 'form' }
  | { step: 'submitting' }
  | { step: 'success' }
  | { step: 'error'; message: string; fields: Set<string> }

export function LoginForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { enqueueSnackbar } = useSnackbar()
  const [login] = useLoginMutation()
  const [userID, setUserID] = useState('')
  const [password, setPassword] = useState('')
  const [state, setState] = useState<FormState>({ step: 'form' })

  const fail = (message: string) => {
    setState({ step: 'error', message, fields: new Set() })
    enqueueSnackbar(t('login.failedToast'), { variant: 'error' })
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The same rules and messages the server applies, from the shared contract.
    const { loginRequest, validationMessage, invalidFields } = loginRules ?? (await loadLoginRules())
    const parsed = loginRequest.safeParse({ userID, password })
    if (!parsed.success) {
      setState({ step: 'error', message: validationMessage(parsed.error), fields: invalidFields(parsed.error) })
      return
    }
    setState({ step: 'submitting' })
    try {
      const { token, ...user } = await login(parsed.data).unwrap()
      if (!isLoginSuccessMessage(user.message)) return fail(user.message || t('login.failed'))
      setState({ step: 'success' })
      sendSession({ type: 'session.loggedIn', user, token })
      void navigate(paths.siteSelection, { replace: true })
    } catch (error) {
      fail(loginFailureMessage(error))
    }
  }

  const submitting = state.step === 'submitting' || state.step === 'success'
  const fieldError = (name: string) => state.step === 'error' && state.fields.has(name)

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit} onInput={() => void loadLoginRules()}>
      {state.step === 'error' && <Alert severity="error">{state.message}</Alert>}
      <LoginField
        id="login-user-id"
        name="userID"
        label={t('login.userId')}
        value={userID}
        onChange={(event) => setUserID(event.target.value)}
        error={fieldError('userID')}
        required
        autoFocus
        autoComplete="username"
        inputProps={{ inputMode: 'numeric', pattern: '[0-9]*' }}
      />
      <LoginField
        id="login-password"
        name="password"
        type="password"
        label={t('login.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError('password')}
        required
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </Stack>
  )
}
