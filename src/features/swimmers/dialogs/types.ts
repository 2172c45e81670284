import type { SwimmerSummary } from '@contract/swimmers'

/** What every per-swimmer dialog gets: the swimmer of the row, and how to close. */
export interface SwimmerDialogProps {
  swimmer: SwimmerSummary
  onClose: () => void
  /** The swimmer no longer exists (whatever named them, such as the last-added banner, goes too). */
  onDeleted?: (swimmerID: number) => void
}
