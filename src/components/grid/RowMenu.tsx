import { useId, useState } from 'react'
import { CircularProgress, IconButton, ListItemIcon, Menu, MenuItem, useMediaQuery, useTheme } from '@mui/material'
import MoreVertIcon from '@mui/icons-material/MoreVert'

// On a phone a grid row's buttons do not fit beside its data: the row keeps what tells it apart (an ID, a name) and
// one Actions button opening its actions as a menu, so nothing is past the screen's edge (issue 27). Every grid with
// row buttons uses these two pieces: `usePhoneRows` to pick the phone's columns, `RowMenu` for the row's actions.

/** Below MUI's 'sm' breakpoint (600 px): a grid shows its phone columns and each row's actions as a RowMenu. */
export function usePhoneRows(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'))
}

/** The columns a phone shows, in the grid's order: those named in `fields`. */
export const phoneColumns = <Column extends { field: string }>(columns: Column[], fields: readonly string[]) =>
  columns.filter((column) => fields.includes(column.field))

/** The width of a phone's Actions column: the one button. */
export const ROW_MENU_COLUMN = { width: 88, align: 'center', headerAlign: 'center' } as const

export interface RowMenuItem {
  key: string
  text: string
  /** Shown in the error colour (delete, end, remove). */
  destructive?: boolean
  /** Shown but not chosen (an action this screen cannot run). */
  disabled?: boolean
  run: () => void
}

interface RowMenuProps {
  /** The button's accessible name, naming the row ('Actions for swimmer 12'). */
  label: string
  items: readonly RowMenuItem[]
  /** The items are on their way: the button says so and the open menu shows `loadingText`. */
  loading?: boolean
  loadingText?: string
  /** Called as the menu opens (a row whose actions load only when asked for). */
  onOpen?: () => void
}

/** One row's actions behind one button: the menu opens on a click or Enter, and a choice closes it first. */
export function RowMenu({ label, items, loading = false, loadingText, onOpen }: RowMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-busy={loading}
        onClick={(event) => {
          setAnchor(event.currentTarget)
          onOpen?.()
        }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {loading && items.length === 0 ? (
          <MenuItem disabled>
            <ListItemIcon>
              <CircularProgress size={16} aria-hidden />
            </ListItemIcon>
            {loadingText}
          </MenuItem>
        ) : (
          items.map((item) => (
            <MenuItem
              key={item.key}
              disabled={item.disabled}
              onClick={() => {
                setAnchor(null)
                item.run()
              }}
              sx={item.destructive ? { color: 'error.main' } : undefined}
            >
              {item.text}
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  )
}
