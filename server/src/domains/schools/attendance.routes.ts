import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { saveAttendanceRequest, saveAttendanceResponse } from '@contract/attendance'
import { errorResponse } from '@contract/common'
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error'
import { currentAuth, maySeeSite } from '../../plugins/auth'
import { writeAudit } from '../audit/audit.repository'
import {
  findRegisteredSwimmers,
  findSessionAttendance,
  latestSessionDate,
  upsertAttendance,
} from './school-attendance.repository'
import { findSchoolRecord } from './schools.repository'

// Taking a school's attendance (SPEC.md section 7 'Attendance'). The spec's client posts to /Attendes/Save and
// an older one to /attendees/save: both reach this handler. One save is one session of one school.

const ATTENDANCE_ACTIONS = ['ManageAttendance', 'Attendes']

export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = {
    config: { module: 'Mod_SC' as const },
    schema: {
      tags: ['Attendance'],
      summary: "Store a school session's attendance; saving the same session again updates it",
      description:
        "The session date is the latest date up to today that falls on the entries' day. Every swimmer must be on " +
        "the school's register (an enrolment running on or after that date).",
      body: saveAttendanceRequest,
      response: {
        200: saveAttendanceResponse,
        400: errorResponse,
        401: errorResponse,
        403: errorResponse,
        404: errorResponse,
        409: errorResponse,
      },
    },
  }

  // Same handler under both paths.
  for (const path of ['/attendes/save', '/attendees/save']) {
    app.post(path, options, async (request) => {
      const auth = currentAuth(request)
      if (!ATTENDANCE_ACTIONS.some((name) => auth.granted.has(`Mod_SC:${name}`))) {
        throw forbidden('You are not allowed to ManageAttendance')
      }
      const entries = request.body.attendes
      const { schoolID, day, timeAttend } = entries[0]
      const now = app.clock.now()
      const at = now.toISOString()
      const sessionDate = latestSessionDate(day, at.slice(0, 10))

      const counts = await app.db.transaction().execute(async (trx) => {
        const school = await findSchoolRecord(trx, schoolID, app.dialect)
        if (!school || !maySeeSite(auth, school.site)) throw notFound(`School ${schoolID} not found`)
        if (day !== school.first_day && day !== school.second_day) {
          throw badRequest(`School ${school.id} does not meet on that day`, {
            'attendes.0.day': "Not one of the school's days",
          })
        }
        if (sessionDate < school.start_date) {
          throw conflict(`School ${school.id} had not started on ${sessionDate}`, {
            'attendes.0.day': 'No session of this school on that date',
          })
        }
        if (school.end_date !== null && sessionDate > school.end_date) {
          throw conflict(`School ${school.id} ended on ${school.end_date}: no session on ${sessionDate}`, {
            schoolID: 'This school has ended',
          })
        }
        const swimmerIds = entries.map((entry) => entry.swimmerID)
        const registered = await findRegisteredSwimmers(trx, school.id, swimmerIds, sessionDate)
        const strangerAt = entries.findIndex((entry) => !registered.has(entry.swimmerID))
        if (strangerAt >= 0) {
          throw badRequest(`Swimmer ${entries[strangerAt].swimmerID} is not enrolled in school ${school.id}`, {
            [`attendes.${strangerAt}.swimmerID`]: 'Not enrolled in this school',
          })
        }

        const before = await findSessionAttendance(trx, school.id, sessionDate)
        const records = entries.map((entry) => ({
          school_id: school.id,
          swimmer_id: entry.swimmerID,
          session_date: sessionDate,
          day,
          time_attend: timeAttend,
          attended: entry.attend ? (1 as const) : (0 as const),
          notes: entry.notes ? entry.notes : null,
          recorded_at: at,
          recorded_by: auth.userId,
        }))
        await upsertAttendance(trx, records)
        const updated = records.filter((record) => before.some((row) => row.swimmer_id === record.swimmer_id)).length
        await writeAudit(trx, {
          userId: auth.userId,
          site: school.site,
          entity: 'school',
          entityId: school.id,
          action: 'SaveAttendance',
          before: before.length > 0 ? { sessionDate, attendance: before } : undefined,
          after: { sessionDate, attendance: records },
          at,
        })
        return { created: records.length - updated, updated }
      })
      return { message: 'Attendance saved successfully', schoolID, sessionDate, ...counts }
    })
  }
}
