import { Suspense, useState } from 'react'
import type { MenuProps } from '@mui/material/Menu'
import type { MenuItemProps } from '@mui/material/MenuItem'
import type * as MenuParts from './menuParts'
import { loadOnce, retryableLazy } from './retryableLazy'

// A menu's code (MUI's Menu with Popover, Modal, the focus trap and their transitions, and MenuItem: about 13 KB gzip)
// is needed only once a menu opens, and no page opens one by itself: it downloads then (issue 17). Used for the
// top bar's language menu and, through webpack.config.mjs, for the option list of every MUI Select. A menu that
// cannot be downloaded reaches the nearest error boundary, whose 'Try again' downloads it anew.

// Once downloaded, the parts are kept here so that a menu's items draw in the same render as the menu: through
// React.lazy each item would wait one more turn, and the menu would open empty first (its list focused and placed
// without them).
let downloaded: typeof MenuParts | undefined
const loadMenuParts = loadOnce(async () => (downloaded = await import(/* webpackChunkName: "menu" */ './menuParts')))
const Menu = retryableLazy(async () => (await loadMenuParts()).Menu)

const MenuItem = retryableLazy(async () => (await loadMenuParts()).MenuItem)

/** MUI's MenuItem, for the items of a LazyMenu or of a Select (drawn only inside the open menu). */
export function LazyMenuItem(props: MenuItemProps) {
  if (downloaded) return <downloaded.MenuItem {...props} />
  return (
    <Suspense fallback={null}>
      <MenuItem {...props} />
    </Suspense>
  )
}

/** MUI's Menu, drawn (and downloaded) from the first time it opens; until then, like a closed Menu, nothing. */
export function LazyMenu(props: MenuProps) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  )
}
