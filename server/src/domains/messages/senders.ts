import nodemailer from 'nodemailer'

// The channels the outbox's worker sends by (issue 29). Each is a Sender: it hands one message to its provider and
// says what came of it. E-mail goes over SMTP with nodemailer (SMTP_URL, MAIL_FROM), WhatsApp through the Cloud API
// (WHATSAPP_*); SMS fits the same interface (a Sender per channel): adding it is a new Sender, not a new outbox.
// Secrets (the SMTP password inside SMTP_URL) never leave this file: a failure's reason is the provider's answer
// without them.

export interface OutgoingMessage {
  id: number
  /** The event's template name at the provider: 'session.cancelled' → session_cancelled. */
  template: string
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

export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0'

export interface WhatsappCloudConfig {
  apiUrl: string
  phoneNumberId: string
  token: string
}

/** The language codes of the approved templates. */
const TEMPLATE_LANGUAGE = { ar: 'ar_EG', en: 'en' } as const

/**
 * The WhatsApp Cloud API (Meta's HTTP API, no client library): POST {apiUrl}/{phoneNumberId}/messages with the
 * bearer token, a template message named after the event ('session.cancelled' → session_cancelled) in ar_EG or en,
 * whose one body parameter is the message's text as the academy's template wrote it. A 429 or 5xx, or no answer, is
 * tried again; another refusal is permanent, with Meta's error code and title (never the token).
 */
export function whatsappCloudSender(config: WhatsappCloudConfig, send: typeof fetch = fetch): Sender {
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(config.phoneNumberId)}/messages`
  return {
    async send(message) {
      try {
        const response = await send(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: message.recipient.replace(/\D/g, ''),
            type: 'template',
            template: {
              name: message.template,
              language: { code: TEMPLATE_LANGUAGE[message.language] },
              components: [{ type: 'body', parameters: [{ type: 'text', text: message.text }] }],
            },
          }),
          signal: AbortSignal.timeout(60_000),
        })
        const answer = (await response.json().catch(() => ({}))) as {
          messages?: Array<{ id?: string }>
          error?: { code?: number; message?: string }
        }
        const id = answer.messages?.[0]?.id
        if (response.ok && id) return { ok: true, providerMessageId: id }
        const reason = `WhatsApp ${response.status}${answer.error?.code ? ` error ${answer.error.code}` : ''}`
        return { ok: false, permanent: response.status !== 429 && response.status < 500, reason }
      } catch (error) {
        return { ok: false, permanent: false, reason: `WhatsApp unavailable (${(error as Error).name})` }
      }
    },
  }
}

/** The Cloud API's settings from the environment, when the academy configured its Business number. */
export function whatsappConfigFromEnv(env: NodeJS.ProcessEnv = process.env): WhatsappCloudConfig | undefined {
  if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID) return undefined
  return {
    apiUrl: env.WHATSAPP_API_URL || DEFAULT_WHATSAPP_API_URL,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    token: env.WHATSAPP_TOKEN,
  }
}

/** The senders the environment configures: e-mail with SMTP_URL (from MAIL_FROM), WhatsApp with WHATSAPP_*. */
export function sendersFromEnv(env: NodeJS.ProcessEnv = process.env): Senders {
  const whatsapp = whatsappConfigFromEnv(env)
  return {
    ...(env.SMTP_URL ? { email: smtpSender(env.SMTP_URL, env.MAIL_FROM || 'no-reply@localhost') } : {}),
    ...(whatsapp ? { whatsapp: whatsappCloudSender(whatsapp) } : {}),
  }
}
