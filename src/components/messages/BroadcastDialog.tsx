import { useState } from 'react'
import { Alert, Box, Button, Stack, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { broadcastRequest, type BroadcastRequest } from '@contract/messages'
import { LOOKUP_GROUP } from '@contract/lookup-tables'
import { getErrorMessage } from '@/api/errors'
import { FormDialog, FormNativeSelect, FormTextField, useContractForm } from '@/components/form'
import { useFormat } from '@/i18n/format'
import { useAppCode } from '@/lookups/useAppCode'
import { useMessagesT } from './i18n'
import { useCountBroadcastMutation, useSendBroadcastMutation, type BroadcastCount } from './broadcastApi'

/** The audiences offered on the messages page: the site, a level, the families owing money. */
const AUDIENCES = ['site', 'level', 'owing'] as const
/** A school's or a pre-team's families: a broadcast opened from the group's list of swimmers. */
export interface BroadcastGroup {
  kind: 'school' | 'preteam'
  id: number
  /** The group as staff know it ('School 12 — Level 2, Sat & Tue 17:00'). */
  name: string
}
type Audience = (typeof AUDIENCES)[number] | BroadcastGroup['kind']

interface BroadcastValues {
  audience: Audience
  id: string
  ar: string
  en: string
}

/**
 * A broadcast to an audience of the chosen site (issue 29): the words in Arabic and English (each guardian gets their
 * language), then Count and preview — the swimmers, their guardians once each, those left out for want of marketing
 * consent, and the first message as it will read — and only then Send, for exactly what was counted.
 */
export function BroadcastDialog({
  siteID,
  siteName,
  group,
  onClose,
}: {
  siteID: number
  siteName: string
  /** The families of this group only (no choice of audience). */
  group?: BroadcastGroup
  onClose: () => void
}) {
  const t = useMessagesT()
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const levels = useAppCode(LOOKUP_GROUP.level)
  const [count, counting] = useCountBroadcastMutation()
  const [send, sending] = useSendBroadcastMutation()
  // What was counted: Send is offered for these very words and audience, not for an edit made since.
  const [counted, setCounted] = useState<{ request: BroadcastRequest; answer: BroadcastCount }>()
  const form = useContractForm<BroadcastValues, BroadcastRequest>({
    schema: broadcastRequest,
    defaultValues: group
      ? { audience: group.kind, id: String(group.id), ar: '', en: '' }
      : { audience: 'site', id: '', ar: '', en: '' },
    toPayload: (values) => ({
      site: siteID,
      audience: values.audience,
      id: values.audience !== 'site' && values.audience !== 'owing' && values.id ? Number(values.id) : undefined,
      ar: values.ar,
      en: values.en,
    }),
  })
  const values = form.watch()
  const audience = values.audience
  const current = JSON.stringify([values.audience, values.id, values.ar, values.en])
  const stillCounted =
    counted &&
    JSON.stringify([
      counted.request.audience,
      String(counted.request.id ?? ''),
      counted.request.ar,
      counted.request.en,
    ]) === current

  const countFor = async (payload: BroadcastRequest) => {
    try {
      setCounted({ request: payload, answer: await count(payload).unwrap() })
    } catch (error) {
      if (form.fail(error, getErrorMessage(error))) enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  }
  const preview = form.submitWith(countFor)
  // Enter or the dialog's button: counts first; sends only what the user has seen counted.
  const submit = form.submitWith(async (payload) => {
    if (!stillCounted) return countFor(payload)
    try {
      const answer = await send(payload).unwrap()
      enqueueSnackbar(t('broadcast.sent', { count: answer.messages }), { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, getErrorMessage(error))) enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="broadcast-dialog"
      title={t('broadcast.title', { site: siteName })}
      form={form}
      submitLabel={stillCounted ? t('broadcast.send', { count: counted.answer.messages }) : t('broadcast.countFirst')}
      busyLabel={sending.isLoading ? t('broadcast.sending') : t('broadcast.counting')}
      cancelLabel={t('broadcast.cancel')}
      busy={counting.isLoading || sending.isLoading}
      // Nothing would be written: no guardian of the audience gave marketing consent.
      submitDisabled={stillCounted && counted.answer.messages === 0}
      onClose={onClose}
      onSubmit={submit}
    >
      {group ? (
        <Typography>{t('broadcast.toGroup', { group: group.name })}</Typography>
      ) : (
        <FormNativeSelect
          name="audience"
          id="broadcast-audience"
          label={t('broadcast.audience')}
          options={AUDIENCES.map((one) => ({ value: one, label: t(`broadcast.audiences.${one}`, { site: siteName }) }))}
        />
      )}
      {audience === 'level' && (
        <FormNativeSelect
          name="id"
          id="broadcast-level"
          label={t('broadcast.level')}
          options={[
            { value: '', label: '' },
            ...levels.items.map((level) => ({ value: String(level.code), label: level.description })),
          ]}
        />
      )}
      <FormTextField
        name="ar"
        id="broadcast-ar"
        label={t('broadcast.ar')}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { dir: 'rtl' } }}
      />
      <FormTextField
        name="en"
        id="broadcast-en"
        label={t('broadcast.en')}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <Box>
        <Button variant="outlined" onClick={() => void preview()} disabled={counting.isLoading}>
          {counting.isLoading ? t('broadcast.counting') : t('broadcast.preview')}
        </Button>
      </Box>
      {stillCounted && (
        <Alert severity={counted.answer.messages > 0 ? 'info' : 'warning'} role="status">
          <Stack spacing={1}>
            <Typography>
              {t('broadcast.reach', {
                swimmers: format.digitsOf(counted.answer.swimmers),
                guardians: format.digitsOf(counted.answer.guardians),
                left: format.digitsOf(counted.answer.withoutConsent),
                messages: format.digitsOf(counted.answer.messages),
              })}
            </Typography>
            {counted.answer.preview && (
              <Typography
                component="blockquote"
                dir="auto"
                sx={{ whiteSpace: 'pre-wrap', m: 0, ps: 1.5, borderInlineStart: 3, borderColor: 'divider' }}
              >
                {counted.answer.preview}
              </Typography>
            )}
          </Stack>
        </Alert>
      )}
    </FormDialog>
  )
}
