import type { ReactNode } from 'react'
import type { z } from 'zod'
import type { pricedDuration } from '@contract/billing'
import { PriceLines } from './PriceLines'

/**
 * The chosen duration's price where a dialog bills (renew, accept an offer, enrol): its lines and total when the
 * server priced them for this swimmer (issue 30), else the dialog's own sentence (`fallback`). A live region, so a
 * new duration or a chosen discount is read out.
 */
export function DurationPrice({
  id,
  price,
  fallback,
}: {
  id: string
  price: z.infer<typeof pricedDuration> | undefined
  fallback: ReactNode
}) {
  return (
    <div role="status">
      {price?.lines && price.total !== undefined ? (
        <PriceLines id={id} lines={price.lines} total={price.total} />
      ) : (
        fallback
      )}
    </div>
  )
}
