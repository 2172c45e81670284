import { useState } from 'react'
import type { FormEvent } from 'react'
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material'
import SearchIcon from '@mui/icons-material/Search'
import { SEARCH_KEYS, swimmerSearchRequest } from '@contract/swimmers'
import type { SearchKey, SwimmerSearchRequest } from '@contract/swimmers'
import { translateRule, useSwimmersT } from './i18n'

interface SwimmerSearchFormProps {
  userID: number | undefined
  siteID: number | undefined
  searching: boolean
  onSearch: (criteria: SwimmerSearchRequest) => void
}

/** SPEC.md section 2: search by Swimmer ID, Full Name, Year or Level (numeric input for id, year and level). */
export function SwimmerSearchForm({ userID, siteID, searching, onSearch }: SwimmerSearchFormProps) {
  const t = useSwimmersT()
  const [by, setBy] = useState<SearchKey>('fullName')
  const [value, setValue] = useState('')
  const [problem, setProblem] = useState<string>()
  const numeric = by !== 'fullName'

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // SPEC.md section 5, in the spec's order: a value, a user, a site.
    if (!value.trim()) return setProblem(t('search.valueRequired'))
    if (!userID) return setProblem(t('search.userMissing'))
    if (!siteID) return setProblem(t('search.siteMissing'))
    const criteria: SwimmerSearchRequest = { [by]: value.trim(), userID, userSite: siteID }
    const parsed = swimmerSearchRequest.safeParse(criteria)
    if (!parsed.success) return setProblem(translateRule(parsed.error.issues[0].message))
    setProblem(undefined)
    onSearch(criteria)
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} aria-label={t('search.title')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          id="swimmer-search-by"
          label={t('search.by')}
          value={by}
          onChange={(event) => {
            setBy(event.target.value as SearchKey)
            setValue('')
            setProblem(undefined)
          }}
          sx={{ minWidth: 170 }}
        >
          {SEARCH_KEYS.map((key) => (
            <MenuItem key={key} value={key}>
              {t(`search.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="swimmer-search-value"
          label={t(`search.${by}`)}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          type={numeric ? 'number' : 'text'}
          error={Boolean(problem)}
          slotProps={{ htmlInput: numeric ? { inputMode: 'numeric', min: 1, step: 1 } : { maxLength: 100 } }}
          sx={{ flexGrow: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          disabled={searching}
          sx={{ minHeight: 56, minWidth: 140 }}
        >
          {searching ? t('search.searching') : t('search.submit')}
        </Button>
      </Stack>
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  )
}
