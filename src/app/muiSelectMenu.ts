// Stands in for MUI's Menu inside its Select (webpack.config.mjs swaps it in for @mui/material/Select's import of
// ../Menu/Menu.mjs): a select's option list downloads when a select first opens (src/components/lazyMenu.tsx).
export { LazyMenu as default } from '@/components/lazyMenu'
