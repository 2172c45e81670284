export { AmountField } from './AmountField'
export { PriceLines } from './PriceLines'
export { DurationPrice } from './DurationPrice'
export { PaymentStatusChip } from './PaymentStatusChip'
export { useLineText } from './lineText'
export {
  DeskBillingFields,
  DeskTermsFields,
  useChosenRules,
  useInstalmentSchedule,
  useDeskBilling,
  useMayCollect,
  MANAGE_DISCOUNTS,
  type DeskBilling,
} from './DeskBillingFields'
export {
  addMonthsTo,
  cashDefaults,
  methodFields,
  deskBillingDefaults,
  deskBillingPayload,
  instalmentSchedule,
  type DeskBillingValues,
} from './deskBilling'
export { useBillingT } from './i18n'
