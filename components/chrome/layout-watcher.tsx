'use client'
import { useEffect } from 'react'
import { BREAKPOINTS } from '@/config/breakpoints'
import { useLayoutStore, type Extension } from '@/stores/layout-store'

const QUERIES = {
  tablet: `(min-width: ${BREAKPOINTS.tablet}px)`,
  desktopSmall: `(min-width: ${BREAKPOINTS.desktopSmall}px)`,
  desktopLarge: `(min-width: ${BREAKPOINTS.desktopLarge}px)`,
} as const

/**
 * Keeps the layout store in sync with the viewport (docs/rules/limits.md breakpoints) through matchMedia listeners
 * (fires only when a breakpoint is crossed, not on every resize). Renders nothing.
 */
export function LayoutWatcher() {
  useEffect(() => {
    const { setExtension, setWidth } = useLayoutStore.getState()
    if (typeof window.matchMedia !== 'function') {
      const onResize = () => setWidth(window.innerWidth)
      onResize()
      window.addEventListener('resize', onResize, { passive: true })
      return () => window.removeEventListener('resize', onResize)
    }
    const lists = {
      tablet: window.matchMedia(QUERIES.tablet),
      desktopSmall: window.matchMedia(QUERIES.desktopSmall),
      desktopLarge: window.matchMedia(QUERIES.desktopLarge),
    }
    const update = () => {
      const extension: Extension = lists.desktopLarge.matches ? 'desktopLarge'
        : lists.desktopSmall.matches ? 'desktopSmall'
          : lists.tablet.matches ? 'tablet'
            : 'mobile'
      setExtension(extension)
    }
    update()
    const all = Object.values(lists)
    all.forEach((list) => list.addEventListener('change', update))
    return () => all.forEach((list) => list.removeEventListener('change', update))
  }, [])
  return null
}
