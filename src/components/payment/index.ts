export { paymentApi, useCompletePaymentMutation } from './paymentApi'
export { PaymentDialog, type Paid, type PayableInvoice, type PaymentTexts } from './PaymentDialog'
