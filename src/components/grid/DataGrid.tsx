import type {} from '@mui/x-data-grid/themeAugmentation'
import { ThemeProvider, type Theme } from '@mui/material/styles'
import { DataGrid as MuiDataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid'
import { GridCsvToolbar } from '@/components/export/GridCsvToolbar'

// What every grid of the app shares, as theme defaults (components.MuiDataGrid) rather than props repeated in each
// grid: the CSV toolbar (issue 15), no row selection on click, the grid as tall as its page, every row rendered
// (pages hold at most 100 rows, so a row's buttons are always in the page and screen readers and tests see every
// row), and cells that centre their content. A grid passes only what is its own (a grid whose rows are many passes
// disableVirtualization={false}).
// The defaults join the app's theme here, not in src/app/theme.ts: the theme is in every page's scripts, and /login's
// bundle guard (e2e/specs/performance/bundle-budget.spec.ts) finds no DataGrid name there.

// The language's grid texts (localeText, src/i18n/arabic.ts) are in the outer theme's MuiDataGrid defaults: they are
// kept, or an Arabic page's grids paginate in English ('of 1', 'Go to next page').
const withGridDefaults = (outer: Theme): Theme => {
  const language = outer.components?.MuiDataGrid
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiDataGrid: {
        ...language,
        defaultProps: {
          ...language?.defaultProps,
          showToolbar: true,
          slots: { toolbar: GridCsvToolbar },
          disableRowSelectionOnClick: true,
          disableVirtualization: true,
          autoHeight: true,
        },
        styleOverrides: { ...language?.styleOverrides, cell: { display: 'flex', alignItems: 'center' } },
      },
    },
  }
}

/** MUI's DataGrid with the app's grid defaults in its theme. */
export function DataGrid<Row extends GridValidRowModel>(props: DataGridProps<Row>) {
  return (
    <ThemeProvider theme={withGridDefaults}>
      <MuiDataGrid {...props} />
    </ThemeProvider>
  )
}
