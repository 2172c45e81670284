import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { Alert, Typography } from '@mui/material'
import { useFormContext, useWatch } from 'react-hook-form'
import { CHOSEN_KINDS, INSTALMENTS_MAX, INSTALMENTS_MIN, discountRuleList } from '@contract/billing'
import type { DiscountRule } from '@contract/billing'
import { baseApi } from '@/api/baseApi'
import { listTag } from '@/api/tags'
import { FormNativeSelect, FormTextField } from '@/components/form'
import { useCashupTodayQuery, useDayClosed, useMoney } from '@/components/money'
import { PaymentMethodFields } from '@/components/payment/PaymentMethodFields'
import { useGrantedActions } from '@/components/useGrantedActions'
import { useFormat } from '@/i18n/format'
import { deskBillingPayload, instalmentSchedule, type DeskBillingValues } from './deskBilling'
import { AmountField } from './AmountField'
import { useBillingT } from './i18n'

const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The discount rules, for the staff and hardship ones a privileged user may choose (GET /discount-rules). */
    deskDiscountRules: build.query<DiscountRule[], void>({
      query: () => '/discount-rules',
      responseSchema: discountRuleList,
      providesTags: [listTag('Price')],
    }),
  }),
})

export const MANAGE_DISCOUNTS = 'Settings:ManageDiscounts'
const MAY_PAY = 'Settings:CompletePayment'

/**
 * The staff and hardship rules the signed-in user may choose for an invoice: none without ManageDiscounts (the server
 * refuses a chosen discount then), so the choice is not offered.
 */
export function useChosenRules(): DiscountRule[] {
  const privileges = useGrantedActions().privileges
  const may = privileges.includes(MANAGE_DISCOUNTS)
  const rules = billingApi.useDeskDiscountRulesQuery(undefined, { skip: !may })
  return may ? (rules.data ?? []).filter((rule) => CHOSEN_KINDS.includes(rule.kind)) : []
}

/** Whether the signed-in user may take money (CompletePayment): without it, only "leave it due" is offered. */
export const useMayCollect = () => useGrantedActions().privileges.includes(MAY_PAY)

/**
 * What a dialog that bills keeps for its desk fields: today's cash-up of the site (closed: nothing is collected), and
 * the payload of the desk's choices, its instalments splitting the total the fields last showed.
 */
export function useDeskBilling(site: number | undefined) {
  const priced = useRef<{ totalCents?: number; today?: string }>({})
  const day = useDayClosed(site)
  const payload = useCallback((values: DeskBillingValues) => deskBillingPayload(values, priced.current), [])
  const show = useCallback((shown: { totalCents?: number; today?: string }) => {
    priced.current = shown
  }, [])
  return { site, day, payload, show }
}
export type DeskBilling = ReturnType<typeof useDeskBilling>

/**
 * Today at the billing's site (instalments fall due monthly from it) and the `count` instalments splitting
 * `totalCents` from today (none for one payment, or before the total and the date are known). What it shows is what
 * the billing's payload splits.
 */
export function useInstalmentSchedule(billing: DeskBilling, totalCents: number | undefined, count: number) {
  const today = useCashupTodayQuery(billing.site ?? 0, { skip: !billing.site }).data?.date
  const { show } = billing
  useLayoutEffect(() => show({ totalCents, today }), [show, totalCents, today])
  return count > 1 && totalCents !== undefined && today ? instalmentSchedule(totalCents, count, today) : []
}

/**
 * The invoice's terms chosen at the desk (issue 30): a staff or hardship discount with its reason for a user holding
 * ManageDiscounts, and 2 to 12 monthly instalments shown with their due dates. Part of DeskBillingFields; the
 * enrolment dialogs, whose amount paid and receipt are the spec's own fields, show these beside them.
 */
