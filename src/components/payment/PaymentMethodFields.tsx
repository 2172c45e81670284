import { Alert } from '@mui/material'
import { useWatch } from 'react-hook-form'
import { METHODS_PENDING, METHODS_WITH_REFERENCE, PAYMENT_METHODS, type PaymentMethod } from '@contract/billing'
import { FormNativeSelect, FormTextField } from '@/components/form'
import { useMoneyPartsT } from '@/components/money/i18n'

/**
 * How the money came (issue 30): cash, card, InstaPay, a wallet or a bank transfer, and the method's reference where it
 * has one (the server refuses a card, InstaPay, wallet or transfer payment without it, on this field). A transfer is
 * said to wait for its confirmation. Inside a contract form whose values hold `method` and `reference`.
 */
export function PaymentMethodFields({ id }: { id: string }) {
  const t = useMoneyPartsT()
  const method = (useWatch({ name: 'method' }) as PaymentMethod | undefined) ?? 'cash'
  return (
    <>
      <FormNativeSelect
        name="method"
        id={`${id}-method`}
        label={t('method.label')}
        options={PAYMENT_METHODS.map((one) => ({ value: one, label: t(`method.${one}`) }))}
      />
      {METHODS_WITH_REFERENCE.includes(method) && (
        <FormTextField
          name="reference"
          id={`${id}-reference`}
          label={t('reference.label')}
          hint={t(`reference.${method as 'card'}`)}
          required
          size="small"
        />
      )}
      {METHODS_PENDING.includes(method) && <Alert severity="info">{t('transferWaits')}</Alert>}
    </>
  )
}
