import type { BenchRow } from './bench-table'

// The benchmark table as text for the terminal and as Markdown for README.

const cells = (row: BenchRow): string[] => [
  row.group,
  row.metric,
  `${row.median} ${row.unit}`,
  `${row.p95} ${row.unit}`,
  row.target ?? '',
  row.met === undefined ? '' : row.met ? 'met' : 'NOT met',
  row.note ?? '',
]

const HEADER = ['group', 'metric', 'median', 'p95', 'target', 'result', 'note']

export function textTable(rows: BenchRow[]): string {
  const table = [HEADER, ...rows.map(cells)]
  const widths = HEADER.map((_, c) => Math.min(c === 6 ? 200 : 60, Math.max(...table.map((line) => line[c].length))))
  const line = (values: string[]) =>
    values
      .map((value, c) => value.padEnd(widths[c]))
      .join('  ')
      .trimEnd()
  return [
    line(HEADER),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map((row) => line(cells(row))),
  ].join('\n')
}

export function markdownTable(rows: BenchRow[]): string {
  const escape = (text: string) => text.replace(/\|/g, '\\|')
  return [
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${cells(row).map(escape).join(' | ')} |`),
  ].join('\n')
}
