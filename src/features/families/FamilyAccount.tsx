import { useState } from 'react'
import { Alert, Box, Button, List, ListItem, Stack, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { z } from 'zod'
import {
  applyCreditRequest,
  creditNoteRequest,
  creditResult,
  familyPaymentRequest,
  familyPaymentResult,
  invoiceDetail,
  splitResult,
  type FamilyPaymentResult,
  type InvoiceDetail,
} from '@contract/billing'
import { formatAmount } from '@contract/common'
import { baseApi } from '@/api/baseApi'
import { changeOf, idTag, onSuccess } from '@/api/tags'
import { Isolated, Ltr } from '@/components/Bidi'
import {
  AmountField,
  PriceLines,
  cashDefaults,
  instalmentSchedule,
  methodFields,
  useBillingT,
} from '@/components/billing'
import { FormDialog, FormNativeSelect, FormTextField, useContractForm } from '@/components/form'
import { useCashupTodayQuery, useMoney } from '@/components/money'
import { PaymentMethodFields } from '@/components/payment/PaymentMethodFields'
import { useGrantedActions } from '@/components/useGrantedActions'
import { useFormat } from '@/i18n/format'
import { translateContractMessage } from '@/i18n/i18n'
import { useActing } from '@/session/useActing'
import { useFamiliesT } from './i18n'

// The family's account at the desk (issue 30): its open invoices with their lines and instalments; "Collect for the
// family" (one amount allocated oldest first by the server, which says where it went), a credit note
// (RefundPayments) and credit applied to an open invoice, an invoice split into instalments (CompletePayment). Every
// rule is the server's: the desk offers an action only with its privilege, and shows the server's refusal.

const invoiceTags = (familyID: number) => [...changeOf('Invoice'), idTag('Family', familyID)]

const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    familyInvoice: build.query<InvoiceDetail, number>({
      query: (invoiceID) => `/invoices/${invoiceID}`,
      responseSchema: invoiceDetail,
      providesTags: (_result, _error, invoiceID) => [idTag('Invoice', invoiceID)],
    }),
    payForFamily: build.mutation<FamilyPaymentResult, { familyID: number; body: z.input<typeof familyPaymentRequest> }>(
      {
        query: ({ familyID, body }) => ({ url: `/families/${familyID}/payments`, method: 'POST', body }),
        responseSchema: familyPaymentResult,
        invalidatesTags: onSuccess(({ familyID }: { familyID: number }) => invoiceTags(familyID)),
      },
    ),
    giveCredit: build.mutation<
      z.infer<typeof creditResult>,
      { familyID: number; body: z.input<typeof creditNoteRequest> }
    >({
      query: ({ familyID, body }) => ({ url: `/families/${familyID}/credits`, method: 'POST', body }),
      responseSchema: creditResult,
      invalidatesTags: onSuccess(({ familyID }: { familyID: number }) => invoiceTags(familyID)),
    }),
    applyCredit: build.mutation<
      unknown,
      { familyID: number; invoiceID: number; body: z.input<typeof applyCreditRequest> }
    >({
      query: ({ invoiceID, body }) => ({ url: `/invoices/${invoiceID}/apply-credit`, method: 'POST', body }),
      invalidatesTags: onSuccess(({ familyID }: { familyID: number }) => invoiceTags(familyID)),
    }),
    splitFamilyInvoice: build.mutation<
      z.infer<typeof splitResult>,
      { familyID: number; invoiceID: number; instalments: Array<{ dueOn: string; amount: string }> }
    >({
      query: ({ invoiceID, instalments }) => ({
        url: `/invoices/${invoiceID}/instalments`,
        method: 'POST',
        body: { instalments },
      }),
      responseSchema: splitResult,
      invalidatesTags: onSuccess(({ familyID }: { familyID: number }) => invoiceTags(familyID)),
    }),
  }),
})

