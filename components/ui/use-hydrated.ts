import { useSyncExternalStore } from 'react'

// Nothing ever changes after hydration, so there is nothing to subscribe to.
const subscribe = () => () => {}

/**
 * False on the server and during hydration, true afterwards (and straight away in client-only renders).
 * useSyncExternalStore swaps the server snapshot for the client one right after hydration without the
 * extra effect-and-setState render, and without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
