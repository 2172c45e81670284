import { CopyPricesFromField } from './CopyPricesFromField'
import { PricesTab } from './PricesTab'
import { usePricesT } from './i18n'

// What Settings shows of the prices (issue 27), handed to it by the app shell (features do not import each other):
// the Prices tab, its label, and the new-site form's 'Copy prices from'.
export const pricesInSettings = {
  Tab: PricesTab,
  useTabLabel: () => usePricesT()('tab'),
  CopyFrom: CopyPricesFromField,
}
