import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { Link as RouterLink, generatePath } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useMoneyPartsT } from './i18n'

interface ReceiptPromptProps {
  /** Whose payment: the swimmer's name. */
  name: string
  receiptNo: string
  paymentID: number
  onClose: () => void
}

/**
 * After money is taken at the desk (a due invoice collected, an enrolment or a renewal paid), the receipt is one click
 * away: Print receipt opens its printable page, focused so Enter prints it (issue 27, the walk-in).
 */
export function ReceiptPrompt({ name, receiptNo, paymentID, onClose }: ReceiptPromptProps) {
  const t = useMoneyPartsT()
  const to = generatePath(paths.receipt, { paymentID: String(paymentID) })
  return (
    <Dialog open onClose={onClose} aria-labelledby="receipt-prompt-title" maxWidth="xs" fullWidth>
      <DialogTitle id="receipt-prompt-title">{t('paidTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="success">{t('paidText', { name, receipt: receiptNo })}</Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" component={RouterLink} to={to} autoFocus>
          {t('printReceipt')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
