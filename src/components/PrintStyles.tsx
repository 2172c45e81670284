import { GlobalStyles } from '@mui/material'
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
