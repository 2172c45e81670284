import { Grid } from '@mui/material'
import type { FieldErrors } from './formErrors'
import { FormField } from './FormFields'
import { useSettingsT } from './i18n'
import { UserTypeSelect } from './UserTypeSelect'

interface UserFieldsProps {
  /** 'create-user' or 'update-user': the two forms sit on one page, so their field ids must differ. */
  idPrefix: string
  fullName: string
  onFullName: (value: string) => void
  siteId: string
  onSiteId: (value: string) => void
  userTypeId: string
  onUserTypeId: (value: string) => void
  errors: FieldErrors
}

/** Full name, site ID and user type: what creating and updating a user both ask for. */
export function UserFields({
  idPrefix,
  fullName,
  onFullName,
  siteId,
  onSiteId,
  userTypeId,
  onUserTypeId,
  errors,
}: UserFieldsProps) {
  const t = useSettingsT()
  return (
    <>
      <FormField
        id={`${idPrefix}-full-name`}
        label={t('common.fullName')}
        value={fullName}
        onChange={onFullName}
        error={errors.fullName}
        required
      />
      <FormField
        id={`${idPrefix}-site`}
        label={t('common.siteId')}
        value={siteId}
        onChange={onSiteId}
        error={errors.site}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Grid size={{ xs: 12, sm: 6 }}>
        <UserTypeSelect id={`${idPrefix}-type`} value={userTypeId} onChange={onUserTypeId} error={errors.userTypeId} />
      </Grid>
    </>
  )
}
