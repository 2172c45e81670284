import { composedText } from '@/i18n/dataTexts'
import { SheetField, SheetPrintStyles } from '@/components/PrintStyles'
import { Isolated, Ltr, withIsolated } from '@/components/Bidi'
import { Alert, Box, Button, CircularProgress, Divider, Paper, Stack, Typography } from '@mui/material'
import PrintIcon from '@mui/icons-material/Print'
import { Link as RouterLink, useParams } from 'react-router-dom'
import { getErrorMessage, getErrorStatus } from '@/api/errors'
import { EmptyState } from '@/components/EmptyState'
import { PageContainer } from '@/components/PageContainer'
import { formatMoney } from '@/components/money'
import { paths } from '@/config/paths'
import { useFormat } from '@/i18n/format'
import { useMoneyT } from './i18n'
import { usePaymentReceiptQuery } from './moneyApi'
import { useWhen } from './dates'
import { useSiteNameOf } from '@/session/useSession'

// Printing: only the receipt, black on white, no navigation, links or buttons; fits A5 as well as A4.
const printStyles = <SheetPrintStyles page="receipt-page" sheet="receipt" width="140mm" />

/** A payment's printable receipt (issue 15): /receipts/{paymentID}, with a Print button. */
export function ReceiptPage() {
  const t = useMoneyT()
  const { moment } = useWhen()
  const { paymentID = '' } = useParams()
  const id = /^\d{1,12}$/.test(paymentID) ? Number(paymentID) : undefined
  const receipt = usePaymentReceiptQuery(id ?? 0, { skip: id === undefined })
  const data = receipt.data
  const format = useFormat()
  // The site by its name in the UI's language (its Arabic name in Arabic, issue 27), as every screen names it.
  const siteNameOf = useSiteNameOf()

  return (
    <Box className="receipt-page">
      {printStyles}
      <PageContainer
        title={data ? t('receipt.pageTitle', { receipt: data.receiptNo }) : t('receipt.title')}
        heading={data && withIsolated((ltr) => t('receipt.pageTitle', { receipt: ltr(data.receiptNo) }))}
        maxWidth="sm"
        actions={
          data && (
            <Stack direction="row" spacing={1} className="no-print">
              <Button component={RouterLink} to={`${paths.cashup}?site=${data.siteID}&date=${data.date}`}>
                {t('receipt.toCashup')}
              </Button>
              <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
                {t('receipt.print')}
              </Button>
            </Stack>
          )
        }
      >
        {id === undefined && <EmptyState title={t('receipt.notFound')}>{t('receipt.badId')}</EmptyState>}
        {receipt.isFetching && !data && <CircularProgress aria-label={t('receipt.loading')} />}
        {receipt.isError &&
          (getErrorStatus(receipt.error) === 404 ? (
            <EmptyState title={t('receipt.notFound')}>{getErrorMessage(receipt.error)}</EmptyState>
          ) : (
            <Alert severity="error">{getErrorMessage(receipt.error)}</Alert>
          ))}
        {data && (
          <Paper
            component="article"
            className="receipt"
            variant="outlined"
            aria-labelledby="receipt-heading"
            sx={{ p: { xs: 2, sm: 4 }, bgcolor: '#fff', color: '#000' }}
          >
            <Stack spacing={0.5} sx={{ textAlign: 'center', mb: 2 }}>
              <Typography variant="h2" component="p" sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
                <Isolated>{format.language === 'ar' ? data.academyNameAr : data.academyName}</Isolated>
              </Typography>
              <Typography>
                <Isolated>{siteNameOf(data.siteID, data.siteName)}</Isolated>
              </Typography>
              <Typography id="receipt-heading" variant="h2" sx={{ fontSize: '1.15rem', pt: 1 }}>
                {withIsolated((ltr) => t('receipt.heading', { receipt: ltr(data.receiptNo) }))}
              </Typography>
            </Stack>
            <Divider sx={{ borderColor: '#000' }} />
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, my: 2, mx: 0 }}
            >
              <SheetField label={t('receipt.receiptNo')} value={<Ltr>{data.receiptNo}</Ltr>} />
              <SheetField label={t('receipt.dateTime')} value={moment(data.at)} />
              <SheetField
                label={t('receipt.swimmer')}
                value={
                  <>
                    <Isolated>{data.swimmerName}</Isolated> (<Ltr>{format.digitsOf(data.swimmerID)}</Ltr>)
                  </>
                }
              />
              <SheetField
                label={t('receipt.item')}
                value={
                  <>
                    <Isolated>{composedText(data.item.name, data.item.nameText)}</Isolated>
                    {data.item.group && (
                      // The group on its own line: an English line inside Arabic, kept whole.
                      <Box component="span" sx={{ display: 'block' }}>
                        <Isolated>{composedText(data.item.group, data.item.groupText)}</Isolated>
                      </Box>
                    )}
                  </>
                }
              />
              <SheetField label={t('receipt.invoice')} value={<Ltr>#{format.digitsOf(data.invoiceID)}</Ltr>} />
              <SheetField label={t('receipt.cashier')} value={<Isolated>{data.cashierName}</Isolated>} />
            </Box>
            <Divider sx={{ borderColor: '#000' }} />
            {/* Issue 30: a void payment and a transfer awaiting confirmation say so, printed too. */}
            {data.status === 'void' && (
              <Alert severity="error" icon={false} role="status" sx={{ mt: 2, fontWeight: 700 }}>
                {t('receiptStatus.void', { reason: data.voidReason ?? '' })}
              </Alert>
            )}
            {data.status === 'pending' && (
              <Alert severity="warning" icon={false} role="status" sx={{ mt: 2, fontWeight: 700 }}>
                {t('receiptStatus.pending')}
              </Alert>
            )}
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'baseline', py: 2, flexWrap: 'wrap', gap: 1 }}
            >
              <Typography sx={{ fontWeight: 700 }}>{t('receipt.amount')}</Typography>
              <Typography sx={{ fontWeight: 700, fontSize: '1.5rem' }} data-testid="receipt-amount">
                {formatMoney(data.amount, data.currency, format)}
              </Typography>
            </Stack>
            <Typography variant="body2">
              {data.invoice.status === 'paid'
                ? t('receipt.invoicePaid')
                : t('receipt.invoiceDue', {
                    amount: formatMoney(data.invoice.amountDue, data.currency, format),
                  })}
            </Typography>
          </Paper>
        )}
      </PageContainer>
    </Box>
  )
}
