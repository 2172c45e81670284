import { paths } from './paths'

// Links into the progress pages (issue 31) from other features (the roster, the swimmer's row), which never import
// each other. A module of their own, so the first load (which holds paths.ts) does not carry them.

/** A session's evaluation on the deck: /sessions/12/evaluate. */
export const evaluatePath = (sessionID: number) => paths.evaluate.replace(':sessionID', String(sessionID))
/** A swimmer's progress: /swimmers/12/progress. */
export const progressPath = (swimmerID: number) => paths.progress.replace(':swimmerID', String(swimmerID))
/** A swimmer's printable report card: /report-cards/12. */
export const reportCardPath = (swimmerID: number) => paths.reportCard.replace(':swimmerID', String(swimmerID))
