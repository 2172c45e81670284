import { generatePath } from 'react-router-dom'
import { paths } from '@/config/paths'

/** The printable receipt of a payment. */
export const receiptPath = (paymentID: number | string) => generatePath(paths.receipt, { paymentID: String(paymentID) })
