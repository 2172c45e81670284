import { useState } from 'react'
import { Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { mergeRequest } from '@contract/families'
import type { FamilyDetails } from '@contract/families'
import { getErrorMessage } from '@/api/errors'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useFormat } from '@/i18n/format'
import { useFamiliesT, type FamiliesT } from './i18n'
import { useLazyFamilyQuery, useMergeFamilyMutation, useMoveSwimmerMutation } from './familiesApi'

interface FamilyNumberProps {
  id: string
  title: string
  explanation: string
  submitLabel: string
  send: (familyID: number) => Promise<void>
  onClose: () => void
  /** After a successful send; by default the dialog closes. */
  onSent?: () => void
  /** A problem with the number the dialog sees itself (this very family), shown on the field. */
  check?: (familyID: number) => string | undefined
}

/** A dialog asking for the number of another family, checked by the contract's rule before it is sent. */
function FamilyNumberDialog({ id, title, explanation, submitLabel, send, onClose, onSent, check }: FamilyNumberProps) {
  const t = useFamiliesT()
  const { enqueueSnackbar } = useSnackbar()
  const form = useContractForm<{ familyID: string }, { familyID: string }>({
    schema: mergeRequest,
    defaultValues: { familyID: '' },
    sendParsed: true,
  })
  const submit = form.submitWith(async (payload) => {
    const problem = check?.(Number(payload.familyID))
    if (problem) return void form.setError('familyID', { message: problem }, { shouldFocus: true })
    try {
      await send(Number(payload.familyID))
      ;(onSent ?? onClose)()
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
      check={(to) => (to === familyID ? t('dialog.sameFamily', { id: familyID }) : undefined)}
      send={async (to) => {
        await move({ from: familyID, swimmerID: swimmer.swimmerID, familyID: to }).unwrap()
        enqueueSnackbar(t('dialog.moved', { name: swimmer.fullName, id: to }), { variant: 'success' })
      }}
    />
  )
}

/** A family told by its people: 'Hoda Samir, Adel Hassan; swimmers Youssef Adel, Malak Adel'. */
export function familyNames(family: Pick<FamilyDetails, 'guardians' | 'swimmers'>, t: FamiliesT, comma: string) {
  // Each name isolated (FSI … PDI): an Arabic name in an English sentence, or the other way, keeps its place.
  const isolate = (name: string) => `\u2068${name}\u2069`
  const guardians = family.guardians.map((one) => isolate(one.fullName.trim() || t('guardian.unnamed'))).join(comma)
  const swimmers = family.swimmers.map((one) => isolate(one.fullName)).join(comma)
  return t('dialog.people', { guardians: guardians || '—', swimmers: swimmers || '—' })
}

/**
 * Merges another family into this one: its guardians, swimmers, consents and history (issue 28). The number is asked
 * first; then a confirmation names both families by their people, since a merge is not undone from the page.
 */
export function MergeFamilyDialog({ family, onClose }: { family: FamilyDetails; onClose: () => void }) {
  const t = useFamiliesT()
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const [merge, merging] = useMergeFamilyMutation()
  const [load] = useLazyFamilyQuery()
  const [other, setOther] = useState<FamilyDetails>()
  const familyID = family.familyID
  const comma = format.language === 'ar' ? '، ' : ', '
  if (other)
    return (
      <ConfirmDialog
        open
        title={t('dialog.mergeConfirmTitle', { from: format.digitsOf(other.familyID), id: format.digitsOf(familyID) })}
        message={t('dialog.mergeConfirm', {
          from: format.digitsOf(other.familyID),
          fromPeople: familyNames(other, t, comma),
          id: format.digitsOf(familyID),
          people: familyNames(family, t, comma),
        })}
        confirmLabel={t('dialog.merge')}
        cancelLabel={t('dialog.cancel')}
        destructive
        busy={merging.isLoading}
        onClose={onClose}
        onConfirm={() =>
          void merge({ familyID, from: other.familyID })
            .unwrap()
            .then(() => {
              enqueueSnackbar(t('dialog.merged', { from: other.familyID, id: familyID }), { variant: 'success' })
              onClose()
            })
            .catch((error: unknown) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }))
        }
      />
    )
  return (
    <FamilyNumberDialog
      id="family-merge"
      title={t('dialog.mergeTitle', { id: familyID })}
      explanation={t('dialog.mergeExplain', { id: familyID })}
      submitLabel={t('dialog.next')}
      onClose={onClose}
      onSent={() => undefined}
      check={(from) => (from === familyID ? t('dialog.sameFamily', { id: familyID }) : undefined)}
      send={async (from) => {
        setOther(await load(from).unwrap())
      }}
    />
  )
}
