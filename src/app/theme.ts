import { createTheme } from '@mui/material/styles'
import type { Direction } from '@mui/material/styles'
import type { Localization } from '@mui/material/locale'
import { menuContainer } from './menuContainer'

/**
 * The colours of the house theme. Every one that carries text (white on it, or it as text on white and on the page
 * background) has at least 4.5:1 contrast (WCAG AA); MUI's defaults for info (#0288d1) and warning (#ed6c02) do
 * not, and neither do notistack's own toast colours, so both are set here. theme.test.ts measures them.
 */
export const HOUSE_COLOURS = {
  primary: '#0b5394',
  secondary: '#00695c',
  success: '#2e7d32',
  info: '#01579b',
  warning: '#a84d00',
  error: '#c62828',
  background: '#f4f6f9',
  paper: '#ffffff',
  text: '#1c2430',
  textSecondary: '#4a5563',
  /** Disabled text (a locked field's label and help) stays readable: 5.3:1 on white. */
  textDisabled: '#6b6b6b',
  /** notistack's 'default' toast. */
  toastDefault: '#313131',
} as const

/** The toast variants notistack renders, with the background each gets (white text on it). */
export const TOAST_BACKGROUNDS = {
  default: HOUSE_COLOURS.toastDefault,
  success: HOUSE_COLOURS.success,
  error: HOUSE_COLOURS.error,
  warning: HOUSE_COLOURS.warning,
  info: HOUSE_COLOURS.info,
} as const

// notistack styles its toasts with one generated class each; two classes of its own outrank them.
const toastStyles = Object.fromEntries(
  Object.entries(TOAST_BACKGROUNDS).map(([variant, colour]) => [
    `.notistack-MuiContent.notistack-MuiContent-${variant}`,
    { backgroundColor: colour, color: '#ffffff' },
  ]),
)

/**
 * Icons that point the way the text runs (back and next, out of the app) face the other way right to left.
 * MUI's own pagination arrows are left alone: it already swaps them for RTL.
 */
export const MIRRORED_ICONS = ['ChevronLeft', 'ChevronRight', 'ArrowBack', 'ArrowForward', 'Logout', 'Login', 'Send']
const mirrored = MIRRORED_ICONS.map((name) => `&[data-testid="${name}Icon"]`).join(', ')

// The house theme: the academy blue from index.html's theme-color, system fonts (no font download, nothing
// for the CSP to allow), and colours chosen for at least 4.5:1 contrast of text on its background.
export const createAppTheme = (direction: Direction, localization: Localization = {}) =>
  createTheme(
    {
      direction,
      palette: {
        primary: { main: HOUSE_COLOURS.primary },
        secondary: { main: HOUSE_COLOURS.secondary },
        success: { main: HOUSE_COLOURS.success, contrastText: '#ffffff' },
        info: { main: HOUSE_COLOURS.info, contrastText: '#ffffff' },
        warning: { main: HOUSE_COLOURS.warning, contrastText: '#ffffff' },
        error: { main: HOUSE_COLOURS.error, contrastText: '#ffffff' },
        background: { default: HOUSE_COLOURS.background, paper: HOUSE_COLOURS.paper },
        text: {
          primary: HOUSE_COLOURS.text,
          secondary: HOUSE_COLOURS.textSecondary,
          disabled: HOUSE_COLOURS.textDisabled,
        },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '1.9rem', fontWeight: 600 },
        h2: { fontSize: '1.35rem', fontWeight: 600 },
        h3: { fontSize: '1.1rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiCssBaseline: { styleOverrides: toastStyles },
        // Right to left, an e-mail address (left-to-right text) in a grid cell keeps its start when cut short.
        ...(direction === 'rtl'
          ? {
              MuiCssBaseline: {
                styleOverrides: {
                  ...toastStyles,
                  // A grid cell by its role: /login's guard finds no DataGrid name in the shell's scripts.
                  '[role="gridcell"][data-field$="mail" i]': { unicodeBidi: 'plaintext' },
                },
              },
            }
          : {}),
        MuiSvgIcon: {
          styleOverrides: { root: direction === 'rtl' ? { [mirrored]: { transform: 'scaleX(-1)' } } : {} },
        },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiTextField: { defaultProps: { fullWidth: true } },
        MuiMenu: { defaultProps: { container: menuContainer } },
      },
    },
    localization,
  )
