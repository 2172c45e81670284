import type { SwimmerSummary } from '@contract/swimmers'

// SPEC.md section 3: search results may carry the id under other spellings (SwimmerID, id, swimmerId); each swimmer
// is shown once, by id (or, without an id, by name plus year).

const ID_SPELLINGS = ['swimmerID', 'SwimmerID', 'swimmerId', 'id'] as const

const numericOrNull = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : null
}

export function normalizeSearchResults(raw: unknown): SwimmerSummary[] {
  if (!Array.isArray(raw)) return []
  const seen = new Set<string>()
  const rows: SwimmerSummary[] = []
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue
    const record = entry as Record<string, unknown>
    const id = ID_SPELLINGS.map((key) => numericOrNull(record[key])).find((value) => value !== null) ?? null
    const key =
      id !== null ? `id:${id}` : `name:${String(record.fullName ?? '').toLowerCase()}|${String(record.year ?? '')}`
    if (seen.has(key)) continue
    seen.add(key)
    rows.push({ ...(record as unknown as SwimmerSummary), swimmerID: id as number })
  }
  return rows
}
