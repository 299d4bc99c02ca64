// Counted, so a modal stacked on another does not unlock the page when it closes first.
let locks = 0
let saved: { overflow: string; paddingRight: string } | null = null

/** Locks body scrolling (docs/rules/chrome.md, modals); returns the unlock function. */
export function lockScroll(): () => void {
  if (locks === 0) {
    const { style } = document.body
    saved = { overflow: style.overflow, paddingRight: style.paddingRight }
    // Make up for the vanished scrollbar so the page behind does not jump sideways.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`
    style.overflow = 'hidden'
  }
  locks += 1
  let released = false
  return () => {
    if (released) return
    released = true
    locks -= 1
    if (locks === 0 && saved) {
      document.body.style.overflow = saved.overflow
      document.body.style.paddingRight = saved.paddingRight
      saved = null
    }
  }
}
