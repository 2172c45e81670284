import nodemailer from 'nodemailer'

// The channels the outbox's worker sends by (issue 29). Each is a Sender: it hands one message to its provider and
// says what came of it. E-mail goes over SMTP with nodemailer (SMTP_URL, MAIL_FROM); the WhatsApp Cloud API and SMS
// fit the same interface (a Sender per channel), so adding one is a new Sender, not a new outbox.
// Secrets (the SMTP password inside SMTP_URL) never leave this file: a failure's reason is the provider's answer
// without them.

export interface OutgoingMessage {
  id: number
  recipient: string
  language: 'ar' | 'en'
  subject: string | null
  text: string
}

export type SendOutcome =
  | { ok: true; providerMessageId: string }
  /** permanent: retrying cannot help (a refused address); else the worker retries later. */
  | { ok: false; permanent: boolean; reason: string }

export interface Sender {
  send(message: OutgoingMessage): Promise<SendOutcome>
  close?(): void
}

/** The senders of each worker channel the academy configured. */
export interface Senders {
  email?: Sender
  whatsapp?: Sender
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The HTML part: right to left for Arabic, with the language named; the plain text is the other part. */
export function emailHtml(text: string, language: 'ar' | 'en'): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr'
  const paragraphs = text
    .split(/\n+/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"></head><body dir="${dir}" style="direction:${dir};text-align:${language === 'ar' ? 'right' : 'left'}">${paragraphs}</body></html>`
}

/** SMTP through nodemailer; an SMTP 5xx answer is permanent, anything else (4xx, no connection) is tried again. */
export function smtpSender(url: string, from: string): Sender {
  // Given up well within the worker's lease (outbox.service LEASE_SECONDS), so a slow server is retried, not unknown.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  })
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({
          from,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.text,
          html: emailHtml(message.text, message.language),
        })
        return { ok: true, providerMessageId: String(info.messageId ?? '') }
      } catch (error) {
        const code = Number((error as { responseCode?: number }).responseCode ?? 0)
        const reason = code > 0 ? `SMTP ${code}` : String((error as { code?: string }).code ?? 'SMTP unavailable')
        return { ok: false, permanent: code >= 500 && code < 600, reason }
      }
    },
    close: () => transport.close(),
  }
}

/** The senders the environment configures: e-mail with SMTP_URL (from MAIL_FROM). */
export function sendersFromEnv(env: NodeJS.ProcessEnv = process.env): Senders {
  return {
    ...(env.SMTP_URL ? { email: smtpSender(env.SMTP_URL, env.MAIL_FROM || 'no-reply@localhost') } : {}),
  }
}
