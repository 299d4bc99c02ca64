'use client'
import { useEffect, useState } from 'react'

/** docs/rules/chrome.md and docs/rules/limits.md: the button shows once the page is scrolled beyond twice the screen height. */
export function isScrolledFarEnough(scrollY: number, innerHeight: number): boolean {
  return scrollY > 2 * innerHeight
}

type View = typeof import('./scroll-up-button-view').ScrollUpButtonView
let loadedView: View | null = null
let viewLoad: Promise<View> | null = null

/**
 * Loads the button's view (its styles, icon and texts) the first time it is to show; most visits
 * never scroll that far, so no page carries it in its first load. A failed load is asked again the
 * next time the button is to show.
 */
export function preloadScrollUpButtonView(): Promise<View> {
  viewLoad ??= import('./scroll-up-button-view').then(
    ({ ScrollUpButtonView }) => (loadedView = ScrollUpButtonView),
    (error: unknown) => {
      viewLoad = null
      throw error
    },
  )
  return viewLoad
}

/**
 * Floating "scroll to top" button: this watcher decides when it shows, scroll-up-button-view.tsx is
 * the button. The scroll listener is passive and throttled to one check per animation frame.
 */
export function ScrollUpButton() {
  const [visible, setVisible] = useState(false)
  // Held as { View }: a component itself in state would be taken for an updater function.
  const [loaded, setLoaded] = useState(() => (loadedView ? { View: loadedView } : null))

  useEffect(() => {
    let pending = false
    let frame = 0
    const check = () => {
      pending = false
      setVisible(isScrolledFarEnough(window.scrollY, window.innerHeight))
    }
    const schedule = () => {
      if (pending) return
      pending = true
      frame = window.requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (pending) window.cancelAnimationFrame(frame)
    }
  }, [])

  useEffect(() => {
    if (!visible || loaded) return
    let active = true
    preloadScrollUpButtonView().then(
      (View) => {
        if (active) setLoaded({ View })
      },
      // Without its code there is no button this time: the page scrolls as ever.
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [visible, loaded])

  if (!visible || !loaded) return null
  return <loaded.View />
}
