import { Stack } from '@mui/material'
import { useSnackbar } from 'notistack'
import { CHANNELS, GUARDIAN_LANGUAGES, guardianRequest } from '@contract/families'
import type { Channel, GuardianRequest, GuardianView } from '@contract/families'
import { displayForm } from '@contract/phone'
import { getErrorMessage } from '@/api/errors'
import { FormCheckbox, FormDialog, FormNativeSelect, FormTextField, useContractForm } from '@/components/form'
import { useFamiliesT } from './i18n'
import { useAddGuardianMutation, useUpdateGuardianMutation, type GuardianChange } from './familiesApi'

interface GuardianValues {
  fullName: string
  relation: string
  phone: string
  email: string
  preferredChannel: Channel
  language: 'ar' | 'en'
  isPayer: boolean
  isPrimary: boolean
  notes: string
}

const valuesOf = (guardian: GuardianView | undefined): GuardianValues => ({
  fullName: guardian?.fullName ?? '',
  relation: guardian?.relation ?? '',
  phone: guardian?.phones[0] ? displayForm(guardian.phones[0]) : '',
  email: guardian?.email ?? '',
  preferredChannel: guardian?.preferredChannel ?? 'whatsapp',
  language: guardian?.language ?? 'ar',
  isPayer: guardian?.isPayer ?? false,
  isPrimary: guardian?.isPrimary ?? false,
  notes: guardian?.notes ?? '',
})

/**
 * Adds a guardian to the family or edits one (issue 28): the number in any form (the contract's phone rule, as the
 * server reads it), channel and language, who pays and who is the primary contact. A number that is also in another
 * family is saved and said, never hidden: `onAlsoIn` shows it on the page.
 */
export function GuardianDialog({
  familyID,
  guardian,
  onClose,
  onAlsoIn,
}: {
  familyID: number
  /** The guardian edited; none adds one. */
  guardian?: GuardianView
  onClose: () => void
  onAlsoIn: (alsoIn: GuardianChange['phoneAlsoIn']) => void
}) {
  const t = useFamiliesT()
  const { enqueueSnackbar } = useSnackbar()
  const [add, adding] = useAddGuardianMutation()
  const [update, updating] = useUpdateGuardianMutation()
  const form = useContractForm<GuardianValues, GuardianRequest>({
    schema: guardianRequest,
    defaultValues: valuesOf(guardian),
    toPayload: (values) => ({
      ...values,
      // A guardian's other numbers stay as they are; this form changes the main one.
      otherPhones: guardian?.phones.slice(1),
      email: values.email.trim() === '' ? null : values.email,
    }),
  })

  const submit = form.submitWith(async (payload, values) => {
    try {
      const saved = guardian
        ? await update({ familyID, guardianID: guardian.guardianID, guardian: payload }).unwrap()
        : await add({ familyID, guardian: payload }).unwrap()
      enqueueSnackbar(t('dialog.guardianSaved', { name: values.fullName.trim() }), { variant: 'success' })
      onAlsoIn(saved.phoneAlsoIn)
      onClose()
    } catch (error) {
      if (form.fail(error, getErrorMessage(error))) enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="family-guardian"
      title={
        guardian
          ? t('dialog.editGuardian', { name: guardian.fullName || t('guardian.unnamed') })
          : t('dialog.addGuardian', { id: familyID })
      }
      form={form}
      submitLabel={t('dialog.save')}
      busyLabel={t('dialog.saving')}
      cancelLabel={t('dialog.cancel')}
      busy={adding.isLoading || updating.isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField name="fullName" id="guardian-full-name" label={t('dialog.fullName')} required />
      <FormTextField
        name="relation"
        id="guardian-relation"
        label={t('dialog.relation')}
        hint={t('dialog.relationHint')}
        required
      />
      <FormTextField
        name="phone"
        id="guardian-phone"
        label={t('dialog.phone')}
        hint={t('dialog.phoneHint')}
        required
        slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', autoComplete: 'tel' } }}
      />
      <FormTextField
        name="email"
        id="guardian-email"
        label={t('dialog.email')}
        slotProps={{ htmlInput: { inputMode: 'email', dir: 'ltr', autoComplete: 'email' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormNativeSelect
          name="preferredChannel"
          id="guardian-channel"
          label={t('dialog.preferredChannel')}
          options={CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) }))}
        />
        <FormNativeSelect
          name="language"
          id="guardian-language"
          label={t('dialog.language')}
          options={GUARDIAN_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
        />
      </Stack>
      <FormCheckbox name="isPayer" label={t('dialog.isPayer')} />
      <FormCheckbox name="isPrimary" label={t('dialog.isPrimary')} />
      <FormTextField name="notes" id="guardian-notes" label={t('dialog.notes')} multiline minRows={2} />
    </FormDialog>
  )
}
