import { useEffect, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { Alert, Box, Button, List, ListItem, Stack, TextField, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import {
  TEMPLATE_PLACEHOLDERS,
  templatePreviewRequest,
  templateRequest,
  type TemplateItem,
  type TemplateRequest,
} from '@contract/messages'
import { getErrorMessage, getErrorStatus, isSessionEnd, serverFieldErrors } from '@/api/errors'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useMessagesT, type MessagesT } from '@/components/messages'
import { translateContractMessage } from '@/i18n/i18n'
import { ruleText } from '@/i18n/ruleText'
import { useSettingsT, type SettingsT } from './i18n'
import { usePreviewMessageTemplateMutation, useSaveMessageTemplateMutation, type TemplatePreview } from './templatesApi'

interface TemplateValues {
  body: string
  subject: string
}

/** What a preview was made from: shown only while the text, the subject and the swimmer are still those. */
interface Previewed {
  key: string
  answer: TemplatePreview
}

/** "Session cancelled · WhatsApp · English": the words a template is named by (the Edit button, the dialog). */
export function templateName(t: SettingsT, messagesT: MessagesT, item: TemplateItem) {
  return {
    // The events' names are the messages' own (the outbox's filter and cards use the same words).
    event: messagesT(`event.${item.event}`),
    channel: t(`templates.channel.${item.channel}`),
    language: t(`templates.language.${item.language}`),
  }
}

/** A template's or a preview's text as families read it: plain text in its own direction, line breaks kept, never markup. */
export function MessageText({ text, component = 'p' }: { text: string; component?: 'p' | 'blockquote' }) {
  return (
    <Typography
      component={component}
      dir="auto"
      sx={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        m: 0,
        ps: 1.5,
        borderInlineStart: 3,
        borderColor: 'divider',
      }}
    >
      {text}
    </Typography>
  )
}

/** An e-mail's subject, in its own direction beside the page's label. */
export function SubjectLine({ subject }: { subject: string }) {
  const t = useSettingsT()
  return (
    <Typography>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {t('templates.subject')}
      </Box>{' '}
      <bdi dir="auto">{subject}</bdi>
    </Typography>
  )
}

const keyOf = (body: string, subject: string, swimmer: string) => JSON.stringify([body, subject, swimmer])

/**
 * Edits one template (issue 29): its text (and an e-mail's subject), checked by the contract's templateRequest, with
 * the placeholders it may name, and a preview of the text as typed with a real swimmer's family (the swimmer number in
 * any digits; the contract folds them). Save sends the text; the server refuses an unknown placeholder or a plural
 * block that does not read, on its field.
 */
