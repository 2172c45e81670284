import { useState } from 'react'
import { Alert, Box, Button, Stack, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { familyByPhoneQuery } from '@contract/families'
import type { FamilyByPhoneQuery } from '@contract/families'
import { getErrorMessage } from '@/api/errors'
import { FormCheckbox, FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useFormat } from '@/i18n/format'
import { useFamiliesT } from './i18n'
import { useJoinGuardianMutation, useLazyFamiliesByPhoneQuery } from './familiesApi'

interface Found {
  guardianID: number
  fullName: string
  relation: string
  familyID: number
}

/**
 * A guardian of another family joins this one too (a parent with children from two marriages), found by their number
 * in any form: the guardian is the same record in both families, not a copy (POST /families/{id}/guardians/existing).
 */
export function JoinGuardianDialog({
  familyID,
  members,
  onClose,
}: {
  familyID: number
  /** The guardians already in this family: not offered. */
  members: readonly number[]
  onClose: () => void
}) {
  const t = useFamiliesT()
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const [find, finding] = useLazyFamiliesByPhoneQuery()
  const [join, joining] = useJoinGuardianMutation()
  const [found, setFound] = useState<Found[]>()
  const form = useContractForm<{ phone: string; isPayer: boolean }, FamilyByPhoneQuery>({
    schema: familyByPhoneQuery,
    defaultValues: { phone: '', isPayer: false },
    toPayload: ({ phone }) => ({ phone }),
  })

  const submit = form.submitWith(async ({ phone }) => {
    try {
      const families = await find(phone.trim()).unwrap()
      const seen = new Set<number>(members)
      setFound(
        families.flatMap((family) =>
          family.guardians
            .filter((guardian) => !seen.has(guardian.guardianID) && seen.add(guardian.guardianID))
            .map((guardian) => ({ ...guardian, familyID: family.familyID })),
        ),
      )
    } catch (error) {
      if (form.fail(error, getErrorMessage(error))) enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  })

  const add = async (guardian: Found) => {
    try {
      await join({
        familyID,
        from: guardian.familyID,
        guardian: { guardianID: guardian.guardianID, isPayer: form.getValues('isPayer') },
      }).unwrap()
      enqueueSnackbar(t('dialog.joined', { name: guardian.fullName || t('guardian.unnamed'), id: familyID }), {
        variant: 'success',
      })
      onClose()
    } catch (error) {
      if (form.fail(error, getErrorMessage(error))) enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  }

  return (
    <FormDialog
      id="family-join"
      title={t('dialog.joinTitle', { id: familyID })}
      form={form}
      submitLabel={t('search.submit')}
      busyLabel={t('search.searching')}
      cancelLabel={t('dialog.cancel')}
      busy={finding.isFetching || joining.isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>{t('dialog.joinExplain')}</Typography>
      <FormTextField
        name="phone"
        id="family-join-phone"
        label={t('dialog.phone')}
        hint={t('dialog.phoneHint')}
        required
        slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', autoComplete: 'off' } }}
      />
      <FormCheckbox name="isPayer" label={t('dialog.isPayer')} />
      {found && found.length === 0 && (
        <Alert severity="info" role="status">
          {t('dialog.joinNone')}
        </Alert>
      )}
      {found && found.length > 0 && (
        <Box component="section" aria-labelledby="family-join-found">
          <Typography id="family-join-found" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('dialog.joinFound')}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {found.map((guardian) => (
              <Stack
                component="li"
                key={guardian.guardianID}
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Typography sx={{ flexGrow: 1 }}>
                  {t('dialog.joinGuardian', {
                    name: '\u2068' + (guardian.fullName || t('guardian.unnamed')) + '\u2069',
                    relation: '\u2068' + guardian.relation + '\u2069',
                    id: format.digitsOf(guardian.familyID),
                  })}
                </Typography>
                <Button variant="outlined" size="small" disabled={joining.isLoading} onClick={() => void add(guardian)}>
                  {t('dialog.joinAdd', { name: '\u2068' + (guardian.fullName || t('guardian.unnamed')) + '\u2069' })}
                </Button>
              </Stack>
            ))}
          </Stack>
        </Box>
      )}
    </FormDialog>
  )
}
