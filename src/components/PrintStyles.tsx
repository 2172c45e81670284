import type { ReactNode } from 'react'
import { GlobalStyles, Typography } from '@mui/material'
import type { CSSObject } from '@mui/material'

// The page's own content printed black on white, without the app's frame: the top bar, the navigation, the skip
// link, toasts, and whatever is marked `.no-print` (buttons, links, dialogs' openers). A receipt and a family's
// statement print this way.
const FRAME_HIDDEN: CSSObject = {
  '@page': { margin: '12mm' },
  'html, body, #root, main': { background: '#fff !important', color: '#000 !important' },
  'header, nav, .MuiAppBar-root, [data-skip-link], .notistack-SnackbarContainer, .no-print': {
    display: 'none !important',
  },
}

/** Print rules for a page: the frame hidden, plus the page's own (`extra`, applied only when printing). */
export function PrintStyles({ extra }: { extra?: CSSObject }) {
  return <GlobalStyles styles={{ '@media print': { ...FRAME_HIDDEN, ...extra } }} />
}

/**
 * Print rules for a page that prints one sheet (a receipt, a report card): the page's frame and h1 left out, the
 * sheet (class `sheet`) black on white with a thin border, kept on one page, at most `width` wide.
 */
export function SheetPrintStyles({ page, sheet, width }: { page: string; sheet: string; width?: string }) {
  return (
    <PrintStyles
      extra={{
        [`.${page}`]: { maxWidth: 'none !important', padding: '0 !important', margin: '0 !important' },
        [`.${page} h1`]: { display: 'none' },
        [`.${sheet}`]: {
          boxShadow: 'none !important',
          border: '1px solid #000 !important',
          ...(width ? { maxWidth: `${width} !important` } : {}),
          margin: '0 auto !important',
          color: '#000 !important',
          breakInside: 'avoid',
        },
        [`.${sheet} *`]: { color: '#000 !important' },
      }}
    />
  )
}

/** One line of a printed sheet's definition list (<dl>): its label and its value. */
export function SheetField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  )
}
