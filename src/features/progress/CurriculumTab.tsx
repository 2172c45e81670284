import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  IconButton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import { useSnackbar } from 'notistack'
import type { CurriculumLevel, PassRule } from '@contract/progress'
import { failureText } from '@/api/errors'
import { useFormat } from '@/i18n/format'
import { dataText } from '@/i18n/i18n'
import { useProgressT } from './i18n'
import { useFormSubmit } from './useFormSubmit'
import { useCurriculumQuery, useSaveCurriculumMutation } from './progressApi'

// Settings → Curriculum (issue 31, Settings ManageCurriculum): a level's skills in English and Arabic, which are
// required, and its pass rule (every required skill mastered, or N of them; a supervisor's sign-off or not). Saving
// writes the level's next version on the server: past evaluations keep the version they were given in.

export function CurriculumTab() {
  const t = useProgressT()
  const curriculum = useCurriculumQuery()
  const [level, setLevel] = useState<number>()
  if (curriculum.isError) return <Alert severity="error">{failureText(curriculum.error, t('curriculum.failed'))}</Alert>
  if (!curriculum.data) return <CircularProgress aria-label={t('curriculum.loading')} />
  const chosen = curriculum.data.find((one) => one.level === level) ?? curriculum.data[0]
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.4rem' }}>
        {t('curriculum.title')}
      </Typography>
      <Typography variant="body2">{t('curriculum.intro')}</Typography>
      <TextField
        select
        id="curriculum-level"
        label={t('curriculum.level')}
        value={chosen ? String(chosen.level) : ''}
        onChange={(event) => setLevel(Number(event.target.value))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 320 }}
      >
        {curriculum.data.map((one) => (
          <option key={one.level} value={one.level}>
            {dataText(one.levelName)}
          </option>
        ))}
      </TextField>
      {/* A fresh form for each level and each saved version. */}
      {chosen && <LevelForm key={`${chosen.level}-${chosen.versionID}`} level={chosen} />}
    </Stack>
  )
}

interface SkillRow {
  skillKey?: number
  nameEn: string
  nameAr: string
  required: boolean
}

function LevelForm({ level }: { level: CurriculumLevel }) {
  const t = useProgressT()
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const [save, saving] = useSaveCurriculumMutation()
  const [passRule, setPassRule] = useState<PassRule>(level.passRule)
  const [passCount, setPassCount] = useState(level.passCount === null ? '' : String(level.passCount))
  const [signOff, setSignOff] = useState(level.signOff)
  const [skills, setSkills] = useState<SkillRow[]>(
    level.skills.map(({ skillKey, nameEn, nameAr, required }) => ({ skillKey, nameEn, nameAr, required })),
  )
  const name = dataText(level.levelName)
  const change = (index: number, row: Partial<SkillRow>) =>
    setSkills(skills.map((skill, at) => (at === index ? { ...skill, ...row } : skill)))

  const { problem, onSubmit } = useFormSubmit(async () => {
    const saved = await save({
      level: level.level,
      curriculum: {
        basedOnVersion: level.version,
        passRule,
        passCount: passRule === 'nOfM' ? passCount : null,
        signOff,
        skills,
      },
    }).unwrap()
    enqueueSnackbar(t('curriculum.saved', { level: name, version: format.number(saved.version) }), {
      variant: 'success',
    })
  }, t('curriculum.saveFailed'))

  return (
    <Box component="form" aria-label={t('curriculum.formOf', { level: name })} onSubmit={onSubmit}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('curriculum.version', {
            version: format.number(level.version),
            when: format.dateTime(level.changedAt),
            name: level.changedBy ?? '—',
          })}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={passRule}
          onChange={(_event, next: PassRule | null) => next && setPassRule(next)}
          aria-label={t('curriculum.passRule')}
          // One row at every width: on a phone the two halves share it and their words wrap inside each button.
          sx={{ width: { xs: '100%', sm: 'auto' }, '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' } } }}
        >
          <ToggleButton value="allRequired">{t('curriculum.allRequired')}</ToggleButton>
          <ToggleButton value="nOfM">{t('curriculum.nOfM')}</ToggleButton>
        </ToggleButtonGroup>
        {passRule === 'nOfM' && (
          <TextField
            id="curriculum-pass-count"
            label={t('curriculum.passCount')}
            value={passCount}
            onChange={(event) => setPassCount(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
            sx={{ maxWidth: 220 }}
          />
        )}
        <FormControlLabel
          control={<Checkbox checked={signOff} onChange={(event) => setSignOff(event.target.checked)} />}
          label={t('curriculum.signOff')}
        />
        <Typography component="h3" variant="h3" sx={{ fontSize: '1.1rem' }}>
          {t('curriculum.skills')}
        </Typography>
        <Box component="ol" sx={{ m: 0, ps: 3, display: 'grid', gap: 2 }}>
          {skills.map((skill, index) => (
            <li key={skill.skillKey ?? `new-${index}`}>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
                <TextField
                  size="small"
                  label={t('curriculum.nameEn')}
                  value={skill.nameEn}
                  onChange={(event) => change(index, { nameEn: event.target.value })}
                  slotProps={{
                    htmlInput: {
                      lang: 'en',
                      dir: 'ltr',
                      maxLength: 120,
                      'aria-label': t('curriculum.nameEnOf', { number: index + 1 }),
                    },
                  }}
                  sx={{ flex: 1 }}
                />
                <TextField
                  size="small"
                  label={t('curriculum.nameAr')}
                  value={skill.nameAr}
                  onChange={(event) => change(index, { nameAr: event.target.value })}
                  slotProps={{
                    htmlInput: {
                      lang: 'ar',
                      dir: 'rtl',
                      maxLength: 120,
                      'aria-label': t('curriculum.nameArOf', { number: index + 1 }),
                    },
                  }}
                  sx={{ flex: 1 }}
                />
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={skill.required}
                      onChange={(event) => change(index, { required: event.target.checked })}
                      slotProps={{ input: { 'aria-label': t('curriculum.requiredOf', { number: index + 1 }) } }}
                    />
                  }
                  label={t('curriculum.required')}
                />
                <IconButton
                  aria-label={t('curriculum.remove', { number: index + 1 })}
                  onClick={() => setSkills(skills.filter((_skill, at) => at !== index))}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            </li>
          ))}
        </Box>
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => setSkills([...skills, { nameEn: '', nameAr: '', required: true }])}
          >
            {t('curriculum.add')}
          </Button>
        </Box>
        {problem && <Alert severity="error">{problem}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={saving.isLoading}>
            {t('curriculum.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}
