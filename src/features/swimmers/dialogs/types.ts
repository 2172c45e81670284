import type { SwimmerSummary } from '@contract/swimmers'

/** What every per-swimmer dialog gets: the swimmer of the row, and how to close. */
export interface SwimmerDialogProps {
  swimmer: SwimmerSummary
  onClose: () => void
  /** The swimmer no longer exists (whatever named them, such as the last-added banner, goes too). */
  onDeleted?: (swimmerID: number) => void
}

/** Today in the browser's calendar, as 'YYYY-MM-DD' (the default of the date fields). */
export function todayText(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