export function TemplateDialog({ item, onClose }: { item: TemplateItem; onClose: () => void }) {
  const t = useSettingsT()
  const messagesT = useMessagesT()
  const { enqueueSnackbar } = useSnackbar()
  const [save, saving] = useSaveMessageTemplateMutation()
  const [preview, previewing] = usePreviewMessageTemplateMutation()
  const email = item.channel === 'email'
  const dir = item.language === 'ar' ? 'rtl' : 'ltr'
  const name = templateName(t, messagesT, item)
  const form = useContractForm<TemplateValues, TemplateRequest>({
    schema: templateRequest,
    defaultValues: { body: item.body, subject: item.subject ?? '' },
    toPayload: ({ body, subject }) => (email ? { body, subject } : { body }),
    // An e-mail without a subject reads as spam; the contract alone would let it through.
    required: email ? { fields: ['body', 'subject'], message: t('templates.dialog.required') } : undefined,
  })
  const [swimmer, setSwimmer] = useState('')
  const [swimmerError, setSwimmerError] = useState<string>()
  const [previewError, setPreviewError] = useState<string>()
  const [previewed, setPreviewed] = useState<Previewed>()
  const [body, subject] = form.watch(['body', 'subject'])
  const current = previewed && previewed.key === keyOf(body, subject, swimmer) ? previewed.answer : undefined
  // A new preview is brought into view: below the placeholders, it would arrive out of sight on a phone.
  const previewBox = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (previewed) previewBox.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
  }, [previewed])

  const runPreview = async () => {
    setSwimmerError(undefined)
    setPreviewError(undefined)
    const request = { body, subject: email ? subject : undefined, swimmerID: swimmer }
    const checked = templatePreviewRequest.safeParse(request)
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const text = ruleText(issue.message)
        if (issue.path[0] === 'swimmerID') setSwimmerError(text)
        else if (issue.path[0] === 'body' || issue.path[0] === 'subject') {
          form.setError(issue.path[0], { type: 'contract', message: text })
        }
      }
      return
    }
    try {
      const answer = await preview({ id: item.templateID, ...request }).unwrap()
      setPreviewed({ key: keyOf(body, subject, swimmer), answer })
    } catch (error) {
      if (isSessionEnd(error)) return
      const fields = serverFieldErrors(error)
      for (const [field, text] of Object.entries(fields)) {
        const said = translateContractMessage(text)
        if (field === 'body' || field === 'subject') form.setError(field, { type: 'server', message: said })
        if (field === 'swimmerID') setSwimmerError(said)
      }
      // A swimmer not found (or not of the user's sites) is about the number typed.
      if (getErrorStatus(error) === 404) setSwimmerError(getErrorMessage(error))
      else if (Object.keys(fields).length === 0) setPreviewError(getErrorMessage(error))
    }
  }

  const previewOnEnter = (event: KeyboardEvent) => {
    // Enter in the swimmer's number previews; it does not save.
    if (event.key !== 'Enter') return
    event.preventDefault()
    if (!previewing.isLoading) void runPreview()
  }

  const submit = form.submitWith(async (payload) => {
    try {
      await save({ id: item.templateID, ...payload }).unwrap()
      // In words, not the server's event code ('session.cancelled'): the template as the tab names it.
      enqueueSnackbar(t('templates.saved', name), { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, getErrorMessage(error))) enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="template-edit"
      title={t('templates.dialog.title', name)}
      form={form}
      submitLabel={t('templates.dialog.save')}
      busy={saving.isLoading}
      maxWidth="md"
      onClose={onClose}
      onSubmit={submit}
    >
      {email && (
        <FormTextField
          name="subject"
          id="template-edit-subject"
          label={t('templates.dialog.subject')}
          required
          slotProps={{ htmlInput: { dir } }}
        />
      )}
      <FormTextField
        name="body"
        id="template-edit-body"
        label={t('templates.dialog.body')}
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { dir } }}
      />

      <Box component="section" aria-labelledby="template-edit-placeholders">
        <Typography variant="subtitle1" component="h3" id="template-edit-placeholders" sx={{ fontWeight: 600 }}>
          {t('templates.dialog.placeholders')}
        </Typography>
        <List
          dense
          disablePadding
          aria-labelledby="template-edit-placeholders"
          sx={{
            display: 'grid',
            columnGap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
            <ListItem key={placeholder} disableGutters sx={{ gap: 1, alignItems: 'baseline', py: 0.25 }}>
              <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', flexShrink: 0 }}>
                {`{${placeholder}}`}
              </Box>
              <Typography variant="body2">{t(`templates.placeholder.${placeholder}`)}</Typography>
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('templates.dialog.plural')}
          <Box
            component="code"
            dir="ltr"
            sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere', textAlign: 'start', mt: 0.5 }}
          >
            {t(`templates.dialog.pluralExample.${item.language}`)}
          </Box>
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="template-edit-preview">
        <Typography variant="subtitle1" component="h3" id="template-edit-preview" sx={{ fontWeight: 600, mb: 1 }}>
          {t('templates.dialog.previewHeading')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            id="template-preview-swimmer"
            label={t('templates.dialog.swimmer')}
            size="small"
            value={swimmer}
            onChange={(event) => {
              setSwimmer(event.target.value)
              setSwimmerError(undefined)
            }}
            onKeyDown={previewOnEnter}
            error={Boolean(swimmerError)}
            helperText={swimmerError ?? t('templates.dialog.swimmerHint')}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            sx={{ width: { sm: 260 } }}
          />
          <Button variant="outlined" onClick={() => void runPreview()} disabled={previewing.isLoading}>
            {previewing.isLoading ? t('templates.dialog.previewing') : t('templates.dialog.preview')}
          </Button>
        </Stack>
        <Box ref={previewBox}>
          {previewError && (
            <Alert severity="error" sx={{ mt: 1.5 }}>
              {previewError}
            </Alert>
          )}
          {previewed && !current && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('templates.dialog.previewStale')}
            </Typography>
          )}
          {current && (
            <Alert
              severity="info"
              icon={false}
              role="status"
              aria-label={t('templates.dialog.previewLabel')}
              sx={{ mt: 1.5 }}
            >
              <Stack spacing={1}>
                <Typography>
                  {t('templates.dialog.previewFor')} <bdi>{current.guardianName || t('templates.dialog.unnamed')}</bdi>
                </Typography>
                {current.subject !== null && <SubjectLine subject={current.subject} />}
                <MessageText text={current.text} component="blockquote" />
              </Stack>
            </Alert>
          )}
        </Box>
      </Box>
    </FormDialog>
  )
}
