import { useState } from 'react'
import { Alert, Box, Button, Chip, Link, Stack, Typography } from '@mui/material'
import CheckIcon from '@mui/icons-material/Check'
import { useSnackbar } from 'notistack'
import { Link as RouterLink, useParams } from 'react-router-dom'
import { SKILL_RATINGS } from '@contract/progress'
import type { EvaluationGrid, GridSwimmer, LevelSkill, SkillRating } from '@contract/progress'
import { failureText } from '@/api/errors'
import { Isolated, withIsolated } from '@/components/Bidi'
import { EmptyState } from '@/components/EmptyState'
import { LoadingStatus } from '@/components/LoadingStatus'
import { PageContainer } from '@/components/PageContainer'
import { paths } from '@/config/paths'
import { progressPath } from '@/config/progressLinks'
import { useFormat } from '@/i18n/format'
import { composedText } from '@/i18n/dataTexts'
import { dataText } from '@/i18n/i18n'
import { useProgressT } from './i18n'
import { SwimmerAlerts } from './SwimmerAlerts'
import { useEvaluationGridQuery, useSaveEvaluationsMutation } from './progressApi'

// Evaluation on the pool deck (issue 31): /sessions/{id}/evaluate, opened from the session's roster. The roster's
// swimmers, each with their level's skills; one tap cycles a skill Not yet → Emerging → Mastered. The taps are kept
// on the phone until one Save sends only the ratings that changed (not autosave: a wet thumb's wrong tap is put
// right by tapping on, nothing half-saved is left behind when the deck's Wi-Fi drops, and the save's answer — who is
// now ready — is said once). The Save bar stays at the bottom of the screen, in the thumb's reach.

/** The rating a tap moves to. */
export const nextRating = (rating: SkillRating): SkillRating =>
  SKILL_RATINGS[(SKILL_RATINGS.indexOf(rating) + 1) % SKILL_RATINGS.length]

const cellKey = (swimmerID: number, skillID: number) => `${swimmerID}:${skillID}`

/** How each rating looks: words first; colours with AA contrast; Mastered also has a tick. */
const LOOK: Record<SkillRating, { bgcolor: string; color: string; borderColor: string }> = {
  notYet: { bgcolor: '#fff', color: '#424242', borderColor: '#9e9e9e' },
  emerging: { bgcolor: '#fff4e5', color: '#663c00', borderColor: '#ed6c02' },
  mastered: { bgcolor: '#1b5e20', color: '#fff', borderColor: '#1b5e20' },
}

export function EvaluatePage() {
  const t = useProgressT()
  const { sessionID = '' } = useParams()
  const id = /^\d{1,12}$/.test(sessionID) ? Number(sessionID) : undefined
  const grid = useEvaluationGridQuery(id ?? 0, { skip: id === undefined })

  if (id === undefined)
    return (
      <PageContainer title={t('evaluate.title')} maxWidth="md">
        <EmptyState title={t('evaluate.title')}>{t('evaluate.badId')}</EmptyState>
      </PageContainer>
    )
  if (!grid.data)
    return (
      <PageContainer title={t('evaluate.title')} maxWidth="md">
        {grid.isError ? (
          <Alert severity="error">{failureText(grid.error, t('evaluate.failed'))}</Alert>
        ) : (
          <LoadingStatus>{t('evaluate.loading')}</LoadingStatus>
        )}
      </PageContainer>
    )
  // A fresh sheet of taps for each answer: after a save the grid shows what the server now holds.
  return <EvaluationSheet key={grid.fulfilledTimeStamp} grid={grid.data} />
}

