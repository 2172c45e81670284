import type { Kysely } from 'kysely'
import { replyText } from '../../lib/messages'
import { TEMPLATE_PLACEHOLDERS, type MessageEvent, type TemplateItem } from '@contract/messages'
import { message } from '@contract/messages/message'
import type { Database } from '../../db/database'
import { maySeeSite, type Acting } from '../../lib/actor'
import { addDays } from '../../lib/dates'
import { badRequest, notFound } from '../../lib/http-error'
import { writeAudit } from '../audit/audit.repository'
import {
  findAllTemplates,
  findSiteNames,
  findSwimmerWithPrimaryGuardian,
  findTemplate,
  updateTemplate,
  type TemplateRow,
} from './messages.repository'
import { placeholderNames, render } from './render'

// The templates of messages to families (issue 29): read and changed with ManageTemplates (declared on the routes),
// each change audited. A text may name only the known placeholders, and its plural blocks must read; a refusal names
// the field. A preview renders a text, saved or not, with a real swimmer of the user's sites and their family's
// primary guardian, today's date on the academy's clock and the site's names.

type Db = Kysely<Database>

const itemOf = (row: TemplateRow): TemplateItem => ({
  templateID: row.id,
  event: row.event as MessageEvent,
  channel: row.channel,
  language: row.language,
  subject: row.subject,
  body: row.body,
  updatedAt: row.updated_at,
  updatedByName: row.updated_by_name,
})

export async function listTemplates(db: Db) {
  return { items: (await findAllTemplates(db)).map(itemOf) }
}

/** Refuses a text naming an unknown placeholder or whose plural block does not read, naming the field. */
function requireReadable(text: string, field: 'body' | 'subject'): void {
  let names: string[]
  try {
    names = placeholderNames(text)
  } catch {
    throw badRequest(message('template.pluralUnreadable'), { [field]: message('template.field.pluralUnreadable') })
  }
  const known = new Set<string>(TEMPLATE_PLACEHOLDERS)
  const unknown = names.find((name) => !known.has(name))
  if (unknown !== undefined) {
    throw badRequest(message('template.unknownPlaceholder', { name: unknown }), {
      [field]: message('template.field.unknownPlaceholder', { name: unknown }),
    })
  }
}

export async function changeTemplate(
  db: Db,
  acting: Acting,
  templateId: number,
  request: { body: string; subject?: string | null },
) {
  return db.transaction().execute(async (trx) => {
    const before = await findTemplate(trx, templateId)
    if (!before) throw notFound(message('template.notFound', { id: templateId }))
    requireReadable(request.body, 'body')
    const subject = before.channel === 'email' ? (request.subject ?? before.subject) : null
    if (subject) requireReadable(subject, 'subject')
    await updateTemplate(trx, before.id, {
      body: request.body,
      subject,
      updated_at: acting.at,
      updated_by: acting.userId,
    })
    await writeAudit(trx, {
      userId: acting.userId,
      site: null,
      entity: 'message-template',
      entityId: before.id,
      action: 'ChangeTemplate',
      before: { body: before.body, subject: before.subject },
      after: { body: request.body, subject },
      at: acting.at,
    })
    const after = (await findTemplate(trx, before.id))!
    return {
      message: replyText(
        message('answer.templateSaved', { event: after.event, channel: after.channel, language: after.language }),
      ),
      item: itemOf(after),
    }
  })
}

/** A text rendered for one real swimmer of the user's sites and their family's primary guardian. */
export async function previewTemplate(
  db: Db,
  acting: Acting,
  templateId: number,
  request: { body: string; subject?: string | null; swimmerID: number },
) {
  const template = await findTemplate(db, templateId)
  if (!template) throw notFound(message('template.notFound', { id: templateId }))
  const swimmer = await findSwimmerWithPrimaryGuardian(db, request.swimmerID)
  if (!swimmer || !maySeeSite(acting, swimmer.site)) {
    throw notFound(message('family.swimmerNotFound', { id: request.swimmerID }))
  }
  requireReadable(request.body, 'body')
  const site = await findSiteNames(db, swimmer.site)
  const values = {
    guardian: swimmer.guardian_name ?? '',
    swimmers: [swimmer.full_name],
    date: acting.today,
    time: '17:00',
    group: { en: 'School 1 (Level 1)', ar: 'مدرسة 1 (مستوى 1)' },
    site: site ? { en: site.name, ar: site.name_ar ?? site.name } : undefined,
    amount: 50_000,
    expiry: addDays(acting.today, 2),
  }
  const subject = request.subject ?? null
  if (subject) requireReadable(subject, 'subject')
  return {
    subject: subject ? render(subject, values, template.language) : null,
    text: render(request.body, values, template.language),
    guardianName: swimmer.guardian_name ?? '',
    language: template.language,
  }
}
