// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLayoutStore } from '@/stores/layout-store'
import { LayoutWatcher } from './layout-watcher'

/** A matchMedia stub whose min-width queries follow a settable viewport width. */
function stubViewport(initialWidth: number) {
  let width = initialWidth
  const lists: Array<{ query: string; listeners: Set<() => void> }> = []
  window.matchMedia = vi.fn((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY)
    const entry = { query, listeners: new Set<() => void>() }
    lists.push(entry)
    return {
      media: query,
      get matches() { return width >= min },
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    }
  }) as unknown as typeof window.matchMedia
  return {
    resize(next: number) {
      width = next
      act(() => lists.forEach((entry) => entry.listeners.forEach((listener) => listener())))
    },
    listenerCount: () => lists.reduce((sum, entry) => sum + entry.listeners.size, 0),
  }
}

describe('LayoutWatcher', () => {
  afterEach(() => {
    cleanup()
    // @ts-expect-error -- jsdom has no matchMedia; remove the stub again.
    delete window.matchMedia
  })

  it('syncs layout and extension with the viewport breakpoints', () => {
    const viewport = stubViewport(1280)
    const { container, unmount } = render(<LayoutWatcher />)
    expect(container).toBeEmptyDOMElement()
    expect(useLayoutStore.getState()).toMatchObject({ layout: 'desktop', extension: 'desktopLarge' })
    viewport.resize(1279)
    expect(useLayoutStore.getState()).toMatchObject({ layout: 'desktop', extension: 'desktopSmall' })
    viewport.resize(1023)
    expect(useLayoutStore.getState()).toMatchObject({ layout: 'mobile', extension: 'tablet' })
    viewport.resize(639)
    expect(useLayoutStore.getState()).toMatchObject({ layout: 'mobile', extension: 'mobile' })
    unmount()
    expect(viewport.listenerCount()).toBe(0)
  })
})