function EvaluationSheet({ grid }: { grid: EvaluationGrid }) {
  const t = useProgressT()
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const [save, saving] = useSaveEvaluationsMutation()
  const [changes, setChanges] = useState<ReadonlyMap<string, SkillRating>>(new Map())
  const skillsOf = new Map(grid.levels.map((level) => [level.level, level]))
  const saved = (swimmer: GridSwimmer, skillID: number): SkillRating =>
    swimmer.ratings.find((rating) => rating.skillID === skillID)?.rating ?? 'notYet'

  const tap = (swimmer: GridSwimmer, skillID: number) => {
    const key = cellKey(swimmer.swimmerID, skillID)
    const next = nextRating(changes.get(key) ?? saved(swimmer, skillID))
    const updated = new Map(changes)
    // Back at what the server holds: nothing to send for this skill.
    if (next === saved(swimmer, skillID)) updated.delete(key)
    else updated.set(key, next)
    setChanges(updated)
  }

  const submit = async () => {
    const entries = [...changes].map(([key, rating]) => {
      const [swimmerID, skillID] = key.split(':').map(Number)
      return { swimmerID, skillID, rating }
    })
    try {
      const answer = await save({ sessionID: grid.sessionID, entries }).unwrap()
      enqueueSnackbar(answer.message, { variant: 'success' })
      const ready = grid.swimmers.filter((swimmer) => answer.nowReady.includes(swimmer.swimmerID) && !swimmer.ready)
      if (ready.length > 0)
        enqueueSnackbar(
          t('evaluate.nowReady', {
            names: ready.map((swimmer) => swimmer.fullName).join(format.language === 'ar' ? '، ' : ', '),
          }),
          { variant: 'info' },
        )
    } catch (error) {
      enqueueSnackbar(failureText(error, t('evaluate.saveFailed')), { variant: 'error' })
    }
  }

  return (
    <PageContainer
      title={t('evaluate.heading', { group: composedText(grid.groupName, grid.groupText) })}
      heading={withIsolated((_ltr, own) =>
        t('evaluate.heading', { group: own(composedText(grid.groupName, grid.groupText)) }),
      )}
      maxWidth="md"
    >
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Typography>{t('evaluate.when', { date: format.date(grid.date) })}</Typography>
        <Link component={RouterLink} to={`${paths.timetable}?date=${grid.date}&session=${grid.sessionID}`}>
          {t('evaluate.back')}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {t('evaluate.intro')}
        </Typography>
        {!grid.canEvaluate && <Alert severity="info">{t('evaluate.readOnly')}</Alert>}
      </Stack>
      {grid.swimmers.length === 0 ? (
        <Typography>{t('evaluate.empty')}</Typography>
      ) : (
        <Stack component="ul" aria-label={t('evaluate.swimmers')} spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {grid.swimmers.map((swimmer) => (
            <SwimmerSkills
              key={swimmer.swimmerID}
              swimmer={swimmer}
              skills={skillsOf.get(swimmer.level)?.skills ?? []}
              canEvaluate={grid.canEvaluate}
              ratingOf={(skillID) => changes.get(cellKey(swimmer.swimmerID, skillID)) ?? saved(swimmer, skillID)}
              changed={(skillID) => changes.has(cellKey(swimmer.swimmerID, skillID))}
              onTap={(skillID) => tap(swimmer, skillID)}
            />
          ))}
        </Stack>
      )}
      {grid.canEvaluate && (
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            mt: 2,
            py: 1.5,
            bgcolor: 'background.default',
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Button
            variant="contained"
            size="large"
            disabled={changes.size === 0 || saving.isLoading}
            onClick={() => void submit()}
            sx={{ flex: { xs: 1, sm: 'none' }, minHeight: 48 }}
          >
            {saving.isLoading
              ? t('evaluate.saving')
              : changes.size === 0
                ? t('evaluate.nothingToSave')
                : t('evaluate.save', { count: changes.size })}
          </Button>
          {changes.size > 0 && (
            <Button size="large" onClick={() => setChanges(new Map())} disabled={saving.isLoading}>
              {t('evaluate.undo')}
            </Button>
          )}
        </Box>
      )}
    </PageContainer>
  )
}

interface SwimmerSkillsProps {
  swimmer: GridSwimmer
  skills: readonly LevelSkill[]
  canEvaluate: boolean
  ratingOf: (skillID: number) => SkillRating
  changed: (skillID: number) => boolean
  onTap: (skillID: number) => void
}

function SwimmerSkills({ swimmer, skills, canEvaluate, ratingOf, changed, onTap }: SwimmerSkillsProps) {
  const t = useProgressT()
  const format = useFormat()
  const headingID = `swimmer-${swimmer.swimmerID}`
  return (
    <Box
      component="li"
      aria-labelledby={headingID}
      data-swimmer-id={swimmer.swimmerID}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingID} component="h2" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          <Isolated>{swimmer.fullName}</Isolated> ({format.digitsOf(swimmer.swimmerID)})
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Isolated>{dataText(swimmer.levelName)}</Isolated>
        </Typography>
        {swimmer.ready && <Chip size="small" color="success" label={t('evaluate.ready')} />}
        <Link
          component={RouterLink}
          to={progressPath(swimmer.swimmerID)}
          variant="body2"
          aria-label={t('evaluate.progressOf', { name: swimmer.fullName })}
        >
          {t('evaluate.progress')}
        </Link>
      </Stack>
      {/* Medical alerts stay in view while the coach rates. */}
      <SwimmerAlerts swimmer={swimmer} />
      {skills.length === 0 ? (
        <Typography variant="body2">{t('evaluate.noSkills', { level: dataText(swimmer.levelName) })}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('evaluate.skillsOf', { name: swimmer.fullName })}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75, mt: 1 }}
        >
          {skills.map((skill) => {
            const rating = ratingOf(skill.skillID)
            const pending = changed(skill.skillID)
            const words = {
              name: swimmer.fullName,
              skill: dataText(skill.name),
              rating: t(`rating.${rating}`),
            }
            return (
              <li key={skill.skillID}>
                <Button
                  fullWidth
                  disabled={!canEvaluate}
                  onClick={() => onTap(skill.skillID)}
                  aria-label={pending ? t('evaluate.cellChanged', words) : t('evaluate.cell', words)}
                  data-rating={rating}
                  sx={{
                    justifyContent: 'space-between',
                    textAlign: 'start',
                    textTransform: 'none',
                    gap: 1,
                    minHeight: 48,
                    px: 1.5,
                    color: 'text.primary',
                    border: 1,
                    borderColor: pending ? 'primary.main' : 'divider',
                    borderWidth: pending ? 2 : 1,
                    '&.Mui-disabled': { color: 'text.primary' },
                  }}
                >
                  <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                    <Isolated>{dataText(skill.name)}</Isolated>
                    {skill.required && (
                      <Box component="span" sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
                        {t('evaluate.required')}
                      </Box>
                    )}
                    {pending && (
                      <Box component="span" sx={{ fontSize: '0.75rem', color: 'primary.dark', fontWeight: 600 }}>
                        {t('evaluate.changed')}
                      </Box>
                    )}
                  </Box>
                  <Box
                    component="span"
                    sx={{
                      ...LOOK[rating],
                      border: 1,
                      borderRadius: 4,
                      px: 1.25,
                      py: 0.25,
                      whiteSpace: 'nowrap',
                      fontWeight: 600,
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 0.5,
                    }}
                  >
                    {rating === 'mastered' && <CheckIcon fontSize="small" />}
                    {t(`rating.${rating}`)}
                  </Box>
                </Button>
              </li>
            )
          })}
        </Box>
      )}
    </Box>
  )
}
