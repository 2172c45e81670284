import { FALLBACK_SCHOOL_ACTIONS } from '@contract/schools'

// The school action rules (SPEC.md section 4, School actions).

export type SchoolDialogAction = 'end' | 'info' | 'updateInfo' | 'attendance'

/** What each supported action does; any other action name is shown as '(No backend support)'. */
const SUPPORTED: Record<string, SchoolDialogAction> = {
  EndSchool: 'end',
  ShowSchoolInfo: 'info',
  UpdateSchoolInfo: 'updateInfo',
  ManageAttendance: 'attendance',
  Attendes: 'attendance',
}

export const actionKind = (name: string): SchoolDialogAction | undefined => SUPPORTED[name]

/**
 * The buttons of a school's row: the server's actions, or the fallback set when it gave none. ManageAttendance and
 * Attendes open the same dialog, so only the first of them is shown.
 */
export function schoolActionButtons(serverActions: readonly string[]): string[] {
  const names = serverActions.length > 0 ? serverActions : [...FALLBACK_SCHOOL_ACTIONS]
  const unique = [...new Set(names)]
  const attendance = unique.find((name) => actionKind(name) === 'attendance')
  return unique.filter((name) => actionKind(name) !== 'attendance' || name === attendance)
}
