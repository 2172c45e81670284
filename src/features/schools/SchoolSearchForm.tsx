import { useState } from 'react'
import type { FormEvent } from 'react'
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material'
import SearchIcon from '@mui/icons-material/Search'
import { numberText } from '@contract/common'
import { LOOKUP_GROUP } from '@contract/lookups'
import type { SchoolSearchRequest } from '@contract/schools'
import { useAppCode } from '@/lookups/useAppCode'
import { useSchoolsT } from './i18n'

export type SchoolSearchKey = 'schoolID' | 'fullName' | 'level' | 'type'
const KEYS: SchoolSearchKey[] = ['schoolID', 'fullName', 'level', 'type']
const KEY_LABELS = { schoolID: 'bySchoolId', fullName: 'byFullName', level: 'byLevel', type: 'byType' } as const

interface SchoolSearchFormProps {
  userID: number | undefined
  siteID: number | undefined
  searching: boolean
  /** Set from outside (after a creation) to show what was searched. */
  value?: { key: SchoolSearchKey; value: string }
  onSearch: (request: SchoolSearchRequest) => void
}

/** Search by School ID, Full Name (the coach's), Level or Type (SPEC.md section 2; section 5 'Search'). */
export function SchoolSearchForm({ userID, siteID, searching, value: shown, onSearch }: SchoolSearchFormProps) {
  const t = useSchoolsT()
  const levels = useAppCode(LOOKUP_GROUP.level)
  const types = useAppCode(LOOKUP_GROUP.product)
  const [key, setKey] = useState<SchoolSearchKey>(shown?.key ?? 'schoolID')
  const [value, setValue] = useState(shown?.value ?? '')
  const [error, setError] = useState<string | null>(null)
  const [lastShown, setLastShown] = useState(shown)
  if (shown !== lastShown) {
    // A search started elsewhere (after creating a school) is reflected in the form.
    setLastShown(shown)
    if (shown) {
      setKey(shown.key)
      setValue(shown.value)
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = value.trim()
    if (!text) return setError(t('search.emptyValue'))
    // An ID typed in Arabic-Indic digits is the same ID (the contract folds them on the server).
    if (key === 'schoolID' && !/^\d{1,12}$/.test(numberText(text))) return setError(t('prompt.invalid'))
    if (!userID) return setError(t('search.noUser'))
    if (!siteID) return setError(t('search.noSite'))
    setError(null)
    onSearch({ [key]: text, userSite: siteID, userID })
  }

  const options = key === 'level' ? levels.items : key === 'type' ? types.items : null

  return (
    <Card component="section" aria-labelledby="school-search-heading" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="school-search-heading" variant="h2" sx={{ mb: 2 }}>
          {t('search.heading')}
        </Typography>
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              select
              id="school-search-type"
              label={t('search.type')}
              value={key}
              onChange={(event) => {
                setKey(event.target.value as SchoolSearchKey)
                setValue('')
                setError(null)
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 180 }}
            >
              {KEYS.map((option) => (
                <option key={option} value={option}>
                  {t(`search.${KEY_LABELS[option]}`)}
                </option>
              ))}
            </TextField>
            {options ? (
              <TextField
                select
                id="school-search-value"
                label={t(`search.${KEY_LABELS[key]}`)}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                error={!!error}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 220, flexGrow: 1 }}
              >
                <option value="">{t('search.choose')}</option>
                {options.map((item) => (
                  <option key={item.code} value={String(item.code)}>
                    {item.description}
                  </option>
                ))}
              </TextField>
            ) : (
              <TextField
                id="school-search-value"
                label={t(`search.${KEY_LABELS[key]}`)}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                error={!!error}
                helperText={key === 'fullName' ? t('search.nameHint') : undefined}
                slotProps={{
                  htmlInput: key === 'schoolID' ? { inputMode: 'numeric' } : { maxLength: 100 },
                }}
                sx={{ minWidth: 220, flexGrow: 1 }}
              />
            )}
            <Button
              type="submit"
              variant="contained"
              startIcon={<SearchIcon />}
              disabled={searching}
              sx={{ minWidth: 130, height: 56 }}
            >
              {searching ? t('search.searching') : t('search.submit')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
}
