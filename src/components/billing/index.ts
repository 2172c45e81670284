export { PriceLines } from './PriceLines'
export { useLineText } from './lineText'
export { DeskBillingFields, useChosenRules, useMayCollect, MANAGE_DISCOUNTS } from './DeskBillingFields'
export {
  addMonthsTo,
  deskBillingDefaults,
  deskBillingPayload,
  instalmentSchedule,
  type DeskBillingValues,
} from './deskBilling'
export { useBillingT } from './i18n'
