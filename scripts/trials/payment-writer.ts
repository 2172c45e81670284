import type { ApiClient } from './http-client'

// Writes that leave a recognisable row: one-cent payments on open invoices, each with its own receipt
// number. A payment the server answered 200 is "acknowledged" and must never be lost.

export const ADMIN_USER_ID = 1
const ONE_CENT = '0.01'

export interface OpenInvoice {
  invoiceID: number
  swimmerID: number
  siteID: number
}

export interface Acknowledged {
  receipt: string
  paymentId: number
  invoiceId: number
  site: number
  /** performance.now() when the answer arrived. */
  at: number
}

export async function openInvoices(client: ApiClient, site: number): Promise<OpenInvoice[]> {
  const response = await client.request('GET', `/api/invoice/fetch?siteId=${site}`)
  if (response.status !== 200) throw new Error(`invoice list for site ${site}: ${response.status}`)
  const invoices = (response.body as (OpenInvoice & { status: string })[]).filter((row) => row.status === 'open')
  if (invoices.length === 0) throw new Error(`site ${site} has no open invoice to pay`)
  return invoices
}

export class PaymentWriter {
  readonly acknowledged: Acknowledged[] = []
  /** Answers other than 200 (the server said no: nothing to check). */
  refused = 0
  /** Of those, 5xx: the server failed rather than refused. */
  serverErrors = 0
  /** Requests that got no answer (the server died under them). */
  unanswered = 0
  private sequence = 0
  private stopped = false
  private readonly inFlight = new Set<Promise<boolean>>()

  constructor(
    private readonly client: ApiClient,
    private readonly invoices: OpenInvoice[],
    /** Unique per run, so receipts never repeat across trials on one database. */
    readonly receiptPrefix: string,
  ) {}

  /** One payment; false when the server gave no answer. */
  pay(): Promise<boolean> {
    const number = this.sequence++
    const invoice = this.invoices[number % this.invoices.length]
    const receipt = `${this.receiptPrefix}-${number}`
    const body = {
      swimmerID: invoice.swimmerID,
      siteID: invoice.siteID,
      invoiceID: invoice.invoiceID,
      userID: ADMIN_USER_ID,
      amountPaid: ONE_CENT,
      recieptNo: receipt,
    }
    const attempt = this.client.request('POST', '/api/payment/complete', body).then(
      (response) => {
        if (response.status === 200) {
          const paymentId = (response.body as { paymentID: number }).paymentID
          this.acknowledged.push({
            receipt,
            paymentId,
            invoiceId: invoice.invoiceID,
            site: invoice.siteID,
            at: performance.now(),
          })
        } else {
          this.refused++
          if (response.status >= 500) this.serverErrors++
        }
        return true
      },
      () => {
        this.unanswered++
        return false
      },
    )
    this.inFlight.add(attempt)
    void attempt.finally(() => this.inFlight.delete(attempt))
    return attempt
  }

  /** `connections` loops paying back to back until stop() or the server stops answering. */
  async burst(connections: number): Promise<void> {
    const loop = async () => {
      while (!this.stopped && (await this.pay()));
    }
    await Promise.all(Array.from({ length: connections }, loop))
  }

  /** About `perSecond` payments a second, at most `maxInFlight` at once, until stop(). */
  async paced(perSecond: number, maxInFlight = 32): Promise<void> {
    const interval = 1000 / perSecond
    let next = performance.now()
    while (!this.stopped) {
      // Timers run late on a busy machine: catch up on every payment that fell due meanwhile.
      for (; next <= performance.now(); next += interval) {
        if (this.inFlight.size < maxInFlight) void this.pay()
      }
      await new Promise((resolve) => setTimeout(resolve, next - performance.now()))
    }
    await this.settled()
  }

  stop(): void {
    this.stopped = true
  }

  async settled(): Promise<void> {
    await Promise.all([...this.inFlight])
  }
}
