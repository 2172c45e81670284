export { paymentApi, useCompletePaymentMutation } from './paymentApi'
