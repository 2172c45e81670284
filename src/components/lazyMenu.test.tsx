import { render, screen } from '@testing-library/react'
import { LazyMenu, LazyMenuItem } from './lazyMenu'

/** Whether the page ever showed an open menu without its items (a frame the user, and a test's click, could meet). */
function watchForEmptyMenus(): { sawEmptyMenu: () => boolean; stop: () => void } {
  let empty = false
  const check = () => {
    for (const menu of document.querySelectorAll('[role="menu"]'))
      if (!menu.querySelector('[role="menuitem"]')) empty = true
  }
  const observer = new MutationObserver(check)
  observer.observe(document.body, { childList: true, subtree: true })
  return { sawEmptyMenu: () => empty, stop: () => observer.disconnect() }
}

function Menu({ open }: { open: boolean }) {
  return (
    <LazyMenu open={open} anchorEl={document.body}>
      <LazyMenuItem>Swimmer ID</LazyMenuItem>
      <LazyMenuItem>Level</LazyMenuItem>
    </LazyMenu>
  )
}

test('a lazy menu opens with its items in the same frame, the first time and afterwards', async () => {
  const watch = watchForEmptyMenus()
  const { rerender } = render(<Menu open={false} />)
  expect(screen.queryByRole('menu')).toBeNull()

  rerender(<Menu open />)
  expect(await screen.findByRole('menuitem', { name: 'Level' })).toBeVisible()
  rerender(<Menu open={false} />)
  rerender(<Menu open />)
  expect(await screen.findByRole('menuitem', { name: 'Swimmer ID' })).toBeVisible()

  watch.stop()
  expect(watch.sawEmptyMenu()).toBe(false)
})
