export { ExportCsvButton } from './ExportCsvButton'
export type { ExportCsvButtonProps } from './ExportCsvButton'
export { GridCsvToolbar } from './GridCsvToolbar'
export type { CsvColumn, CsvRow } from './csv'
