import { create } from 'zustand'
import { BREAKPOINTS } from '@/config/breakpoints'

export type Layout = 'mobile' | 'desktop'
export type Extension = 'mobile' | 'tablet' | 'desktopSmall' | 'desktopLarge'

/** docs/rules/limits.md: mobile ≤ 639 px, tablet 640–1023, desktop small 1024–1279, desktop large ≥ 1280. */
export function extensionForWidth(width: number): Extension {
  if (width >= BREAKPOINTS.desktopLarge) return 'desktopLarge'
  if (width >= BREAKPOINTS.desktopSmall) return 'desktopSmall'
  if (width >= BREAKPOINTS.tablet) return 'tablet'
  return 'mobile'
}

/** The layout is 'mobile' below desktop small (1024 px). */
export function layoutForExtension(extension: Extension): Layout {
  return extension === 'desktopSmall' || extension === 'desktopLarge' ? 'desktop' : 'mobile'
}

export interface LayoutState {
  layout: Layout
  extension: Extension
  setExtension: (extension: Extension) => void
  setWidth: (width: number) => void
}

/** Starts as mobile (mobile first) until LayoutWatcher measures the viewport on mount. */
export const useLayoutStore = create<LayoutState>()((set, get) => ({
  layout: 'mobile',
  extension: 'mobile',
  setExtension: (extension) => {
    if (get().extension !== extension) set({ extension, layout: layoutForExtension(extension) })
  },
  setWidth: (width) => get().setExtension(extensionForWidth(width)),
}))
