const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',')

/** Elements Tab can reach inside a container, in DOM order (layout-free, so it also works in jsdom). */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  )
}

/** Keeps Tab and Shift+Tab inside the container by wrapping around at both ends. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const items = tabbables(container)
  const first = items[0]
  const last = items[items.length - 1]
  const current = document.activeElement
  if (!first || !last) {
    event.preventDefault()
    container.focus()
    return
  }
  const outside = !container.contains(current) || current === container
  if (event.shiftKey && (current === first || outside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (current === last || !container.contains(current))) {
    event.preventDefault()
    first.focus()
  }
}
