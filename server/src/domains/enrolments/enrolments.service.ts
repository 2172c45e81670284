import { PostgresAdapter } from 'kysely'
import type { Kysely } from 'kysely'
import { centsToAmount } from '@contract/common'
import { PRODUCT_PRETEAM } from '@contract/lookups'
import type { Database } from '../../db/database'
import { addMonths, toDateText } from '../../lib/dates'
import { badRequest, conflict, notFound } from '../../lib/http-error'
import { writeAudit } from '../audit/audit.repository'
import { createInvoice, recordPayment, type Actor } from '../payments/billing.service'

// Enrolling a swimmer in a school or a pre-team for a number of months: the enrolment, its invoice
// priced from the price list, the payment when something is paid, and the audit entries — all in the
// caller's transaction, so a refusal at any step stores nothing.

export interface EnrolmentRequest {
  swimmerId: number
  groupId: number
  months: number
  site: number
  amountCents: number
  receiptNo?: string
}

export interface EnrolmentResult {
  enrolmentId: number
  invoiceId: number
  invItem: string
  value: number
  amountPaid: number
  endDate: string
}

async function findActiveSwimmer(db: Kysely<Database>, swimmerId: number, site: number) {
  const swimmer = await db
    .selectFrom('swimmers')
    .select(['id', 'site', 'subscription_end'])
    .where('id', '=', swimmerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!swimmer || swimmer.site !== site) throw notFound(`Swimmer ${swimmerId} not found at this site`)
  return swimmer
}

export async function enrolInSchool(db: Kysely<Database>, actor: Actor, request: EnrolmentRequest) {
  const today = toDateText(new Date(actor.at))
  const swimmer = await findActiveSwimmer(db, request.swimmerId, request.site)
  const school = await db
    .selectFrom('schools')
    .select(['id', 'site', 'capacity', 'school_type', 'end_date'])
    .where('id', '=', request.groupId)
    // On PostgreSQL concurrent enrolments queue on the school row, so two cannot take the last place.
    // SQLite runs one write transaction at a time, which gives the same guarantee.
    .$if(db.getExecutor().adapter instanceof PostgresAdapter, (query) => query.forUpdate())
    .executeTakeFirst()
  if (!school || school.site !== request.site) throw notFound(`School ${request.groupId} not found at this site`)
  if (school.end_date !== null) throw conflict(`School ${school.id} has ended`, { schoolID: 'This school has ended' })

  const active = db.selectFrom('school_enrolments').where('school_id', '=', school.id).where('end_date', '>=', today)
  const taken = Number((await active.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
  const already = await active.select('id').where('swimmer_id', '=', swimmer.id).executeTakeFirst()
  if (already)
    throw conflict(`Swimmer ${swimmer.id} is already in school ${school.id}`, { swimmerID: 'Already enrolled' })
  if (taken >= school.capacity) {
    throw conflict(`School ${school.id} is full (${taken} of ${school.capacity} places taken)`, {
      schoolID: 'This school is full',
    })
  }
  return enrol(db, actor, request, {
    table: 'school_enrolments',
    product: school.school_type,
    action: 'AddSwimmerToSchool',
    subscriptionEnd: swimmer.subscription_end,
    today,
  })
}

export async function enrolInPreTeam(db: Kysely<Database>, actor: Actor, request: EnrolmentRequest) {
  const today = toDateText(new Date(actor.at))
  const swimmer = await findActiveSwimmer(db, request.swimmerId, request.site)
  const preteam = await db
    .selectFrom('preteams')
    .select(['id', 'site', 'end_date', 'removed_at'])
    .where('id', '=', request.groupId)
    .executeTakeFirst()
  if (!preteam || preteam.removed_at !== null || preteam.site !== request.site) {
    throw notFound(`Pre-team ${request.groupId} not found at this site`)
  }
  if (preteam.end_date !== null)
    throw conflict(`Pre-team ${preteam.id} has ended`, { pTeamID: 'This pre-team has ended' })
  const already = await db
    .selectFrom('preteam_enrolments')
    .select('id')
    .where('preteam_id', '=', preteam.id)
    .where('swimmer_id', '=', swimmer.id)
    .where('end_date', '>=', today)
    .executeTakeFirst()
  if (already)
    throw conflict(`Swimmer ${swimmer.id} is already in pre-team ${preteam.id}`, { swimmerID: 'Already enrolled' })
  return enrol(db, actor, request, {
    table: 'preteam_enrolments',
    product: PRODUCT_PRETEAM,
    action: 'AddSwimmerToPTeam',
    subscriptionEnd: swimmer.subscription_end,
    today,
  })
}

interface EnrolmentKind {
  table: 'school_enrolments' | 'preteam_enrolments'
  product: number
  action: string
  subscriptionEnd: string | null
  today: string
}

async function enrol(
  db: Kysely<Database>,
  actor: Actor,
  request: EnrolmentRequest,
  kind: EnrolmentKind,
): Promise<EnrolmentResult> {
  if (request.amountCents > 0 && !request.receiptNo) {
    throw badRequest('A receipt number is required when an amount is paid', { recieptNo: 'Required' })
  }
  const invoice = await createInvoice(db, actor, {
    site: request.site,
    swimmerId: request.swimmerId,
    product: kind.product,
    months: request.months,
  })
  if (request.amountCents > 0 && request.receiptNo) {
    await recordPayment(db, actor, {
      invoiceId: invoice.id,
      site: request.site,
      swimmerId: request.swimmerId,
      amountCents: request.amountCents,
      receiptNo: request.receiptNo,
    })
  }
  const endDate = addMonths(kind.today, request.months)
  const common = {
    swimmer_id: request.swimmerId,
    months: request.months,
    start_date: kind.today,
    end_date: endDate,
    invoice_id: invoice.id,
    site: request.site,
    created_at: actor.at,
    created_by: actor.userId,
  }
  const row =
    kind.table === 'school_enrolments'
      ? { ...common, school_id: request.groupId }
      : { ...common, preteam_id: request.groupId }
  const { id } =
    kind.table === 'school_enrolments'
      ? await db
          .insertInto('school_enrolments')
          .values({ ...common, school_id: request.groupId })
          .returning('id')
          .executeTakeFirstOrThrow()
      : await db
          .insertInto('preteam_enrolments')
          .values({ ...common, preteam_id: request.groupId })
          .returning('id')
          .executeTakeFirstOrThrow()
  if (!kind.subscriptionEnd || kind.subscriptionEnd < endDate) {
    await db.updateTable('swimmers').set({ subscription_end: endDate }).where('id', '=', request.swimmerId).execute()
  }
  await writeAudit(db, {
    userId: actor.userId,
    site: request.site,
    entity: 'swimmer',
    entityId: request.swimmerId,
    action: kind.action,
    before: { subscription_end: kind.subscriptionEnd },
    after: { enrolment: { ...row, id }, invoiceId: invoice.id, amountPaid: centsToAmount(request.amountCents) },
    at: actor.at,
  })
  return {
    enrolmentId: id,
    invoiceId: invoice.id,
    invItem: invoice.item_name,
    value: centsToAmount(invoice.amount_cents),
    amountPaid: centsToAmount(request.amountCents),
    endDate,
  }
}
