/**
 * Where a menu or a select's list opens: inside the dialog on top when one is open (the list belongs to it), else in
 * the page's main landmark. At the end of the page it would sit outside every landmark (axe 'region'). It stays a
 * portal, so Escape, focus and the list's placement behave as they did at the end of the page.
 */
export function menuContainer(): HTMLElement {
  const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].filter(
    // A dialog under another one, or closed but kept mounted, is hidden from assistive technology.
    (dialog) => !dialog.closest('[aria-hidden="true"]'),
  )
  return dialogs[dialogs.length - 1] ?? document.querySelector<HTMLElement>('main') ?? document.body
}
