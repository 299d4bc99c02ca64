'use client'
import { useEffect, useState } from 'react'
import { lazyLoad, useLazyComponent } from '@/components/ui/lazy-load'

/** docs/rules/chrome.md and docs/rules/limits.md: the button shows once the page is scrolled beyond twice the screen height. */
export function isScrolledFarEnough(scrollY: number, innerHeight: number): boolean {
  return scrollY > 2 * innerHeight
}

const view = lazyLoad(() => import('./scroll-up-button-view').then(({ ScrollUpButtonView }) => ScrollUpButtonView))

/**
 * Loads the button's view (its styles, icon and texts) the first time it is to show; most visits
 * never scroll that far, so no page carries it in its first load. A failed load is asked again the
 * next time the button is to show.
 */
export const preloadScrollUpButtonView = view.load

/**
 * Floating "scroll to top" button: this watcher decides when it shows, scroll-up-button-view.tsx is
 * the button. The scroll listener is passive and throttled to one check per animation frame.
 */
export function ScrollUpButton() {
  const [visible, setVisible] = useState(false)
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

  const loaded = useLazyComponent(view, visible)
  if (!visible || !loaded) return null
  return <loaded.Component />
}
