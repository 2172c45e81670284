import { useSnackbar } from 'notistack'
import { DOCTOR_NOTES, medicalRequest } from '@contract/families'
import type { MedicalNote, MedicalRequest } from '@contract/families'
import { getErrorMessage } from '@/api/errors'
import { FormDialog, FormNativeSelect, FormTextField, useContractForm } from '@/components/form'
import { useFamiliesT } from './i18n'
import { useUpdateMedicalMutation } from './familiesApi'

type MedicalValues = Required<Pick<MedicalRequest, 'conditions' | 'allergies' | 'instructions'>> & {
  doctorNote: MedicalNote['doctorNote']
}

/**
 * A swimmer's medical and safety note (issue 28): conditions, allergies, what to do, and the doctor's note. Any of
 * them filled makes the swimmer's roster entries carry the medical alert; all empty takes it away.
 */
export function MedicalDialog({
  familyID,
  swimmer,
  medical,
  onClose,
}: {
  familyID: number
  swimmer: { swimmerID: number; fullName: string }
  medical: MedicalNote | undefined
  onClose: () => void
}) {
  const t = useFamiliesT()
  const { enqueueSnackbar } = useSnackbar()
  const [save, saving] = useUpdateMedicalMutation()
  const form = useContractForm<MedicalValues, MedicalRequest>({
    schema: medicalRequest,
    defaultValues: {
      conditions: medical?.conditions ?? '',
      allergies: medical?.allergies ?? '',
      instructions: medical?.instructions ?? '',
      doctorNote: medical?.doctorNote ?? 'none',
    },
  })

  const submit = form.submitWith(async (payload) => {
    try {
      await save({ familyID, swimmerID: swimmer.swimmerID, medical: payload }).unwrap()
      enqueueSnackbar(t('dialog.medicalSaved', { name: swimmer.fullName }), { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, getErrorMessage(error))) enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  })

  return (
    <FormDialog
      id="family-medical"
      title={t('dialog.medicalTitle', { name: swimmer.fullName })}
      form={form}
      submitLabel={t('dialog.save')}
      busyLabel={t('dialog.saving')}
      cancelLabel={t('dialog.cancel')}
      busy={saving.isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField name="conditions" id="medical-conditions" label={t('dialog.conditions')} multiline minRows={2} />
      <FormTextField name="allergies" id="medical-allergies" label={t('dialog.allergies')} multiline minRows={2} />
      <FormTextField
        name="instructions"
        id="medical-instructions"
        label={t('dialog.instructions')}
        multiline
        minRows={2}
      />
      <FormNativeSelect
        name="doctorNote"
        id="medical-doctor-note"
        label={t('dialog.doctorNote')}
        options={DOCTOR_NOTES.map((state) => ({ value: state, label: t(`swimmer.doctor.${state}`) }))}
      />
    </FormDialog>
  )
}
