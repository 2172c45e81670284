import { useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Grid, Stack, Typography } from '@mui/material'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import LockIcon from '@mui/icons-material/Lock'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import { useSnackbar } from 'notistack'
import { SETTINGS_CODES, actionsFetchQuery, addPrivilegesRequest } from '@contract/settings'
import type { Action } from '@contract/settings'
import { failureText, getErrorMessage } from '@/api/errors'
import { ruleText } from '@/i18n/ruleText'
import { firstError, zodFieldErrors } from './formErrors'
import { useSettingsT, type SettingsKey } from './i18n'
import en from './locales/en.json'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { useSettingsActionsQuery, useAddPrivilegesMutation, useRevokePrivilegeMutation } from './settingsApi'

interface PrivilegesPanelProps {
  userId: number
  /** The title whose privileges are edited; null when none was picked. */
  userType: { code: number; title: string } | null
  onClose: () => void
}

/**
 * The Actions panel (SPEC.md sections 2 and 4): totals, every action by its name in the UI's language, the title's
 * valid actions locked, the others toggled into a selection that 'Submit Privileges (n)' grants. Issue 27: each valid
 * action has Revoke (after a dialog) where the server would accept it (Actions/fetch's `revocable`), else 'Fixed for
 * this title'.
 */
export function PrivilegesPanel({ userId, userType, onClose }: PrivilegesPanelProps) {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const query = actionsFetchQuery.safeParse({ userId, userTypeId: userType?.code })
  const actions = useSettingsActionsQuery(query.success ? query.data : { userId, userTypeId: 0 }, {
    skip: !query.success,
  })
  const [addPrivileges, { isLoading: submitting }] = useAddPrivilegesMutation()
  const [revokePrivilege, { isLoading: revokingNow }] = useRevokePrivilegeMutation()
  const [revoking, setRevoking] = useState<Action | null>(null)
  const nameOf = useActionName()
  const moduleName = useModuleName()
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [problem, setProblem] = useState<string | null>(null)

  const failed = actions.isError
  useEffect(() => {
    if (failed && userType) {
      enqueueSnackbar(t('privileges.fetchFailed', { n: userType.code }), { variant: 'error' })
    }
  }, [failed, userType, enqueueSnackbar, t])

  const all = actions.data?.allActions ?? []
  const valid = new Set((actions.data?.validActions ?? []).map((action) => action.actionID))
  const revocable = new Set(actions.data?.revocable ?? [])

  const revoke = async () => {
    if (!revoking || !userType) return
    const names = { action: nameOf(revoking), title: userType.title }
    try {
      await revokePrivilege({ actionId: revoking.actionID, userType: userType.code }).unwrap()
      enqueueSnackbar(t('privileges.revoked', names), { variant: 'success' })
    } catch (error) {
      enqueueSnackbar(failureText(error, t('privileges.revokeFailed')), { variant: 'error' })
    }
    setRevoking(null)
  }

  const toggle = (action: Action) => {
    if (valid.has(action.actionID)) return
    setProblem(null)
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(action.actionID)) next.delete(action.actionID)
      else next.add(action.actionID)
      return next
    })
  }

  const submit = async () => {
    if (!userType) return setProblem(ruleText(SETTINGS_CODES.noUserType))
    const body = { privileges: [...selected].map((actionId) => ({ actionId, userType: userType.code })) }
    const parsed = addPrivilegesRequest.safeParse(body)
    if (!parsed.success) return setProblem(firstError(zodFieldErrors(parsed.error)) ?? null)
    setProblem(null)
    try {
      await addPrivileges(body).unwrap()
      enqueueSnackbar(t('privileges.added'), { variant: 'success' })
      setSelected(new Set())
    } catch (error) {
      setProblem(getErrorMessage(error))
      enqueueSnackbar(t('privileges.addFailed'), { variant: 'error' })
    }
  }

  return (
    <Card
      component="section"
      aria-label={userType ? t('privileges.heading', { title: userType.title }) : t('privileges.gridLabel')}
      sx={{ borderColor: 'primary.main' }}
    >
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h3" component="h3" sx={{ flexGrow: 1 }}>
            {userType ? t('privileges.heading', { title: userType.title }) : t('privileges.gridLabel')}
          </Typography>
          <Button onClick={onClose}>{t('privileges.close')}</Button>
        </Stack>

        {!userType && <Alert severity="warning">{ruleText(SETTINGS_CODES.noUserType)}</Alert>}
        {actions.isLoading && <CircularProgress size={28} aria-label={t('access.loading')} />}
        {failed && <Alert severity="error">{getErrorMessage(actions.error)}</Alert>}

        {actions.data && (
          <>
            <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }} aria-live="polite">
              <Chip label={t('privileges.total', { count: all.length })} />
              <Chip color="success" variant="outlined" label={t('privileges.valid', { count: valid.size })} />
              <Chip color="primary" label={t('privileges.selected', { count: selected.size })} />
            </Stack>
            <Grid
              container
              spacing={1}
              component="ul"
              aria-label={t('privileges.gridLabel')}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {all.map((action) => {
                const isValid = valid.has(action.actionID)
                const isSelected = selected.has(action.actionID)
                const state = isValid
                  ? t('privileges.validFixed')
                  : isSelected
                    ? t('privileges.selectedState')
                    : t('privileges.invalidClickable')
                const name = nameOf(action)
                return (
                  <Grid key={action.actionID} component="li" size={{ xs: 12, sm: 6, md: 4, xl: 3 }}>
                    <Button
                      fullWidth
                      variant={isSelected ? 'contained' : 'outlined'}
                      color={isValid ? 'success' : 'primary'}
                      disabled={isValid}
                      aria-pressed={isValid ? undefined : isSelected}
                      onClick={() => toggle(action)}
                      startIcon={
                        isValid ? <LockIcon /> : isSelected ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />
                      }
                      sx={{
                        justifyContent: 'flex-start',
                        textAlign: 'start',
                        py: 1,
                        '&.Mui-disabled': { color: 'success.dark', borderColor: 'success.light', bgcolor: '#edf7ed' },
                      }}
                    >
                      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
                        <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                          {name}
                        </Box>
                        <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 400 }}>
                          {moduleName(action.module)} · {state}
                        </Box>
                      </Box>
                    </Button>
                    {isValid && (
                      <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 0.5 }}>
                        {revocable.has(action.actionID) ? (
                          <Button
                            size="small"
                            color="error"
                            aria-label={t('privileges.revokeOne', { action: name })}
                            onClick={() => setRevoking(action)}
                          >
                            {t('privileges.revoke')}
                          </Button>
                        ) : (
                          <Typography variant="caption" color="text.secondary" sx={{ py: 0.5 }}>
                            {t('privileges.fixedForTitle')}
                          </Typography>
                        )}
                      </Stack>
                    )}
                  </Grid>
                )
              })}
            </Grid>
            {problem && userType && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            )}
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <Button variant="contained" onClick={submit} disabled={submitting}>
                {submitting ? t('privileges.submitting') : t('privileges.submit', { count: selected.size })}
              </Button>
            </Stack>
          </>
        )}
        {revoking && userType && (
          <ConfirmDialog
            open
            title={t('privileges.revokeTitle', { action: nameOf(revoking), title: userType.title })}
            message={t('privileges.revokeText', { action: nameOf(revoking), title: userType.title })}
            confirmLabel={t('privileges.revoke')}
            cancelLabel={t('privileges.cancel')}
            destructive
            focusCancel
            busy={revokingNow}
            onConfirm={revoke}
            onClose={() => setRevoking(null)}
          />
        )}
      </CardContent>
    </Card>
  )
}

/** A text key of the settings texts when the English texts have it (the catalogue may know actions they do not). */
function knownKey(key: string): SettingsKey | undefined {
  let node: unknown = en
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? (key as SettingsKey) : undefined
}

/** An action's name in the UI's language (issue 27: names, not codes), else its code. */
function useActionName() {
  const t = useSettingsT()
  return (action: Action) => {
    const key = knownKey(
      action.module === 'Settings'
        ? `actionNames.${action.actionName}`
        : `privileges.actions.${action.module}.${action.actionName}`,
    )
    return key ? t(key) : action.actionName
  }
}

/** A module's name in the UI's language, else its code. */
function useModuleName() {
  const t = useSettingsT()
  return (module: string) => {
    const key = knownKey(`privileges.modules.${module}`)
    return key ? t(key) : module
  }
}
