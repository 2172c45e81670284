import { message, type Message, type Param } from '@contract/messages/message'
import { english } from './messages'

// An invoice's item, "Baby Class - 3 months": the words an invoice stores (never edited) and the same by its code
// (issue 26), which the SPA renders in its language. Plain wording, read by every domain that shows an invoice
// (payments makes them; money, families, swimmers and enrolments show them).

export const itemNamed = (product: string, months: number): Message =>
  months === 1
    ? message('item.oneMonth', { product })
    : months === 12
      ? message('item.twelveMonths', { product })
      : message('item.months', { product, months })

/** The same in English, as the invoice stores it (its item is never edited): 'Baby Class - 3 months'. */
export const itemName = (productName: string, months: number): string => english(itemNamed(productName, months))

/**
 * An invoice's stored item by its code, from its months (issue 26): 'Baby Class - 3 months' is item.months of
 * 'Baby Class' and 3. Null when the stored text is of another shape (the SPA then shows it as it is).
 */
export function storedItem(invoice: { item_name: string; months: number }): Message | null {
  const ending = itemName('', invoice.months)
  const item = invoice.item_name
  if (item.length <= ending.length || !item.endsWith(ending)) return null
  return itemNamed(item.slice(0, -ending.length), invoice.months)
}

/** An invoice's stored item as a value of a message, in the message's language (a name of another shape as it is). */
export const storedItemNamed = (invoice: { item_name: string; months: number }): Param =>
  storedItem(invoice) ?? invoice.item_name
