import { useState } from 'react'
import type { FormEvent } from 'react'
import { Button, Card, CardContent, Grid, MenuItem, TextField, Typography } from '@mui/material'
import SearchIcon from '@mui/icons-material/Search'
import type { PreTeamSearchBy } from '@contract/preteams'
import { usePreTeamT, type PreTeamTextKey } from './i18n'

const SEARCH_TYPES: ReadonlyArray<{ by: PreTeamSearchBy; label: PreTeamTextKey; hint?: PreTeamTextKey }> = [
  { by: 'pTeamID', label: 'search.byId' },
  { by: 'fullName', label: 'search.byName', hint: 'search.nameHint' },
  { by: 'level', label: 'search.byLevel', hint: 'search.levelHint' },
]

interface SearchPanelProps {
  searching: boolean
  onSearch: (by: PreTeamSearchBy, value: string) => void
}

/** The search panel (SPEC.md section 2): search type, a value (numeric for ID and Level), Search ('Searching...'). */
export function SearchPanel({ searching, onSearch }: SearchPanelProps) {
  const t = usePreTeamT()
  const [by, setBy] = useState<PreTeamSearchBy>('pTeamID')
  const [value, setValue] = useState('')
  const [error, setError] = useState('')
  const numeric = by !== 'fullName'
  const hint = SEARCH_TYPES.find((type) => type.by === by)?.hint

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!value.trim()) {
      setError(t('search.emptyValue'))
      return
    }
    setError('')
    onSearch(by, value.trim())
  }

  return (
    <Card component="section" aria-labelledby="preteam-search-heading" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="preteam-search-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('search.heading')}
        </Typography>
        <Grid component="form" container spacing={2} onSubmit={submit} noValidate sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, sm: 4, md: 3 }}>
            <TextField
              select
              fullWidth
              id="preteam-search-type"
              label={t('search.type')}
              value={by}
              onChange={(event) => {
                setBy(event.target.value as PreTeamSearchBy)
                setValue('')
                setError('')
              }}
            >
              {SEARCH_TYPES.map((type) => (
                <MenuItem key={type.by} value={type.by}>
                  {t(type.label)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 8, md: 6 }}>
            <TextField
              fullWidth
              id="preteam-search-value"
              label={t('search.value')}
              type={numeric ? 'number' : 'text'}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={Boolean(error)}
              helperText={error || (hint ? t(hint) : ' ')}
              slotProps={{ htmlInput: numeric ? { min: 1, step: 1, inputMode: 'numeric' } : { maxLength: 100 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Button
              type="submit"
              variant="contained"
              fullWidth
              size="large"
              startIcon={<SearchIcon />}
              disabled={searching}
              sx={{ height: 56 }}
            >
              {searching ? t('search.searching') : t('search.submit')}
            </Button>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  )
}
