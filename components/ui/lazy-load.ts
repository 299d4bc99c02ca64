'use client'
import { useEffect, useState } from 'react'

/** Code a page loads on first use (a component, a module): `load()` starts it once, `current` holds it once it has arrived. */
export interface LazyLoad<T> {
  load: () => Promise<T>
  readonly current: T | null
}

/**
 * The one load of `importer` for the whole page; a failed load (offline) is forgotten, so the next
 * `load()` asks again instead of failing for good.
 */
export function lazyLoad<T>(importer: () => Promise<T>): LazyLoad<T> {
  let current: T | null = null
  let pending: Promise<T> | null = null
  return {
    load() {
      pending ??= importer().then(
        (loaded) => (current = loaded),
        (error: unknown) => {
          pending = null
          throw error
        },
      )
      return pending
    },
    get current() {
      return current
    },
  }
}

/**
 * The component, as `{ Component }`, once `wanted` has been true: it is loaded then (at once when an
 * earlier render already had it), and the caller renders again when it arrives. Until then, and
 * when the load fails, null; the next time `wanted` turns true it is asked again.
 */
export function useLazyComponent<C>(lazy: LazyLoad<C>, wanted: boolean): { Component: C } | null {
  // Held as { Component }: a component itself in state would be taken for an updater function.
  const [loaded, setLoaded] = useState<{ Component: C } | null>(() => (lazy.current ? { Component: lazy.current } : null))
  useEffect(() => {
    if (!wanted || loaded) return
    let active = true
    lazy.load().then(
      (Component) => {
        if (active) setLoaded({ Component })
      },
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [lazy, wanted, loaded])
  return loaded
}
