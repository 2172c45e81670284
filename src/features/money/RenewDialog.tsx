import { Alert, MenuItem, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { RENEWAL_TYPES, RENEWAL_TYPE_MONTHS, renewalRequest } from '@contract/swimmers'
import type { RenewalType } from '@contract/swimmers'
import type { DueSubscription } from '@contract/money'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useMoney } from '@/components/money'
import { useSessionUser } from '@/session/useSession'
import { useMoneyT } from './i18n'
import { useMoneyRenewMutation, useMoneySwimmerActionsQuery } from './moneyApi'

interface RenewDialogProps {
  swimmer: DueSubscription
  siteID: number
  onClose: () => void
}

/**
 * Renew from the due list: the swimmers screen's renewal (POST /swimmers/renew-subscription), offered only when the
 * server's action list for this swimmer has it (SubscriptionRenwal, and no unpaid renewal invoice).
 */
export function RenewDialog({ swimmer, siteID, onClose }: RenewDialogProps) {
  const t = useMoneyT()
  const { money } = useMoney()
  const { enqueueSnackbar } = useSnackbar()
  const user = useSessionUser()
  const actions = useMoneySwimmerActionsQuery({ swimmerID: swimmer.swimmerID, userSite: siteID, userID: user?.userID })
  const allowed = actions.data?.includes('SubscriptionRenwal') ?? false
  const [renew, { isLoading }] = useMoneyRenewMutation()
  const form = useContractForm({
    schema: renewalRequest,
    defaultValues: { renewalType: 'monthly', durationInMonths: '1' },
    toPayload: (values) => ({
      ...values,
      renewalType: values.renewalType as RenewalType,
      swimmerID: swimmer.swimmerID,
      userID: user?.userID,
      site: siteID,
    }),
  })

  const submit = form.submitWith(async (payload) => {
    try {
      const result = await renew(payload).unwrap()
      enqueueSnackbar(
        t('renew.done', { name: swimmer.fullName, invoice: result.invoiceID, amount: money(result.value) }),
        { variant: 'success' },
      )
      onClose()
    } catch (error) {
      if (form.fail(error, t('renew.failed'))) enqueueSnackbar(t('renew.failed'), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="money-renew"
      form={form}
      maxWidth="xs"
      title={t('renew.title', { name: swimmer.fullName })}
      submitLabel={t('renew.submit')}
      busyLabel={t('renew.submitting')}
      cancelLabel={t('common.cancel')}
      busy={isLoading || actions.isFetching}
      submitDisabled={!allowed}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>{t('renew.swimmer', { name: swimmer.fullName, id: swimmer.swimmerID })}</Typography>
      {actions.isSuccess && !allowed && (
        <Alert severity="info">{t('renew.notAvailable', { name: swimmer.fullName })}</Alert>
      )}
      {actions.isError && <Alert severity="error">{t('renew.checkFailed')}</Alert>}
      <FormTextField
        select
        name="renewalType"
        label={t('renew.type')}
        required
        disabled={!allowed}
        onValue={(type) => form.setValue('durationInMonths', String(RENEWAL_TYPE_MONTHS[type as RenewalType]))}
      >
        {RENEWAL_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`renew.types.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        name="durationInMonths"
        label={t('renew.months')}
        type="number"
        required
        disabled={!allowed}
        slotProps={{ htmlInput: { min: 1, max: 12, step: 1 } }}
      />
    </FormDialog>
  )
}
