import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material'
import type { InvoiceLine } from '@contract/billing'
import { Isolated, Ltr } from '@/components/Bidi'
import { useMoney } from '@/components/money'
import { useBillingT } from './i18n'
import { useLineText } from './lineText'

/**
 * An invoice's lines before or after it is made (issue 30): the list price, each discount with the rule that gave it
 * (and the reason of a chosen one), and the total. Shared by every dialog that bills (renew, accept an offer) and the
 * family's account.
 */
export function PriceLines({
  id,
  lines,
  total,
}: {
  id: string
  lines: ReadonlyArray<Pick<InvoiceLine, 'kind' | 'text' | 'rule' | 'amount' | 'reason'>>
  total: number
}) {
  const t = useBillingT()
  const text = useLineText()
  const { money } = useMoney()
  return (
    <Table size="small" id={id} aria-label={t('lines.label')} sx={{ '& td': { px: 1 } }}>
      <TableBody>
        {lines.map((line, index) => (
          <TableRow key={index}>
            <TableCell component="th" scope="row">
              <Isolated>{text(line)}</Isolated>
              {line.reason && (
                <Typography variant="caption" component="span" sx={{ display: 'block' }} color="text.secondary">
                  {t('lines.reason', { reason: line.reason })}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Ltr>{money(line.amount)}</Ltr>
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
            {t('lines.total')}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            <Ltr>{money(total)}</Ltr>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  )
}
