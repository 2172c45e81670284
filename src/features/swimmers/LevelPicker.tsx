import { TextField } from '@mui/material'
import { LOOKUP_GROUP } from '@contract/lookup-tables'
import { LazyMenuItem as MenuItem } from '@/components/lazyMenu'
import { useAppCode } from '@/lookups/useAppCode'
import { useSwimmersT } from './i18n'

/** A level is chosen by its name, never typed as its code (issue 27: '12' meant Level 1); its list loads when shown. */
export function LevelPicker({
  value,
  error,
  onChange,
}: {
  value: string
  error: boolean
  onChange: (level: string) => void
}) {
  const t = useSwimmersT()
  const levels = useAppCode(LOOKUP_GROUP.level)
  return (
    <TextField
      select
      id="swimmer-search-value"
      label={t('search.level')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      sx={{ flexGrow: 1, minWidth: 170 }}
    >
      {levels.items.map((level) => (
        <MenuItem key={level.code} value={String(level.code)}>
          {level.description}
        </MenuItem>
      ))}
    </TextField>
  )
}
