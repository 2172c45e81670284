import type { ComponentType } from 'react'
import type { DialogKind } from '../actionDialogs'
import { AttendanceDialog } from './AttendanceDialog'
import { ChangeSiteDialog } from './ChangeSiteDialog'
import { DeleteSwimmerDialog } from './DeleteSwimmerDialog'
import { DetailsDialog } from './DetailsDialog'
import { EditSwimmerDialog } from './EditSwimmerDialog'
import { FreezeDialog } from './FreezeDialog'
import { LevelDialog } from './LevelDialog'
import { LogsDialog } from './LogsDialog'
import { MakeupsDialog } from './MakeupsDialog'
import { PaymentsDialog } from './PaymentsDialog'
import { PreTeamDialog } from './PreTeamDialog'
import { RenewDialog } from './RenewDialog'
import { SchoolDialog } from './SchoolDialog'
import { TechnicalDialog } from './TechnicalDialog'
import { TimesDialog } from './TimesDialog'
import { UnfreezeDialog } from './UnfreezeDialog'
import type { SwimmerDialogProps } from './types'

const DIALOGS: Record<DialogKind, ComponentType<SwimmerDialogProps>> = {
  preTeam: PreTeamDialog,
  school: SchoolDialog,
  attendance: AttendanceDialog,
  level: LevelDialog,
  edit: EditSwimmerDialog,
  details: DetailsDialog,
  technical: TechnicalDialog,
  logs: LogsDialog,
  delete: DeleteSwimmerDialog,
  freeze: FreezeDialog,
  unfreeze: UnfreezeDialog,
  renew: RenewDialog,
  times: TimesDialog,
  changeSite: ChangeSiteDialog,
  makeups: MakeupsDialog,
  payments: PaymentsDialog,
}

/**
 * The dialog an action opens. It is mounted only while open, so closing it — after a success or a cancel — throws
 * its form away: the next opening starts from a fresh form.
 */
export function SwimmerDialog({ kind, ...props }: SwimmerDialogProps & { kind: DialogKind }) {
  const Dialog = DIALOGS[kind]
  return <Dialog {...props} />
}
