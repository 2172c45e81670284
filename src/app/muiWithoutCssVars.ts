// Stands in for MUI's CSS-variables theme code in the bundle (webpack.config.mjs swaps it in for
// @mui/material/styles/createThemeWithVars and ThemeProviderWithVars). The house theme uses no CSS variables and no
// colour schemes (src/app/theme.ts, checked by theme.test.ts), so MUI never calls this code, yet it would otherwise
// ship about 8 KB gzip of it to every page. Turning CSS variables on means removing the swap.

const unavailable = (): never => {
  throw new Error('MUI CSS variables are left out of this build: see webpack.config.mjs')
}

export default unavailable
export const createGetCssVar = unavailable
export const CssVarsProvider = unavailable
export const Experimental_CssVarsProvider = unavailable
export const useColorScheme = unavailable
export const getInitColorSchemeScript = unavailable
