import { z } from 'zod'
import { numberText } from '@contract/common'
import { FormDialog, FormTextField, useContractForm } from '@/components/form'
import { useSchoolsT } from './i18n'

interface SchoolIdPromptProps {
  open: boolean
  busy?: boolean
  onSubmit: (schoolID: number) => void
  onClose: () => void
}

/** The 'Enter School ID' prompt (SPEC.md section 5): 'Invalid School ID' unless the text is a number. */
export function SchoolIdPrompt(props: SchoolIdPromptProps) {
  return props.open ? <SchoolIdForm {...props} /> : null
}

function SchoolIdForm({ busy = false, onSubmit, onClose }: SchoolIdPromptProps) {
  const t = useSchoolsT()
  const form = useContractForm({
    schema: z.object({
      schoolID: z
        .string()
        .trim()
        .refine((text) => /^\d{1,12}$/.test(numberText(text)) && Number(numberText(text)) !== 0, t('prompt.invalid')),
    }),
    defaultValues: { schoolID: '' },
  })
  // An ID typed in Arabic-Indic digits is the same ID.
  const submit = form.submitWith(({ schoolID }) => onSubmit(Number(numberText(schoolID))))

  return (
    <FormDialog
      id="school-id-prompt"
      form={form}
      maxWidth="xs"
      title={t('prompt.title')}
      submitLabel={t('prompt.submit')}
      cancelLabel={t('prompt.cancel')}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField
        fullWidth
        name="schoolID"
        id="school-id-prompt"
        label={t('prompt.label')}
        hint=" "
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </FormDialog>
  )
}
