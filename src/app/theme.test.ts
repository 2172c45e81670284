import { createAppTheme } from './theme'

// The bundle leaves MUI's CSS-variables code out (webpack.config.ts, src/app/muiWithoutCssVars.ts); that is only
// safe while the theme is a plain one, which MUI builds and provides without that code.
describe('the house theme', () => {
  it.each(['ltr', 'rtl'] as const)('uses no CSS variables or colour schemes (%s)', (direction) => {
    const theme = createAppTheme(direction)
    expect(theme).not.toHaveProperty('colorSchemes')
    expect(theme).not.toHaveProperty('vars')
    expect(theme.direction).toBe(direction)
  })
})
