import { useSnackbar } from 'notistack'
import { familyNotesRequest } from '@contract/families'
import { getErrorMessage } from '@/api/errors'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useFamiliesT } from './i18n'
import { useUpdateFamilyNotesMutation } from './familiesApi'

/** The family's notes (who collects on which day, a custody arrangement): one text, at most 1000 characters. */
export function NotesDialog({ familyID, notes, onClose }: { familyID: number; notes: string; onClose: () => void }) {
  const t = useFamiliesT()
  const { enqueueSnackbar } = useSnackbar()
  const [save, saving] = useUpdateFamilyNotesMutation()
  const form = useContractForm<{ notes: string }>({ schema: familyNotesRequest, defaultValues: { notes } })
  const submit = form.submitWith(async (payload) => {
    try {
      await save({ familyID, notes: payload.notes }).unwrap()
      enqueueSnackbar(t('dialog.notesSaved', { id: familyID }), { variant: 'success' })
      onClose()
    } catch (error) {
      if (form.fail(error, getErrorMessage(error))) enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  })
  return (
    <FormDialog
      id="family-notes-dialog"
      title={t('dialog.notesTitle', { id: familyID })}
      form={form}
      submitLabel={t('dialog.save')}
      busyLabel={t('dialog.saving')}
      cancelLabel={t('dialog.cancel')}
      busy={saving.isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField name="notes" id="family-notes-text" label={t('dialog.notes')} multiline minRows={4} />
    </FormDialog>
  )
}
