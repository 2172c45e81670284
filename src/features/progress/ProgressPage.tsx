import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material'
import { useSnackbar } from 'notistack'
import { Link as RouterLink, useParams } from 'react-router-dom'
import type { NoteAudience, ProgressHistoryEntry, SwimmerProgress } from '@contract/progress'
import { failureText } from '@/api/errors'
import { Isolated, withIsolated } from '@/components/Bidi'
import { EmptyState } from '@/components/EmptyState'
import { LoadingStatus } from '@/components/LoadingStatus'
import { PageContainer } from '@/components/PageContainer'
import { useGrantedActions } from '@/components/useGrantedActions'
import { reportCardPath } from '@/config/progressLinks'
import { useFormat } from '@/i18n/format'
import { dataText } from '@/i18n/i18n'
import { useProgressT } from './i18n'
import { useFormSubmit } from './useFormSubmit'
import type { ProgressT } from './i18n'
import { useAddProgressNoteMutation, useSignOffMutation, useSwimmerProgressQuery } from './progressApi'

// A swimmer's progress (issue 31): /swimmers/{id}/progress, their level and its pass rule, each skill's rating (who
// and when), ready or not, the notes for staff and the notes the family may see (kept apart), and the timeline of
// evaluations, level changes, sign-offs and notes, newest first.

export function ProgressPage() {
  const t = useProgressT()
  const { swimmerID = '' } = useParams()
  const id = /^\d{1,12}$/.test(swimmerID) ? Number(swimmerID) : undefined
  const progress = useSwimmerProgressQuery(id ?? 0, { skip: id === undefined })
  const data = progress.data
  if (!data)
    return (
      <PageContainer title={t('progress.title')} maxWidth="md">
        {id === undefined ? (
          <EmptyState title={t('progress.title')}>{t('progress.badId')}</EmptyState>
        ) : progress.isError ? (
          <Alert severity="error">{failureText(progress.error, t('progress.failed'))}</Alert>
        ) : (
          <LoadingStatus>{t('progress.loading')}</LoadingStatus>
        )}
      </PageContainer>
    )
  return <ProgressView progress={data} />
}

