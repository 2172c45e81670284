import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import { message } from '@contract/messages/message'
import {
  bookMakeupRequest,
  cancelSessionRequest,
  makeupResponse,
  sessionAttendanceConflict,
  sessionAttendanceRequest,
  sessionAttendanceResponse,
  sessionChangeResponse,
  sessionCreditParams,
  sessionDetails,
  sessionIdParams,
  substituteChoices as substituteChoiceList,
  substituteRequest,
  timetableQuery,
  timetableResponse,
} from '@contract/sessions'
import { replyText } from '../../lib/messages'
import { saveSessionAttendance, sessionDetails as detailsOf } from './attendance.service'
import { bookMakeup, cancelMakeup } from './makeups.service'
import { cancelSession, restoreSession, timetable } from './sessions.service'
import { setSubstitute, substituteChoices } from './substitutes.service'

// The academy's week (issue 14): a site's timetable of dated sessions, one session's roster and attendance,
// cancelling or restoring a session, a substitute coach, and booking or cancelling a make-up into a session.
// School sessions need Mod_SC, pre-team sessions Mod_PT: that depends on the session (or, for the timetable, on
// both modules), so every check is the services', on request.acting.

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }
const tags = ['Sessions']

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timetable',
    {
      schema: {
        tags,
        summary: "A site's sessions from `from` to `to` (at most 31 days): schools with Mod_SC, pre-teams with Mod_PT",
        description:
          'Sessions are made on first request (stable sessionIDs). `status` is closed on a closed day of the site, ' +
          'cancelled for a cancelled session. `coach` keeps the sessions that coach teaches (own or substituting).',
        querystring: timetableQuery,
        response: { 200: timetableResponse, ...errors },
      },
    },
    async (request) => timetable(app.db, request.acting, request.query),
  )

  app.get(
    '/sessions/:sessionid',
    {
      schema: {
        tags,
        summary: 'One session and its roster: enrolled swimmers and make-up guests with their marks',
        params: sessionIdParams,
        response: { 200: sessionDetails, ...errors },
      },
    },
    async (request) => detailsOf(app.db, request.acting, request.params.sessionid),
  )

  app.post(
    '/sessions/:sessionid/attendance',
    {
      schema: {
        tags,
        summary: "Mark a session's roster: present, absent, late, excused or null; saving again updates",
        description:
          'Only swimmers on the roster (enrolled on its date, or booked guests). Closed and cancelled sessions refuse ' +
          "(409). Present, late and absent only from the session's day; excused any time before. Excused before the " +
          'start gives a make-up credit; changing it before the start withdraws an unused one. Swimmers not listed ' +
          "are untouched; notes not sent are kept. An entry whose `basedOn` is not the mark's current `markedAt` " +
          'is refused: the answer is then 409 naming who marked it and when, listing the refused `conflicts` and ' +
          'the `saved` others (saved all the same).',
        params: sessionIdParams,
        body: sessionAttendanceRequest,
        response: { 200: sessionAttendanceResponse, ...errors, 409: sessionAttendanceConflict },
      },
    },
    async (request, reply) => {
      const saved = await saveSessionAttendance(
        app.db,
        request.acting,
        request.params.sessionid,
        request.body.entries.map((entry) => ({ ...entry, status: entry.status ?? null })),
      )
      if (saved.conflicts.length === 0) return saved
      const errors = Object.fromEntries(
        saved.conflicts.map((item) => [
          `entries.${request.body.entries.findIndex((entry) => entry.swimmerID === item.swimmerID)}.basedOn`,
          // In the request's language (plugins/reply-language.ts renders a field error given by its code).
          replyText(
            message('attendance.field.markedBy', {
              user: item.markedBy ?? message('answer.someoneElse'),
              at: item.markedAt ?? message('answer.unknownTime'),
            }),
          ),
        ]),
      )
      return reply.code(409).send({ ...saved, code: 'conflict', errors })
    },
  )

  app.post(
    '/sessions/:sessionid/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel one session (today or later) with a reason',
        params: sessionIdParams,
        body: cancelSessionRequest,
        response: { 200: sessionChangeResponse, ...errors },
      },
    },
    async (request) => cancelSession(app.db, request.acting, request.params.sessionid, request.body.reason),
  )

  app.post(
    '/sessions/:sessionid/restore',
    {
      schema: {
        tags,
        summary: 'Put a cancelled session back on the timetable',
        params: sessionIdParams,
        response: { 200: sessionChangeResponse, ...errors },
      },
    },
    async (request) => restoreSession(app.db, request.acting, request.params.sessionid),
  )

  app.get(
    '/sessions/:sessionid/substitutes',
    {
      schema: {
        tags,
        summary: 'The coaches who may substitute at a session: free at its date and time, by the rule of /substitute',
        params: sessionIdParams,
        response: { 200: substituteChoiceList, ...errors },
      },
    },
    async (request) => substituteChoices(app.db, request.acting, request.params.sessionid),
  )

  app.post(
    '/sessions/:sessionid/substitute',
    {
      schema: {
        tags,
        summary: 'Give a session a substitute coach (free at that date and time), or null to clear it',
        params: sessionIdParams,
        body: substituteRequest,
        response: { 200: sessionChangeResponse, ...errors },
      },
    },
    async (request) => setSubstitute(app.db, request.acting, request.params.sessionid, request.body.coachID ?? null),
  )

  app.post(
    '/sessions/:sessionid/makeups',
    {
      schema: {
        tags,
        summary: 'Book a make-up credit into a session of the same level with a free seat, before the expiry',
        params: sessionIdParams,
        body: bookMakeupRequest,
        response: { 200: makeupResponse, ...errors },
      },
    },
    async (request) => bookMakeup(app.db, request.acting, request.params.sessionid, request.body.creditID),
  )

  app.delete(
    '/sessions/:sessionid/makeups/:creditid',
    {
      schema: {
        tags,
        summary: 'Cancel a booked make-up: the credit is open again',
        params: sessionCreditParams,
        response: { 200: makeupResponse, ...errors },
      },
    },
    async (request) => cancelMakeup(app.db, request.acting, request.params.sessionid, request.params.creditid),
  )
}