const usePrivileges = () => {
  const privileges = useGrantedActions().privileges
  return {
    mayPay: privileges.includes('Settings:CompletePayment'),
    mayCredit: privileges.includes('Settings:RefundPayments'),
  }
}

/** The buttons above the account: collect for the family, give a credit note; each opens its dialog. */
export function FamilyAccountActions({ familyID, dueCents }: { familyID: number; dueCents: number }) {
  const t = useFamiliesT()
  const { mayPay, mayCredit } = usePrivileges()
  const [open, setOpen] = useState<'collect' | 'credit'>()
  if (!mayPay && !mayCredit) return null
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
      {mayPay && dueCents > 0 && (
        <Button variant="contained" onClick={() => setOpen('collect')}>
          {t('account.collect')}
        </Button>
      )}
      {mayCredit && (
        <Button variant="outlined" onClick={() => setOpen('credit')}>
          {t('account.credit')}
        </Button>
      )}
      {open === 'collect' && <CollectForFamilyDialog familyID={familyID} onClose={() => setOpen(undefined)} />}
      {open === 'credit' && <CreditNoteDialog familyID={familyID} onClose={() => setOpen(undefined)} />}
    </Stack>
  )
}

function CollectForFamilyDialog({ familyID, onClose }: { familyID: number; onClose: () => void }) {
  const t = useFamiliesT()
  const { money } = useMoney()
  const { site } = useActing()
  const [pay, { isLoading }] = accountApi.usePayForFamilyMutation()
  const [result, setResult] = useState<FamilyPaymentResult>()
  const form = useContractForm({
    schema: familyPaymentRequest,
    defaultValues: { amount: '', receiptNo: '', ...cashDefaults },
    toPayload: ({ method, reference, ...values }) => ({
      ...values,
      ...methodFields({ method, reference }),
      site: site?.id ?? 0,
    }),
    translate: translateContractMessage,
  })
  const submit = form.submitWith(async (body) => {
    try {
      setResult(await pay({ familyID, body }).unwrap())
      // Paid: nothing typed is left to lose, so Escape closes without asking.
      form.reset()
    } catch (error) {
      form.fail(error, t('account.collectFailed'))
    }
  })
  return (
    <FormDialog
      id="family-collect"
      form={form}
      maxWidth="sm"
      title={t('account.collectTitle')}
      submitLabel={result ? t('account.close') : t('account.collectSubmit')}
      cancelLabel={t('account.cancel')}
      hideCancel={Boolean(result)}
      busy={isLoading}
      onClose={onClose}
      onSubmit={result ? async () => onClose() : submit}
    >
      {result ? (
        <div role="status">
          <Typography sx={{ mb: 1 }}>{t('account.collected', { amount: money(result.amount) })}</Typography>
          <List dense aria-label={t('account.wentTo')}>
            {result.allocations.map((part) => (
              <ListItem key={part.paymentID} disableGutters>
                <Isolated>
                  {t('account.allocation', {
                    amount: money(part.amount),
                    swimmer: part.swimmerName,
                    invoice: part.invoiceID,
                    receipt: part.receiptNo,
                    due: money(part.amountDue),
                  })}
                </Isolated>
              </ListItem>
            ))}
          </List>
        </div>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('account.collectHint')}
          </Typography>
          <AmountField name="amount" id="family-collect-amount" label={t('account.amount')} />
          <FormTextField
            name="receiptNo"
            id="family-collect-receipt"
            label={t('account.receipt')}
            required
            size="small"
          />
          <PaymentMethodFields id="family-collect" />
        </>
      )}
    </FormDialog>
  )
}

