import { useSnackbar } from 'notistack'
import { CONTACT_KINDS, contactRequest } from '@contract/families'
import type { ContactRequest } from '@contract/families'
import { getErrorMessage } from '@/api/errors'
import { FormDialog, FormNativeSelect, FormTextField, useContractForm } from '@/components/form'
import { useFamiliesT } from './i18n'
import { useAddContactMutation, type ContactChange } from './familiesApi'

type ContactValues = Required<Omit<ContactRequest, 'kind'>> & { kind: (typeof CONTACT_KINDS)[number] }

/** An emergency contact or a person allowed to pick up who is not a guardian (a driver, a neighbour) (issue 28). */
export function ContactDialog({
  familyID,
  onClose,
  onAlsoIn,
}: {
  familyID: number
  onClose: () => void
  onAlsoIn: (alsoIn: ContactChange['phoneAlsoIn']) => void
}) {
  const t = useFamiliesT()
  const { enqueueSnackbar } = useSnackbar()
  const [add, adding] = useAddContactMutation()
  const form = useContractForm<ContactValues, ContactRequest>({
    schema: contactRequest,
    defaultValues: { kind: 'emergency', fullName: '', relation: '', phone: '', notes: '' },
  })

  const submit = form.submitWith(async (contact, values) => {
    try {
      const saved = await add({ familyID, contact }).unwrap()
      enqueueSnackbar(t('dialog.contactSaved', { name: values.fullName.trim() }), { variant: 'success' })
      onAlsoIn(saved.phoneAlsoIn)
      onClose()
    } catch (error) {
      if (form.fail(error, getErrorMessage(error))) enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="family-contact"
      title={t('dialog.contactTitle', { id: familyID })}
      form={form}
      submitLabel={t('dialog.save')}
      busyLabel={t('dialog.saving')}
      cancelLabel={t('dialog.cancel')}
      busy={adding.isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormNativeSelect
        name="kind"
        id="contact-kind"
        label={t('dialog.kind')}
        options={CONTACT_KINDS.map((kind) => ({ value: kind, label: t(`contact.${kind}`) }))}
      />
      <FormTextField name="fullName" id="contact-full-name" label={t('dialog.fullName')} required />
      <FormTextField name="relation" id="contact-relation" label={t('dialog.relation')} required />
      <FormTextField
        name="phone"
        id="contact-phone"
        label={t('dialog.phone')}
        hint={t('dialog.phoneHint')}
        required
        slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr' } }}
      />
      <FormTextField name="notes" id="contact-notes" label={t('dialog.notes')} multiline minRows={2} />
    </FormDialog>
  )
}
