import { Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { mergeRequest } from '@contract/families'
import { getErrorMessage } from '@/api/errors'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useFamiliesT } from './i18n'
import { useMergeFamilyMutation, useMoveSwimmerMutation } from './familiesApi'

interface FamilyNumberProps {
  id: string
  title: string
  explanation: string
  submitLabel: string
  send: (familyID: number) => Promise<void>
  onClose: () => void
}

/** A dialog asking for the number of another family, checked by the contract's rule before it is sent. */
function FamilyNumberDialog({ id, title, explanation, submitLabel, send, onClose }: FamilyNumberProps) {
  const t = useFamiliesT()
  const { enqueueSnackbar } = useSnackbar()
  const form = useContractForm<{ familyID: string }, { familyID: string }>({
    schema: mergeRequest,
    defaultValues: { familyID: '' },
    sendParsed: true,
  })
  const submit = form.submitWith(async (payload) => {
    try {
      await send(Number(payload.familyID))
      onClose()
    } catch (error) {
      if (form.fail(error, getErrorMessage(error))) enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  })
  return (
    <FormDialog
      id={id}
      title={title}
      form={form}
      submitLabel={submitLabel}
      busyLabel={t('dialog.saving')}
      cancelLabel={t('dialog.cancel')}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>{explanation}</Typography>
      <FormTextField
        name="familyID"
        id={`${id}-family`}
        label={t('dialog.familyNumber')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      />
    </FormDialog>
  )
}

/** Moves a swimmer to another family (audited with before and after on the server) (issue 28). */
export function MoveSwimmerDialog({
  familyID,
  swimmer,
  onClose,
}: {
  familyID: number
  swimmer: { swimmerID: number; fullName: string }
  onClose: () => void
}) {
  const t = useFamiliesT()
  const { enqueueSnackbar } = useSnackbar()
  const [move] = useMoveSwimmerMutation()
  return (
    <FamilyNumberDialog
      id="family-move"
      title={t('dialog.moveTitle', { name: swimmer.fullName })}
      explanation={t('dialog.moveExplain', { name: swimmer.fullName })}
      submitLabel={t('dialog.move')}
      onClose={onClose}
      send={async (to) => {
        await move({ from: familyID, swimmerID: swimmer.swimmerID, familyID: to }).unwrap()
        enqueueSnackbar(t('dialog.moved', { name: swimmer.fullName, id: to }), { variant: 'success' })
      }}
    />
  )
}

/** Merges another family into this one: its guardians, swimmers, consents and history (issue 28). */
export function MergeFamilyDialog({ familyID, onClose }: { familyID: number; onClose: () => void }) {
  const t = useFamiliesT()
  const { enqueueSnackbar } = useSnackbar()
  const [merge] = useMergeFamilyMutation()
  return (
    <FamilyNumberDialog
      id="family-merge"
      title={t('dialog.mergeTitle', { id: familyID })}
      explanation={t('dialog.mergeExplain', { id: familyID })}
      submitLabel={t('dialog.merge')}
      onClose={onClose}
      send={async (from) => {
        await merge({ familyID, from }).unwrap()
        enqueueSnackbar(t('dialog.merged', { from, id: familyID }), { variant: 'success' })
      }}
    />
  )
}
