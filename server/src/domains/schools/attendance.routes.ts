import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { replyText } from '../../lib/messages'
import { message } from '@contract/messages/message'
import {
  saveAttendanceRequest,
  saveAttendanceResponse,
  schoolSessionDates,
  sessionAttendance,
  sessionAttendanceQuery,
} from '@contract/attendance'
import { errorResponse } from '@contract/common'
import { schoolIdParams } from '@contract/schools'
import {
  ATTENDANCE_ACTIONS,
  REGISTER_ACTIONS,
  saveAttendance,
  schoolSessionDates as sessionDatesOf,
  sessionAttendance as sessionAttendanceOf,
} from './schools.service'

// Taking a school's attendance (SPEC.md section 7 'Attendance'). The spec's client posts to /Attendes/Save and
// an older one to /attendees/save: both reach the same service function. One save is one session of one school.
// The Manage Attendance dialog first reads what is recorded for the session (GET /schools/{id}/attendance).

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }

export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = {
    config: { module: 'Mod_SC' as const, action: ['Mod_SC', ATTENDANCE_ACTIONS] as const },
    schema: {
      tags: ['Attendance'],
      summary: "Store a school session's attendance; saving a recorded session again replaces it",
      description:
        "The session date is the latest date up to today that falls on the entries' day. Every swimmer must be on " +
        "the school's register (an enrolment running on or after that date). The answer names each swimmer whose " +
        'presence a re-save changed. Send `recordedAt` as GET /schools/{id}/attendance gave it (null when nothing ' +
        'was recorded) to be refused (409) instead of replacing a recording made since.',
      body: saveAttendanceRequest,
      response: { 200: saveAttendanceResponse, ...errors },
    },
  }

  // Same service function under both paths.
  for (const path of ['/attendes/save', '/attendees/save']) {
    app.post(path, options, async (request) => {
      const saved = await saveAttendance(app.db, app.dialect, request.acting, request.body)
      return { message: replyText(message('answer.attendanceSaved')), ...saved }
    })
  }

  app.get(
    '/schools/:id/attendance',
    {
      config: { module: 'Mod_SC', action: ['Mod_SC', REGISTER_ACTIONS] },
      schema: {
        tags: ['Attendance'],
        summary: "What is recorded for a school's session: of `date`, or the latest date up to today on `day`",
        description:
          'Answers the session date, whether it is recorded, by whom and when (`recordedAt`, to send back with a ' +
          'save), the time, and each recorded swimmer you may see with their presence and notes. `date` (issue 27) ' +
          'is any session of the school up to today: a date after today, before the school started, after it ended or ' +
          "not on one of its days is refused (400, naming `date`). With both, `day` must be the date's.",
        params: schoolIdParams,
        querystring: sessionAttendanceQuery,
        response: { 200: sessionAttendance, ...errors },
      },
    },
    async (request) =>
      sessionAttendanceOf(app.db, request.acting, request.params.id, {
        day: request.query.day,
        date: request.query.date,
      }),
  )

  app.get(
    '/schools/:id/session-dates',
    {
      config: { module: 'Mod_SC', action: ['Mod_SC', REGISTER_ACTIONS] },
      schema: {
        tags: ['Attendance'],
        summary: "A school's session dates up to today (at most a year back), newest first, for Manage Attendance",
        description:
          "Each date with its day, its session's status (a cancelled session, or one on a day the site is closed, " +
          'takes no attendance) and whether its attendance is recorded.',
        params: schoolIdParams,
        response: { 200: schoolSessionDates, ...errors },
      },
    },
    async (request) => sessionDatesOf(app.db, request.acting, request.params.id),
  )
}
