import type { Localization } from '@mui/material/locale'
import type { Digits } from './digits'
import { formattersFor } from './format'
import { i18nextTemplates } from './i18nextTemplates'

// Everything Arabic brings, in one chunk loaded only when Arabic is chosen (src/i18n/languages.ts): the shell's
// catalog, the contract's rules by their codes, its terms and the texts the server composes from data, MUI's and the
// DataGrid's texts.

export async function arabicResources() {
  const [shell, contract, codes, core, grid] = await Promise.all([
    import(/* webpackChunkName: "locale-ar" */ '@/locales/ar.json'),
    import(/* webpackChunkName: "locale-ar" */ './arabicContract'),
    import(/* webpackChunkName: "locale-ar" */ './arabicCodes'),
    import(/* webpackChunkName: "locale-ar", webpackExports: ["arEG"] */ '@mui/material/locale'),
    import(/* webpackChunkName: "locale-ar", webpackExports: ["arSD"] */ '@mui/x-data-grid/locales'),
  ])
  return {
    shell: shell.default,
    contractLogin: contract.LOGIN_MESSAGES_AR,
    // The texts the server composes from data, by their codes (./dataTexts.ts).
    texts: i18nextTemplates(contract.DATA_TEXTS_AR),
    // A rule's code (contract/messages/rule.ts) by the Arabic catalogue; a term (a level's name) by the terms.
    translate: (text: string) =>
      codes.inArabic(text) ?? (Object.hasOwn(contract.TERMS_AR, text) ? contract.TERMS_AR[text] : text),
    localization: (digits: Digits) =>
      arabicLocalization(core.arEG, grid.arSD.components.MuiDataGrid.defaultProps.localeText, digits),
  }
}

/**
 * MUI's and the DataGrid's Arabic texts, with their numbers written by our formatter in the given digits (Latin by
 * default), not always the Arabic-Indic ones the stock locales use. One per digits setting: the theme is rebuilt
 * with it when the setting changes, so the grids' footers redraw.
 */
function arabicLocalization(core: Localization, gridText: object, digits: Digits): Localization {
  const formatNumber = formattersFor('ar', digits).number
  const rows = ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${formatNumber(from)}–${formatNumber(to)} من ${count !== -1 ? formatNumber(count) : `أكتر من ${formatNumber(to)}`}`
  return {
    components: {
      ...core.components,
      MuiTablePagination: {
        defaultProps: { ...core.components?.MuiTablePagination?.defaultProps, labelDisplayedRows: rows },
      },
      MuiDataGrid: {
        defaultProps: {
          localeText: {
            ...gridText,
            paginationDisplayedRows: rows,
            footerRowSelected: (count: number) =>
              count === 1 ? 'صف واحد متحدد' : `${formatNumber(count)} صفوف متحددة`,
            footerTotalVisibleRows: (visible: number, total: number) =>
              `${formatNumber(visible)} من ${formatNumber(total)}`,
            footerTotalRows: 'إجمالي الصفوف:',
            noRowsLabel: 'مفيش صفوف',
            noResultsOverlayLabel: 'مفيش نتايج.',
          },
        },
      },
    },
  } as Localization
}
