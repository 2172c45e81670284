import { createTheme } from '@mui/material/styles'
import type { Direction } from '@mui/material/styles'

// The house theme: the academy blue from index.html's theme-color, system fonts (no font download, nothing
// for the CSP to allow), and colours chosen for at least 4.5:1 contrast of text on its background.
export const createAppTheme = (direction: Direction) =>
  createTheme({
    direction,
    palette: {
      primary: { main: '#0b5394' },
      secondary: { main: '#00695c' },
      background: { default: '#f4f6f9', paper: '#ffffff' },
      text: { primary: '#1c2430', secondary: '#4a5563' },
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
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  })
