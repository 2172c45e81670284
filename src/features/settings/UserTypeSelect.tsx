import { LOOKUP_GROUP } from '@contract/lookups'
import { CodeSelect } from './CodeSelect'
import { useSettingsT } from './i18n'

interface UserTypeSelectProps {
  id: string
  value: string
  onChange: (value: string) => void
  error?: string
}

/** The user types (titles) from lookup 70. */
export function UserTypeSelect({ id, value, onChange, error }: UserTypeSelectProps) {
  const t = useSettingsT()
  return (
    <CodeSelect
      id={id}
      label={t('common.userType')}
      group={LOOKUP_GROUP.userType}
      value={value}
      onChange={onChange}
      error={error}
      required
    />
  )
}
