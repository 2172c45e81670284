/**
 * A long list in slices, for statements that bind one parameter per item or per row: SQLite binds at most 32,766
 * parameters a statement (a 17-column row × 500 stays well under), and PostgreSQL plans short IN lists better.
 */
export const SLICE = 500

export function slices<T>(items: readonly T[], size = SLICE): T[][] {
  const out: T[][] = []
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size))
  return out
}
