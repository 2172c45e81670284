import { Alert, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import type { LedgerEntry } from '@contract/billing'
import { getErrorMessage } from '@/api/errors'
import { Isolated, Ltr } from '@/components/Bidi'
import { useMoney } from '@/components/money'
import { useFormat } from '@/i18n/format'
import { composedText } from '@/i18n/dataTexts'
import { useFamiliesT } from './i18n'
import { useFamilyLedgerQuery } from './familiesApi'
import { FamilyAccountActions, FamilyOpenInvoices } from './FamilyAccount'

const narrow = { display: { xs: 'none', sm: 'table-cell' } } as const

/**
 * The family's account (issue 30, GET /families/{id}/ledger): every invoice, payment, void, refund and credit of its
 * swimmers at every site, oldest first, with the balance after each; what the family owes on open invoices and the
 * credit it holds. The server's words say what each movement was; amounts as the family's balance moves them.
 */
export function FamilyLedger({ familyID }: { familyID: number }) {
  const t = useFamiliesT()
  const format = useFormat()
  const { money } = useMoney()
  const ledger = useFamilyLedgerQuery(familyID)
  if (ledger.isLoading) return <CircularProgress aria-label={t('ledger.loading')} />
  if (ledger.isError || !ledger.data) return <Alert severity="error">{getErrorMessage(ledger.error)}</Alert>
  const { entries, dueCents, due, creditCents, credit, balance } = ledger.data
  const kind = (entry: LedgerEntry) => t(`ledger.kinds.${entry.kind}`)
  // Issue 30: the family's invoices, each once, for their lines, instalments and actions (the open ones are shown).
  const invoiceIDs = [
    ...new Set(entries.filter((entry) => entry.kind === 'invoice').flatMap((entry) => entry.invoiceID ?? [])),
  ]
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {t('ledger.summary', { due: money(dueCents > 0 ? due : 0), credit: money(creditCents > 0 ? credit : 0) })}
        {' · '}
        <strong>{t('ledger.balance', { amount: money(balance) })}</strong>
      </Typography>
      <FamilyAccountActions familyID={familyID} dueCents={dueCents} />
      {dueCents > 0 && <FamilyOpenInvoices familyID={familyID} invoiceIDs={invoiceIDs} creditCents={creditCents} />}
      {entries.length === 0 ? (
        <Typography>{t('ledger.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('ledger.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('money.columns.date')}</TableCell>
              <TableCell>{t('ledger.columns.what')}</TableCell>
              <TableCell sx={narrow}>{t('money.columns.swimmer')}</TableCell>
              <TableCell sx={narrow}>{t('money.columns.receipt')}</TableCell>
              <TableCell align="right">{t('money.columns.amount')}</TableCell>
              <TableCell align="right">{t('ledger.columns.balance')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry, index) => (
              <TableRow
                key={`${entry.kind}-${entry.invoiceID}-${entry.paymentID}-${entry.refundID}-${entry.creditID}-${index}`}
              >
                <TableCell>{format.date(entry.date)}</TableCell>
                <TableCell>
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600, display: 'block' }}>
                    {kind(entry)}
                    {entry.status === 'pending' && ` · ${t('ledger.pending')}`}
                    {entry.status === 'void' && entry.kind === 'payment' && ` · ${t('ledger.voided')}`}
                  </Typography>
                  <Isolated>{composedText(entry.text, entry.words)}</Isolated>
                </TableCell>
                <TableCell sx={narrow}>{entry.swimmerName && <Isolated>{entry.swimmerName}</Isolated>}</TableCell>
                <TableCell sx={narrow}>{entry.receiptNo && <Ltr>{format.digitsOf(entry.receiptNo)}</Ltr>}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {entry.kind === 'refund' && entry.refundCents !== null
                    ? t('ledger.refunded', { amount: money(entry.refundCents / 100) })
                    : money(entry.amount)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(entry.balance)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  )
}
