import { useState } from 'react'
import { Button, Grid, Stack, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { useNavigate } from 'react-router-dom'
import { INVOICE_CODES } from '@contract/invoices'
import type { Invoice } from '@contract/invoices'
import { getErrorStatus } from '@/api/errors'
import { ruleText } from '@/i18n/ruleText'
import { EmptyState } from '@/components/EmptyState'
import { ExportCsvButton } from '@/components/export'
import { DayClosedNotice, useDayClosed, useMoney } from '@/components/money'
import { paths } from '@/config/paths'
import { useSelectedSite } from '@/session/useSession'
import { useSettingsT } from './i18n'
import { InvoiceCard } from './InvoiceCard'
import { PaymentDialog } from './PaymentDialog'
import { useLazySettingsInvoicesQuery } from './settingsApi'

/**
 * The Invoices tab (SPEC.md section 2): the current site's invoices to collect as cards, each opening the
 * 'Complete Payment' modal. A payment invalidates the 'Invoice' tag, so the list refreshes by itself.
 */
const INVOICE_CSV_FIELDS = [
  'invoiceID',
  'swimmerID',
  'swimmerName',
  'siteID',
  'amountPaid',
  'amountDue',
  'status',
  'recieptNo',
  'createdAt',
] as const
/** Amounts: plain numbers with a currency column in the file. */
const MONEY_FIELDS: ReadonlySet<string> = new Set(['amountPaid', 'amountDue'])

export function InvoicesTab({ mayPay: mayTakeMoney }: { mayPay: boolean }) {
  const t = useSettingsT()
  const navigate = useNavigate()
  const { enqueueSnackbar } = useSnackbar()
  const site = useSelectedSite()
  const { currency } = useMoney()
  // Complete Payment is not offered while today's cash-up of the site is closed: the notice says why (issue 25).
  const day = useDayClosed(mayTakeMoney ? site?.id : undefined)
  const mayPay = mayTakeMoney && !day.closed
  const [fetchInvoices, invoices] = useLazySettingsInvoicesQuery()
  const [paying, setPaying] = useState<Invoice | null>(null)

  const getInvoices = async () => {
    if (!site) return enqueueSnackbar(ruleText(INVOICE_CODES.noSite), { variant: 'warning' })
    try {
      await fetchInvoices(site.id).unwrap()
      enqueueSnackbar(t('invoices.fetched'), { variant: 'success' })
    } catch (error) {
      if (getErrorStatus(error) === 404) enqueueSnackbar(t('invoices.noneFoundToast'), { variant: 'info' })
      else enqueueSnackbar(t('invoices.fetchFailed'), { variant: 'error' })
    }
  }

  // Results of another site (after a site change) are not shown as this site's.
  const current = invoices.originalArgs === site?.id
  const notFound = current && invoices.isError && getErrorStatus(invoices.error) === 404
  const list = current && !invoices.isError ? (invoices.data ?? []) : []

  return (
    <Stack spacing={3}>
      <Typography variant="h2">{t('invoices.heading')}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {site ? t('invoices.currentSite', { id: site.id }) : t('invoices.noneSelected')}
        </Typography>
        <Button variant="contained" onClick={getInvoices} disabled={!site || invoices.isFetching}>
          {invoices.isFetching ? t('invoices.fetching') : t('invoices.get')}
        </Button>
        {list.length > 0 && (
          // The invoices shown, as a CSV file (issue 15).
          <ExportCsvButton
            what={t('invoices.listLabel', { id: site?.id })}
            fileName={['invoices', site?.id ?? '']}
            data={() => ({
              columns: INVOICE_CSV_FIELDS.map((field) => ({
                field,
                header: t(`invoices.fields.${field}`),
                ...(MONEY_FIELDS.has(field) ? { currency } : {}),
              })),
              rows: list.map((invoice) => ({ ...invoice, status: t(`invoices.status.${invoice.status}`) })),
            })}
          />
        )}
      </Stack>

      {!site && (
        <EmptyState
          title={t('invoices.noSiteTitle')}
          severity="warning"
          action={
            <Button color="inherit" onClick={() => navigate(paths.siteSelection)}>
              {t('invoices.chooseSite')}
            </Button>
          }
        >
          {t('invoices.noSiteText')}
        </EmptyState>
      )}
      {notFound && <EmptyState title={t('invoices.noneTitle')}>{t('invoices.noneText')}</EmptyState>}
      {list.length > 0 && day.closed && <DayClosedNotice reason={day.reason} />}
      {list.length > 0 && (
        // The grid is the list itself, so each card's <li> is a direct child of the <ul> (axe 'list', 'listitem').
        <Grid
          container
          spacing={2}
          component="ul"
          aria-label={t('invoices.listLabel', { id: site?.id })}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {list.map((invoice) => (
            <Grid key={invoice.invoiceID} component="li" size={{ xs: 12, md: 6, xl: 4 }}>
              <InvoiceCard invoice={invoice} mayPay={mayPay} onPay={() => setPaying(invoice)} />
            </Grid>
          ))}
        </Grid>
      )}
      <PaymentDialog invoice={paying} onClose={() => setPaying(null)} />
    </Stack>
  )
}
