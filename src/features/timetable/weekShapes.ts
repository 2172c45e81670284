import type { Closure, WeekSession } from '@contract/sessions'
import { SESSION_KINDS, SESSION_STATUSES } from '@contract/constants'
import { arrayOf, asSchema, integer, nullable, objectOf, oneOf, string } from '@/api/shapes'

// The contract's `timetableResponse` and `closureList` (contract/sessions.ts), checked without zod: they are what the
// week shows first, and zod with the contract's schemas is a third of the page's code on a phone (issue 27). The
// roster and the forms still check their answers with the contract, loaded when first used (timetableApi.ts).
// src/api/shapes.test.ts holds each to its schema.

export const weekSessionShape = objectOf<WeekSession>({
  sessionID: integer,
  date: string,
  kind: oneOf(SESSION_KINDS),
  groupID: integer,
  startTime: string,
  endTime: string,
  coachID: integer,
  coachName: string,
  groupCoachID: integer,
  groupCoachName: string,
  substituteCoachID: nullable(integer),
  levelName: string,
  enrolled: integer,
  capacity: nullable(integer),
  status: oneOf(SESSION_STATUSES),
})

export const closureShape = objectOf<Closure>({
  siteID: integer,
  date: string,
  reason: string,
  createdBy: nullable(string),
  createdAt: string,
  sessionsClosed: integer,
})

export const weekAnswer = asSchema(arrayOf(weekSessionShape))
export const closuresAnswer = asSchema(arrayOf(closureShape))
