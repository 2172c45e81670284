import { render } from '@testing-library/react'
import { CssBaseline } from '@mui/material'
import { ThemeProvider } from '@mui/material/styles'
import { getContrastRatio } from '@mui/material/styles'
import { HOUSE_COLOURS, TOAST_BACKGROUNDS, createAppTheme } from './theme'

// The bundle leaves MUI's CSS-variables code out (webpack.config.mjs, src/app/muiWithoutCssVars.ts); that is only
// safe while the theme is a plain one, which MUI builds and provides without that code.
describe('the house theme', () => {
  it.each(['ltr', 'rtl'] as const)('uses no CSS variables or colour schemes (%s)', (direction) => {
    const theme = createAppTheme(direction)
    expect(theme).not.toHaveProperty('colorSchemes')
    expect(theme).not.toHaveProperty('vars')
    expect(theme.direction).toBe(direction)
  })
})

// WCAG AA: 4.5:1 for text. Chips and contained buttons put contrastText on main; outlined ones and text put main on
// the paper or the page background.
describe('colour contrast', () => {
  const theme = createAppTheme('ltr')
  const surfaces = [HOUSE_COLOURS.paper, HOUSE_COLOURS.background]

  it.each(['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const)(
    '%s: its text colour on it, and it as text on paper and page',
    (name) => {
      const { main, contrastText } = theme.palette[name]
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5)
      for (const surface of surfaces) expect(getContrastRatio(main, surface)).toBeGreaterThanOrEqual(4.5)
    },
  )

  it('secondary and disabled text are readable on paper and page', () => {
    for (const surface of surfaces) {
      expect(getContrastRatio(theme.palette.text.secondary, surface)).toBeGreaterThanOrEqual(4.5)
      expect(getContrastRatio(theme.palette.text.disabled, surface)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it.each(Object.entries(TOAST_BACKGROUNDS))('the %s toast has white text at 4.5:1 or more', (_variant, colour) => {
    expect(getContrastRatio('#ffffff', colour)).toBeGreaterThanOrEqual(4.5)
  })

  it("gives notistack's toasts the house colours, outranking notistack's own class", () => {
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
      </ThemeProvider>,
    )
    // Emotion may insert its rules through the CSSOM, so read the rules rather than the style elements' text.
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
      .join('\n')
      .replace(/\s+/g, '')
    for (const [variant, colour] of Object.entries(TOAST_BACKGROUNDS)) {
      expect(css).toMatch(
        new RegExp(`\\.notistack-MuiContent\\.notistack-MuiContent-${variant}\\{[^}]*background-color:${colour}`, 'i'),
      )
    }
  })
})
