// Which dialog each server action name opens (SPEC.md section 4). Several names share a dialog: the three level
// actions share 'Update Swimmer Level', the edit and details spellings share theirs. ViewTechnicalTab and ViewLogs
// are always offered, and so are the swimmer's make-ups (issue 14: anyone on this screen may read them; booking
// depends on the session, and the dialog offers it as the server allows).

export type DialogKind =
  | 'preTeam'
  | 'school'
  | 'attendance'
  | 'level'
  | 'edit'
  | 'details'
  | 'technical'
  | 'logs'
  | 'delete'
  | 'freeze'
  | 'unfreeze'
  | 'renew'
  | 'times'
  | 'changeSite'
  | 'makeups'
  | 'payments'

/** What a row's button opens: a dialog, or the swimmer's family page (issue 28) or progress page (issue 31). */
export type RowKind = DialogKind | 'family' | 'progress'

export const ACTION_DIALOGS: Readonly<Record<string, RowKind>> = {
  AddSwimmerToPTeam: 'preTeam',
  AddSwimmerToSchool: 'school',
  Attendes: 'attendance',
  UpdatePTeamLevel: 'level',
  UpdateSchoolLevel: 'level',
  UpdateLevel: 'level',
  UpdateSwimmer: 'edit',
  EditSwimmer: 'edit',
  UpdateSwimmerInfo: 'edit',
  ViewSwimmerDetails: 'details',
  ShowSwimmerInfo: 'details',
  ViewTechnicalTab: 'technical',
  ViewLogs: 'logs',
  DeleteSwimmer: 'delete',
  FreezSwim: 'freeze',
  // Issue 25: ends a freeze, running or dated later, without a renewal (Administrator's by default).
  Unfreeze: 'unfreeze',
  SubscriptionRenwal: 'renew',
  UpdateTimes: 'times',
  ChangeSite: 'changeSite',
  ViewMakeups: 'makeups',
  // Not a swimmers action: offered by the row when the user's title holds Settings' ViewInvoices (issue 15).
  ViewPayments: 'payments',
  // Not a per-swimmer action either: the family page, offered when the title holds Mod_SW ViewFamilies (issue 28).
  ViewFamilies: 'family',
  // Nor is this: the swimmer's skills and progress, offered with Mod_SC EvaluateSkills or ApproveReportCards (issue 31).
  ViewProgress: 'progress',
}

export const ALWAYS_OFFERED = ['ViewTechnicalTab', 'ViewLogs', 'ViewMakeups'] as const

export interface RowButton {
  /** The first action name of the server's list that opens this dialog. */
  action: string
  kind: RowKind | null
}

/** The order buttons appear in, whatever order the server lists actions in: reading first, destructive last. */
const KIND_ORDER: readonly RowKind[] = [
  'details',
  'edit',
  'level',
  'school',
  'preTeam',
  'attendance',
  'freeze',
  'unfreeze',
  'renew',
  'times',
  'changeSite',
  'technical',
  'logs',
  'makeups',
  'payments',
  'family',
  'progress',
  'delete',
]
const rank = (button: RowButton): number => (button.kind ? KIND_ORDER.indexOf(button.kind) : KIND_ORDER.length)

/** The server's actions plus the two always offered, one button per dialog, in a fixed order. */
export function rowButtons(actions: readonly string[]): RowButton[] {
  const buttons: RowButton[] = []
  const seen = new Set<string>()
  for (const action of [...actions, ...ALWAYS_OFFERED]) {
    const kind = ACTION_DIALOGS[action] ?? null
    const key = kind ?? `unknown:${action}`
    if (seen.has(key)) continue
    seen.add(key)
    buttons.push({ action, kind })
  }
  return buttons.sort((a, b) => rank(a) - rank(b))
}