export function DeskTermsFields({
  billing,
  id,
  totalCents,
}: {
  billing: DeskBilling
  id: string
  /** The total shown (the chosen duration's, with its discounts), which instalments split. */
  totalCents: number | undefined
}) {
  const rules = useChosenRules()
  const t = useBillingT()
  const format = useFormat()
  const { money } = useMoney()
  const values = useWatch() as Partial<DeskBillingValues>
  const schedule = useInstalmentSchedule(billing, totalCents, Number(values.instalmentCount ?? '1'))
  const counts = ['1', ...Array.from({ length: INSTALMENTS_MAX - INSTALMENTS_MIN + 1 }, (_, i) => String(i + 2))]
  return (
    <>
      {rules.length > 0 && (
        <>
          <FormNativeSelect
            name="discountRule"
            id={`${id}-discount`}
            label={t('discount.label')}
            options={[
              { value: '', label: t('discount.none') },
              ...rules.map((rule) => ({
                value: String(rule.ruleID),
                label: t(`rule.${rule.kind}`, {
                  percent: format.number(rule.percent / 100, { style: 'percent', maximumFractionDigits: 2 }),
                }),
              })),
            ]}
          />
          {values.discountRule && (
            <FormTextField
              name="discountReason"
              id={`${id}-discount-reason`}
              label={t('discount.reason')}
              hint={t('discount.reasonHint')}
              required
              size="small"
            />
          )}
        </>
      )}
      <FormNativeSelect
        name="instalmentCount"
        id={`${id}-instalments`}
        label={t('split.count')}
        options={counts.map((value) => ({
          value,
          label: value === '1' ? t('split.none') : format.digitsOf(value),
        }))}
      />
      {schedule.length > 0 && (
        <div>
          <Typography variant="body2" sx={{ fontWeight: 600 }} id={`${id}-schedule-label`}>
            {t('split.schedule')}
          </Typography>
          <Typography component="ol" variant="body2" aria-labelledby={`${id}-schedule-label`} sx={{ m: 0, ps: 3 }}>
            {schedule.map((part, index) => (
              <li key={index}>
                {t('split.rowText', { amount: money(part.amountCents / 100), date: format.date(part.dueOn) })}
              </li>
            ))}
          </Typography>
        </div>
      )}
    </>
  )
}

/**
 * The desk's billing choices inside a renewal's or an offer's form (issue 30): the terms (DeskTermsFields: a chosen
 * discount, instalments), then collect now (amount, receipt, method and reference) or leave it due. `receiptName` is
 * the form's receipt field (the spec's spellings differ). Collecting is not offered on a closed cash-up day or without
 * the privilege.
 */
export function DeskBillingFields({
  billing,
  id,
  receiptName,
  receiptLabel,
  totalCents,
}: {
  billing: DeskBilling
  id: string
  receiptName: string
  receiptLabel: string
  /** The total shown (the chosen duration's, with its discounts), which instalments split. */
  totalCents: number | undefined
}) {
  const mayCollect = useMayCollect()
  const dayClosed = billing.day.closed
  const t = useBillingT()
  const values = useWatch() as Partial<DeskBillingValues>
  const collecting = mayCollect && !dayClosed && values.collect === 'now'
  const schedule = useInstalmentSchedule(billing, totalCents, Number(values.instalmentCount ?? '1'))
  // Collecting now starts at what is due now: the first instalment, or the whole total (typed down for a part).
  const { getValues, setValue } = useFormContext()
  const firstDue = schedule[0]?.amountCents ?? totalCents
  useEffect(() => {
    if (collecting && firstDue !== undefined && ['', '0'].includes(String(getValues('amountPaid')).trim())) {
      setValue('amountPaid', (firstDue / 100).toFixed(2))
    }
  }, [collecting, firstDue, getValues, setValue])
  return (
    <>
      <DeskTermsFields billing={billing} id={id} totalCents={totalCents} />
      {mayCollect && !dayClosed ? (
        <FormNativeSelect
          name="collect"
          id={`${id}-collect`}
          label={t('collect.label')}
          options={[
            { value: 'due', label: t('collect.due') },
            { value: 'now', label: t('collect.now') },
          ]}
        />
      ) : (
        dayClosed && <Alert severity="info">{t('collect.closed')}</Alert>
      )}
      {collecting ? (
        <>
          <AmountField
            name="amountPaid"
            id={`${id}-amount`}
            label={t('collect.amount')}
            hint={schedule.length > 0 ? t('split.firstPaid') : undefined}
          />
          <FormTextField name={receiptName} id={`${id}-receipt`} label={receiptLabel} required size="small" />
          <PaymentMethodFields id={id} />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('collect.dueHint')}
        </Typography>
      )}
    </>
  )
}