function CreditNoteDialog({ familyID, onClose }: { familyID: number; onClose: () => void }) {
  const t = useFamiliesT()
  const { site } = useActing()
  const { enqueueSnackbar } = useSnackbar()
  const { money } = useMoney()
  const [give, { isLoading }] = accountApi.useGiveCreditMutation()
  const form = useContractForm({
    schema: creditNoteRequest,
    defaultValues: { amount: '', reason: '' },
    toPayload: (values) => ({ ...values, site: site?.id ?? 0 }),
    translate: translateContractMessage,
  })
  const submit = form.submitWith(async (body) => {
    try {
      const answer = await give({ familyID, body }).unwrap()
      enqueueSnackbar(t('account.credited', { credit: money(answer.credit) }), { variant: 'success' })
      onClose()
    } catch (error) {
      form.fail(error, t('account.creditFailed'))
    }
  })
  return (
    <FormDialog
      id="family-credit"
      form={form}
      maxWidth="xs"
      title={t('account.creditTitle')}
      submitLabel={t('account.creditSubmit')}
      cancelLabel={t('account.cancel')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <AmountField name="amount" id="family-credit-amount" label={t('account.amount')} />
      <FormTextField name="reason" id="family-credit-reason" label={t('account.reason')} required multiline />
    </FormDialog>
  )
}

/** The family's open invoices (from its ledger's invoices): lines, instalments with what is paid, and their actions. */
export function FamilyOpenInvoices({
  familyID,
  invoiceIDs,
  creditCents,
}: {
  familyID: number
  invoiceIDs: number[]
  creditCents: number
}) {
  const t = useFamiliesT()
  return (
    <Box component="section" aria-label={t('account.openInvoices')} sx={{ mb: 2 }}>
      {invoiceIDs.map((invoiceID) => (
        <OpenInvoice key={invoiceID} familyID={familyID} invoiceID={invoiceID} creditCents={creditCents} />
      ))}
    </Box>
  )
}

function OpenInvoice({
  familyID,
  invoiceID,
  creditCents,
}: {
  familyID: number
  invoiceID: number
  creditCents: number
}) {
  const t = useFamiliesT()
  const b = useBillingT()
  const format = useFormat()
  const { money } = useMoney()
  const { mayPay } = usePrivileges()
  const [open, setOpen] = useState<'apply' | 'split'>()
  const invoice = accountApi.useFamilyInvoiceQuery(invoiceID).data
  if (!invoice || invoice.status !== 'open' || invoice.amountDueCents <= 0) return null
  const titleId = `family-invoice-${invoiceID}`
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 1 }}
    >
      <Typography id={titleId} sx={{ fontWeight: 600 }}>
        <Isolated>
          {t('account.invoiceTitle', {
            invoice: format.digitsOf(invoice.invoiceID),
            swimmer: invoice.swimmerName,
            due: money(invoice.amountDue),
          })}
        </Isolated>
      </Typography>
      <PriceLines id={`${titleId}-lines`} lines={invoice.lines} total={invoice.total} />
      {invoice.instalments && (
        <>
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} id={`${titleId}-instalments`}>
            {b('instalments.label')}
          </Typography>
          <Typography component="ol" variant="body2" aria-labelledby={`${titleId}-instalments`} sx={{ m: 0, ps: 3 }}>
            {invoice.instalments.map((part, index) => (
              <li key={index}>
                {b('instalments.row', { amount: money(part.amount), date: format.date(part.dueOn) })}
                {' · '}
                {b('instalments.paid', { paid: money(part.amountPaid) })}
              </li>
            ))}
          </Typography>
        </>
      )}
      {mayPay && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {creditCents > 0 && (
            <Button size="small" variant="outlined" onClick={() => setOpen('apply')}>
              {t('account.applyCredit')}
            </Button>
          )}
          {!invoice.instalments && invoice.amountPaidCents === 0 && (
            <Button size="small" variant="outlined" onClick={() => setOpen('split')}>
              {b('instalments.open')}
            </Button>
          )}
        </Stack>
      )}
      {open === 'apply' && (
        <ApplyCreditDialog
          familyID={familyID}
          invoice={invoice}
          creditCents={creditCents}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open === 'split' && <SplitDialog familyID={familyID} invoice={invoice} onClose={() => setOpen(undefined)} />}
    </Box>
  )
}

