import { useState } from 'react'
import { Button } from '@mui/material'
import type { ButtonProps } from '@mui/material'
import DownloadIcon from '@mui/icons-material/Download'
import { useSnackbar } from 'notistack'
import type { CsvColumn, CsvRow } from './csv'
import { useExportT } from './i18n'

// papaparse is loaded when a file is asked for, not with the page.
const loadCsv = () => import(/* webpackChunkName: "csv" */ './csv')

export interface ExportCsvButtonProps {
  /** What is exported, for the button's accessible name ('Download due subscriptions as CSV'). */
  what: string
  /** The file name's words ('due', 'Club 13'); made safe and given '.csv'. */
  fileName: Array<string | number>
  /** Called on click: the columns and the rows as shown. */
  data: () => { columns: readonly CsvColumn[]; rows: readonly CsvRow[] }
  size?: ButtonProps['size']
  disabled?: boolean
}

/** 'Download CSV': the figures on screen as a spreadsheet-safe CSV file (see ./csv.ts). */
export function ExportCsvButton({ what, fileName, data, size = 'small', disabled }: ExportCsvButtonProps) {
  const t = useExportT()
  const { enqueueSnackbar } = useSnackbar()
  const [busy, setBusy] = useState(false)

  const download = async () => {
    setBusy(true)
    try {
      const { toCsv, downloadCsv, csvFileName } = await loadCsv()
      const { columns, rows } = data()
      downloadCsv(csvFileName(...fileName), toCsv(columns, rows, { currencyHeader: t('currency') }))
    } catch {
      enqueueSnackbar(t('failed'), { variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button
      size={size}
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void download()}
      disabled={disabled || busy}
      aria-label={t('downloadOf', { what })}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {t('download')}
    </Button>
  )
}