function ProgressView({ progress }: { progress: SwimmerProgress }) {
  const t = useProgressT()
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const { privileges } = useGrantedActions()
  const [signOff, signing] = useSignOffMutation()
  const level = dataText(progress.levelName)
  const maySignOff = privileges.includes('Mod_SC:ApproveReportCards') && progress.signOff && !progress.signedOff
  const rated = (at: string | null, by: string | null) =>
    at ? t('progress.rated', { when: format.dateTime(at), name: by ?? '—' }) : t('progress.neverRated')

  const signOffLevel = async () => {
    try {
      const answer = await signOff(progress.swimmerID).unwrap()
      enqueueSnackbar(answer.message, { variant: 'success' })
    } catch (error) {
      enqueueSnackbar(failureText(error, t('progress.signOffFailed')), { variant: 'error' })
    }
  }

  return (
    <PageContainer
      title={t('progress.titleOf', { name: progress.fullName })}
      heading={withIsolated((_ltr, own) => t('progress.titleOf', { name: own(progress.fullName) }))}
      maxWidth="lg"
      actions={
        <Button component={RouterLink} to={reportCardPath(progress.swimmerID)} variant="outlined">
          {t('progress.reportCard')}
        </Button>
      }
    >
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>
            {withIsolated((_ltr, own) => t('progress.level', { level: own(level) }))}
          </Typography>
          <Chip
            size="small"
            color={progress.ready ? 'success' : 'default'}
            variant={progress.ready ? 'filled' : 'outlined'}
            label={progress.ready ? t('progress.ready') : t('progress.notReady')}
          />
        </Stack>
        <Typography>
          {progress.nextLevelName
            ? withIsolated((_ltr, own) =>
                t('progress.nextLevel', { level: own(dataText(progress.nextLevelName ?? '')) }),
              )
            : t('progress.lastLevel')}
        </Typography>
        <Typography variant="body2">
          {progress.passRule === 'nOfM'
            ? t('progress.ruleNOfM', { count: progress.passCount ?? 0 })
            : t('progress.ruleAllRequired')}{' '}
          {progress.signOff && (progress.signedOff ? t('progress.signedOff') : t('progress.signOffNeeded'))}
        </Typography>
        {maySignOff && (
          <Box>
            <Button variant="outlined" disabled={signing.isLoading} onClick={() => void signOffLevel()}>
              {t('progress.signOff', { level })}
            </Button>
          </Box>
        )}
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('progress.skills')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {progress.skills.map((skill) => (
              <Box
                component="li"
                key={skill.skillID}
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Box>
                  <Typography>
                    <Isolated>{format.language === 'ar' ? skill.nameAr : skill.nameEn}</Isolated>
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {skill.required && `${t('progress.required')} · `}
                    {rated(skill.at, skill.by)}
                  </Typography>
                </Box>
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{t(`rating.${skill.rating}`)}</Typography>
              </Box>
            ))}
          </Box>
          <Notes title={t('progress.staffNotes')} notes={progress.staffNotes} />
          <Notes title={t('progress.familyNotes')} notes={progress.familyNotes} />
          {privileges.includes('Mod_SC:EvaluateSkills') && <AddNote swimmerID={progress.swimmerID} />}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('progress.timeline')}
          </Typography>
          {progress.history.length === 0 ? (
            <Typography>{t('progress.timelineEmpty')}</Typography>
          ) : (
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {progress.history.map((entry, index) => (
                <Box component="li" key={index} sx={{ borderInlineStart: 3, borderColor: 'primary.light', ps: 1.5 }}>
                  <Typography>{entryText(entry, t)}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('progress.by', { when: format.dateTime(entry.at), name: entry.by ?? '—' })}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Grid>
      </Grid>
    </PageContainer>
  )
}

function entryText(entry: ProgressHistoryEntry, t: ProgressT): string {
  switch (entry.kind) {
    case 'evaluation':
      return t('progress.entryEvaluation', { skill: dataText(entry.skillName), rating: t(`rating.${entry.rating}`) })
    case 'level':
      return t('progress.entryLevel', { level: dataText(entry.levelName) })
    case 'signOff':
      return t('progress.entrySignOff', { level: dataText(entry.levelName) })
    case 'note':
      return `${t(entry.audience === 'family' ? 'progress.entryNoteFamily' : 'progress.entryNoteStaff')}: ${entry.text}`
  }
}

function Notes({ title, notes }: { title: string; notes: SwimmerProgress['staffNotes'] }) {
  const t = useProgressT()
  const format = useFormat()
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {notes.length === 0 ? (
        <Typography variant="body2">{t('progress.noNotes')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {notes.map((note) => (
            <li key={note.noteID}>
              <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
                {note.text}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('progress.by', { when: format.dateTime(note.at), name: note.by ?? '—' })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}

function AddNote({ swimmerID }: { swimmerID: number }) {
  const t = useProgressT()
  const [add, adding] = useAddProgressNoteMutation()
  const [audience, setAudience] = useState<NoteAudience>('staff')
  const [text, setText] = useState('')
  const { problem, onSubmit } = useFormSubmit(async () => {
    await add({ swimmerID, note: { audience, text } }).unwrap()
    setText('')
  }, t('progress.noteFailed'))
  return (
    <Paper component="form" variant="outlined" aria-labelledby="add-note" sx={{ p: 2, mt: 3 }} onSubmit={onSubmit}>
      <Typography id="add-note" component="h2" variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {t('progress.addNote')}
      </Typography>
      <Stack spacing={1.5}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={audience}
          onChange={(_event, next: NoteAudience | null) => next && setAudience(next)}
          aria-label={t('progress.audience')}
        >
          <ToggleButton value="staff">{t('progress.audienceStaff')}</ToggleButton>
          <ToggleButton value="family">{t('progress.audienceFamily')}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          id="progress-note"
          label={t('progress.noteText')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          error={Boolean(problem)}
          helperText={problem}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={adding.isLoading || !text.trim()}>
            {t('progress.saveNote')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  )
}
