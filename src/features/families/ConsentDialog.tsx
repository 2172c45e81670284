import { useSnackbar } from 'notistack'
import { CHANNELS, CONSENT_WAYS, PURPOSES, consentRequest } from '@contract/families'
import type { Channel, ConsentRequest, GuardianView, Purpose } from '@contract/families'
import { getErrorMessage } from '@/api/errors'
import { FormDialog, FormNativeSelect, useContractForm } from '@/components/form'
import { useFamiliesT } from './i18n'
import { useRecordConsentMutation } from './familiesApi'

interface ConsentValues {
  channel: Channel
  purpose: Purpose
  granted: 'true' | 'false'
  how: (typeof CONSENT_WAYS)[number]
}

/**
 * Records a guardian's consent or its withdrawal for one channel and purpose (issue 28). Nothing is overwritten: the
 * server keeps each record with who made it, when and how, and the page shows the latest per channel and purpose.
 */
export function ConsentDialog({
  familyID,
  guardian,
  onClose,
}: {
  familyID: number
  guardian: GuardianView
  onClose: () => void
}) {
  const t = useFamiliesT()
  const { enqueueSnackbar } = useSnackbar()
  const [record, recording] = useRecordConsentMutation()
  const form = useContractForm<ConsentValues, ConsentRequest>({
    schema: consentRequest,
    defaultValues: { channel: guardian.preferredChannel, purpose: 'service', granted: 'true', how: 'in-person' },
    toPayload: (values) => ({ ...values, granted: values.granted === 'true' }),
  })

  const submit = form.submitWith(async (consent) => {
    try {
      await record({ familyID, guardianID: guardian.guardianID, consent }).unwrap()
      enqueueSnackbar(t('dialog.consentSaved', { name: guardian.fullName.trim() || t('guardian.unnamed') }), {
        variant: 'success',
      })
      onClose()
    } catch (error) {
      if (form.fail(error, getErrorMessage(error))) enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="family-consent"
      title={t('dialog.consentTitle', { name: guardian.fullName.trim() || t('guardian.unnamed') })}
      form={form}
      submitLabel={t('dialog.save')}
      busyLabel={t('dialog.saving')}
      cancelLabel={t('dialog.cancel')}
      busy={recording.isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormNativeSelect
        name="channel"
        id="consent-channel"
        label={t('dialog.channel')}
        options={CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) }))}
      />
      <FormNativeSelect
        name="purpose"
        id="consent-purpose"
        label={t('dialog.purpose')}
        options={PURPOSES.map((purpose) => ({ value: purpose, label: t(`purposes.${purpose}`) }))}
      />
      <FormNativeSelect
        name="granted"
        id="consent-granted"
        label={t('dialog.granted')}
        options={[
          { value: 'true', label: t('dialog.grant') },
          { value: 'false', label: t('dialog.withdraw') },
        ]}
      />
      <FormNativeSelect
        name="how"
        id="consent-how"
        label={t('dialog.how')}
        options={CONSENT_WAYS.map((way) => ({ value: way, label: t(`ways.${way}`) }))}
      />
    </FormDialog>
  )
}
