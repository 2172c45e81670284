import type { Kysely } from 'kysely'
import type { Message } from '@contract/messages/message'
import type { Database } from '../../db/database'
import type { Acting } from '../../lib/actor'
import { endSchoolEnrolmentWithin, type EndEnrolmentRequest } from '../enrolments/enrolments.service'
import { offerFreedSeats } from '../waitlists/waitlists.service'

// Ending a swimmer's school enrolment from the Swimmers screen: the enrolment rules end it (enrolments.service.ts) and
// the place it freed is offered to the school's waitlist (waitlists.service.ts), in one transaction. The swimmer owns
// the operation, so it sits here, above both: enrolments never call the waitlists.

export interface EndEnrolmentResult {
  message: Message
  enrolmentId: number
  lastDay: string
  invoiceId: number
  invoiceStatus: 'open' | 'paid' | 'cancelled'
  offeredTo: Array<{ entryId: number; swimmerId: number; fullName: string }>
}

export function endSchoolEnrolment(
  db: Kysely<Database>,
  acting: Acting,
  request: EndEnrolmentRequest,
): Promise<EndEnrolmentResult> {
  return db.transaction().execute(async (trx) => {
    const { freed, ...ended } = await endSchoolEnrolmentWithin(trx, acting, request)
    const offers = await offerFreedSeats(trx, freed.schoolIds, acting, { swimmer: freed.swimmerId })
    return {
      ...ended,
      offeredTo: offers.map((entry) => ({ entryId: entry.id, swimmerId: entry.swimmer_id, fullName: entry.full_name })),
    }
  })
}
