import { Suspense, useState } from 'react'
import type { FormEvent } from 'react'
import { Alert, Button, Stack, TextField } from '@mui/material'
import SearchIcon from '@mui/icons-material/Search'
import type { SearchKey, SwimmerSearchRequest, swimmerSearchRequest } from '@contract/swimmers'
import { LazyMenuItem as MenuItem } from '@/components/lazyMenu'
import { SEARCH_KEYS } from '@contract/constants'
import { retryableLazy } from '@/components/retryableLazy'
import { useSwimmersT } from './i18n'
import type { translateRule } from './rules'

// The contract's search rules bring zod, so they load when the user starts on the form (or, at the latest, on submit)
// rather than with the page, with the translation of their messages. Once loaded they are kept, and a submit checks
// them at once.
interface SearchRules {
  swimmerSearchRequest: typeof swimmerSearchRequest
  translateRule: typeof translateRule
}
let searchRules: SearchRules | undefined
const loadSearchRules = async (): Promise<SearchRules> => {
  const [{ swimmerSearchRequest }, rules] = await Promise.all([import('@contract/swimmers'), import('./rules')])
  return (searchRules ??= { swimmerSearchRequest, translateRule: rules.translateRule })
}
const preloadSearchRules = () => void loadSearchRules().catch(() => undefined) // a submit tries again

/** Criteria the form starts with, as if typed (the page's search after adding a swimmer). */
export interface SearchShown {
  by: SearchKey
  value: string
}

// The level list (and its lookup code) loads when Level is chosen, not with the page.
const LevelPicker = retryableLazy(async () => (await import('./LevelPicker')).LevelPicker)

/** 'all': every swimmer of the site, page by page (issue 27), beside the spec's four search keys. */
type SearchBy = SearchKey | 'all'

interface SwimmerSearchFormProps {
  initial?: SearchShown
  userID: number | undefined
  siteID: number | undefined
  searching: boolean
  onSearch: (criteria: SwimmerSearchRequest) => void
  /** Every swimmer of the site, page by page. */
  onList: () => void
  /** The criteria were edited: what the last search showed (its results, its error) is stale (issue 27). */
  onEdit: () => void
}

/** SPEC.md section 2: search by Swimmer ID, Full Name, Year or Level (numeric input for id, year and level). */
export function SwimmerSearchForm({
  initial,
  userID,
  siteID,
  searching,
  onSearch,
  onList,
  onEdit,
}: SwimmerSearchFormProps) {
  const t = useSwimmersT()
  const [by, setBy] = useState<SearchBy>(initial?.by ?? 'fullName')
  const [value, setValue] = useState(initial?.value ?? '')
  const [problem, setProblem] = useState<string>()
  const numeric = by !== 'fullName'

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (by === 'all') {
      if (!siteID) return setProblem(t('search.siteMissing'))
      setProblem(undefined)
      return onList()
    }
    // SPEC.md section 5, in the spec's order: a value, a user, a site.
    if (!value.trim()) return setProblem(t('search.valueRequired'))
    if (!userID) return setProblem(t('search.userMissing'))
    if (!siteID) return setProblem(t('search.siteMissing'))
    const criteria: SwimmerSearchRequest = { [by]: value.trim(), userID, userSite: siteID }
    // Rules that cannot be downloaded do not stop the search: the server checks the same rules, and its answer says
    // what is wrong (the results area reports the code it cannot download).
    const rules = searchRules ?? (await loadSearchRules().catch(() => undefined))
    const parsed = rules?.swimmerSearchRequest.safeParse(criteria)
    if (rules && parsed && !parsed.success) return setProblem(rules.translateRule(parsed.error.issues[0].message))
    setProblem(undefined)
    onSearch(criteria)
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      onFocus={preloadSearchRules}
      onPointerEnter={preloadSearchRules}
      spacing={1.5}
      aria-label={t('search.title')}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          id="swimmer-search-by"
          label={t('search.by')}
          value={by}
          onChange={(event) => {
            setBy(event.target.value as SearchBy)
            setValue('')
            setProblem(undefined)
            onEdit()
          }}
          sx={{ minWidth: 170 }}
        >
          {[...SEARCH_KEYS, 'all' as const].map((key) => (
            <MenuItem key={key} value={key}>
              {t(`search.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        {by === 'all' ? null : by === 'level' ? (
          <Suspense fallback={null}>
            <LevelPicker
              value={value}
              error={Boolean(problem)}
              onChange={(level) => {
                setValue(level)
                setProblem(undefined)
                onEdit()
              }}
            />
          </Suspense>
        ) : (
          <TextField
            id="swimmer-search-value"
            label={t(`search.${by}`)}
            value={value}
            onChange={(event) => {
              setValue(event.target.value)
              setProblem(undefined)
              onEdit()
            }}
            error={Boolean(problem)}
            // Text, not type="number": a number input refuses the Arabic-Indic digits Egyptian staff type (the
            // contract folds them); inputMode still brings up the phone's digit keypad.
            slotProps={{ htmlInput: numeric ? { inputMode: 'numeric', maxLength: 12 } : { maxLength: 100 } }}
            sx={{ flexGrow: 1 }}
          />
        )}
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
