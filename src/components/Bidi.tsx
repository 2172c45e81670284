import type { ReactNode } from 'react'

// Mixed directions (issue 25): in Arabic, 'C13-٩٠٠١' showed as '٩٠٠١-C13', '(٦١) Sama Ahmed Sabry' put the ID before
// the name, and a receipt's English item line broke around its brackets. Receipt numbers, phone numbers, codes and IDs
// are isolated left to right wherever they are shown; names and data text (either script) are isolated in their own
// direction, so neither reorders the sentence around them. Nothing is added to the text itself (CSV files, copies and
// accessible names stay as they were).

/** A receipt number, phone number, code or ID: always left to right, kept whole inside right-to-left text. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>
}

/** A name or a line of data (Arabic or English): in its own direction, without moving the text around it. */
export function Isolated({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>
}

const MARK = '\u0000'

/**
 * A translated sentence whose marked values are isolated: `withIsolated((ltr, own) => t('receipt.heading',
 * { receipt: ltr(receiptNo) }))` renders the sentence with the receipt number in an <Ltr>, and `own(name)` in an
 * <Isolated>.
 */
export function withIsolated(
  render: (ltr: (value: string | number) => string, own: (value: string | number) => string) => string,
): ReactNode {
  const values: Array<{ text: string; ltr: boolean }> = []
  const mark = (ltr: boolean) => (value: string | number) => {
    values.push({ text: String(value), ltr })
    return `${MARK}${values.length - 1}${MARK}`
  }
  const parts = render(mark(true), mark(false)).split(new RegExp(`${MARK}(\\d+)${MARK}`))
  return parts.map((part, index) => {
    if (index % 2 === 0) return part
    const value = values[Number(part)]
    return value.ltr ? <Ltr key={index}>{value.text}</Ltr> : <Isolated key={index}>{value.text}</Isolated>
  })
}
