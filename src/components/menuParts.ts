// What ./lazyMenu.tsx downloads when a menu first opens: MUI's Menu (with Popover, Modal, the focus trap and their
// transitions) and MenuItem.
export { default as Menu } from '@mui/material/Menu'
export { default as MenuItem } from '@mui/material/MenuItem'
