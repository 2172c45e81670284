import { useMemo } from 'react'
import { useTheme } from '@mui/material/styles'
import type { GridLocaleText } from '@mui/x-data-grid'

/**
 * The DataGrid's texts in the language in use (the theme's, src/i18n/arabic.ts) with a grid's own 'no rows' text.
 * A grid's localeText prop replaces the theme's whole set rather than adding to it, which left the pagination of
 * such grids in English ('Rows per page', '1–10 of 15') and in Latin digits on Arabic pages.
 */
export function useGridNoRowsText(noRowsLabel: string): Partial<GridLocaleText> {
  const theme = useTheme()
  const language = (theme.components as { MuiDataGrid?: { defaultProps?: { localeText?: Partial<GridLocaleText> } } })
    ?.MuiDataGrid?.defaultProps?.localeText
  return useMemo(() => ({ ...language, noRowsLabel }), [language, noRowsLabel])
}
