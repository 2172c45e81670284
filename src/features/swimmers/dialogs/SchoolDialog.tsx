import {
  Alert,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material'
import { useSnackbar } from 'notistack'
import { formatAmount } from '@contract/common'
import { DURATION_MONTHS } from '@contract/lookups'
import { schoolEnrolmentRequest } from '@contract/swimmers'
import { useSwimmersT } from '../i18n'
import { SwimmerFormDialog } from '../SwimmerFormDialog'
import { useAddSwimmerToSchoolMutation, useSchoolOptionsQuery } from '../swimmersApi'
import { useActing } from '../useActing'
import { useContractForm } from '../useContractForm'
import type { SwimmerDialogProps } from './types'

/**
 * 'Add Swimmer to School' (SPEC.md sections 3 and 5): swimmerID and a numeric School ID required, amount at least 0
 * (default 0), the receipt number when something is paid. The schools of the swimmer's level at the site are listed
 * to pick from, with places and prices.
 */
export function SchoolDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, site } = useActing()
  const { data: options } = useSchoolOptionsQuery(swimmer.swimmerID)
  const [enrol, { isLoading }] = useAddSwimmerToSchoolMutation()
  const form = useContractForm({ schoolID: '', months: '1', amountPaid: '0', reciptNo: '' })

  const schools = options?.schools ?? []
  const chosen = schools.find((school) => String(school.schoolID) === form.values.schoolID.trim())
  const price = chosen?.invoices.find((line) => String(line.months) === form.values.months)

  const submit = async () => {
    const payload = { ...form.values, swimmerID: swimmer.swimmerID, userID, siteID: site?.id ?? '' }
    if (!form.check(schoolEnrolmentRequest, payload)) return
    try {
      await enrol(payload).unwrap()
      enqueueSnackbar(t('toast.schoolAdded'), { variant: 'success' })
      form.reset()
      onClose()
    } catch (error) {
      if (form.fail(error, t('toast.schoolFailed'))) enqueueSnackbar(t('toast.schoolFailed'), { variant: 'error' })
    }
  }

  return (
    <SwimmerFormDialog
      open
      id="add-to-school"
      title={t('dialogs.school')}
      submitLabel={t('dialogs.school_submit')}
      busy={isLoading}
      failure={form.failure ?? form.errors.siteID ?? form.errors.swimmerID}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('form.swimmerLabel')}
        value={t('form.swimmer', { name: swimmer.fullName, id: swimmer.swimmerID })}
        disabled
      />
      <TextField
        label={t('form.schoolID')}
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...form.field('schoolID')}
      />
      {options && schools.length === 0 && <Alert severity="info">{t('form.noSchools')}</Alert>}
      {schools.length > 0 && (
        <List
          dense
          aria-label={t('form.possibleSchools')}
          subheader={<ListSubheader disableSticky>{t('form.possibleSchools')}</ListSubheader>}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 220, overflow: 'auto', py: 0 }}
        >
          {schools.map((school) => (
            <ListItemButton
              key={school.schoolID}
              selected={chosen?.schoolID === school.schoolID}
              disabled={school.enrolled >= school.capacity}
              onClick={() => form.set('schoolID', String(school.schoolID))}
            >
              <ListItemText
                primary={t('form.schoolOption', {
                  id: school.schoolID,
                  type: school.typeName,
                  coach: school.coachName,
                  days: school.days,
                  fromTo: school.fromTo,
                  enrolled: school.enrolled,
                  capacity: school.capacity,
                })}
              />
            </ListItemButton>
          ))}
        </List>
      )}
      <TextField select label={t('form.duration')} required {...form.field('months')}>
        {DURATION_MONTHS.map((months) => (
          <MenuItem key={months} value={String(months)}>
            {t('form.durationOption', { count: months })}
          </MenuItem>
        ))}
      </TextField>
      {price && (
        <Typography variant="body2" color="text.secondary">
          {t('form.invoiceAmount', { amount: formatAmount(price.invoice) })}
        </Typography>
      )}
      <TextField
        label={t('form.amountPaid')}
        type="number"
        required
        slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
        {...form.field('amountPaid')}
      />
      <TextField label={t('form.receiptNo')} {...form.field('reciptNo')} />
    </SwimmerFormDialog>
  )
}