function ApplyCreditDialog({
  familyID,
  invoice,
  creditCents,
  onClose,
}: {
  familyID: number
  invoice: InvoiceDetail
  creditCents: number
  onClose: () => void
}) {
  const t = useFamiliesT()
  const { money } = useMoney()
  const { enqueueSnackbar } = useSnackbar()
  const [apply, { isLoading }] = accountApi.useApplyCreditMutation()
  const form = useContractForm({
    schema: applyCreditRequest,
    defaultValues: { amount: formatAmount(Math.min(creditCents, invoice.amountDueCents) / 100, false) },
    translate: translateContractMessage,
  })
  const submit = form.submitWith(async (body) => {
    try {
      await apply({ familyID, invoiceID: invoice.invoiceID, body }).unwrap()
      enqueueSnackbar(t('account.applied', { invoice: invoice.invoiceID }), { variant: 'success' })
      onClose()
    } catch (error) {
      form.fail(error, t('account.applyFailed'))
    }
  })
  return (
    <FormDialog
      id="family-apply-credit"
      form={form}
      maxWidth="xs"
      title={t('account.applyTitle', { invoice: invoice.invoiceID, swimmer: invoice.swimmerName })}
      submitLabel={t('account.applySubmit')}
      cancelLabel={t('account.cancel')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2">
        {t('account.applyHint', { credit: money(creditCents / 100), due: money(invoice.amountDue) })}
      </Typography>
      <AmountField name="amount" id="family-apply-credit-amount" label={t('account.amount')} />
    </FormDialog>
  )
}

const splitForm = z.object({ instalmentCount: z.string() })

function SplitDialog({
  familyID,
  invoice,
  onClose,
}: {
  familyID: number
  invoice: InvoiceDetail
  onClose: () => void
}) {
  const b = useBillingT()
  const format = useFormat()
  const { money } = useMoney()
  const { enqueueSnackbar } = useSnackbar()
  const today = useCashupTodayQuery(invoice.siteID).data?.date
  const [split, { isLoading }] = accountApi.useSplitFamilyInvoiceMutation()
  const form = useContractForm({ schema: splitForm, defaultValues: { instalmentCount: '2' } })
  const count = Number(form.watch('instalmentCount'))
  const schedule = today ? instalmentSchedule(invoice.amountDueCents, count, today) : []
  const submit = form.submitWith(async () => {
    try {
      const instalments = schedule.map((part) => ({ dueOn: part.dueOn, amount: (part.amountCents / 100).toFixed(2) }))
      await split({ familyID, invoiceID: invoice.invoiceID, instalments }).unwrap()
      enqueueSnackbar(b('instalments.done', { invoice: invoice.invoiceID, count }), { variant: 'success' })
      onClose()
    } catch (error) {
      form.fail(error, b('instalments.failed'))
    }
  })
  return (
    <FormDialog
      id="family-split"
      form={form}
      maxWidth="xs"
      title={b('instalments.title', { invoice: invoice.invoiceID })}
      submitLabel={b('instalments.submit')}
      cancelLabel={b('instalments.cancel')}
      busy={isLoading}
      submitDisabled={!today}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormNativeSelect
        name="instalmentCount"
        id="family-split-count"
        label={b('split.count')}
        options={Array.from({ length: 11 }, (_, i) => ({ value: String(i + 2), label: format.digitsOf(i + 2) }))}
      />
      <Typography component="ol" variant="body2" aria-label={b('split.schedule')} sx={{ m: 0, ps: 3 }}>
        {schedule.map((part, index) => (
          <li key={index}>
            <Ltr>{money(part.amountCents / 100)}</Ltr> {format.date(part.dueOn)}
          </li>
        ))}
      </Typography>
      {schedule.length === 0 && <Alert severity="info">{b('lines.loading')}</Alert>}
    </FormDialog>
  )
}
