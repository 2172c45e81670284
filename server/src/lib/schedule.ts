// One rule for "does this group's time slot clash with that one", used to refuse a coach two
// overlapping groups and to decide which coaches are free.

/** 'HH:MM' → minutes after midnight. */
export const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number)
  return hours * 60 + minutes
}

export interface Slot {
  days: number[]
  start: string
  end: string
}

/**
 * Two slots clash when they share a day and their times overlap. Touching slots (one ends at 17:00,
 * the next starts at 17:00) do not clash. A slot whose end is not after its start (the spec only
 * warns about it) is treated as lasting until its start plus one minute.
 */
export function slotsClash(a: Slot, b: Slot): boolean {
  if (!a.days.some((day) => b.days.includes(day))) return false
  const [aStart, aEnd] = span(a)
  const [bStart, bEnd] = span(b)
  return aStart < bEnd && bStart < aEnd
}

function span(slot: Slot): [number, number] {
  const start = minutesOf(slot.start)
  const end = minutesOf(slot.end)
  return [start, end > start ? end : start + 1]
}
