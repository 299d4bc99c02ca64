'use client'
/**
 * "It looks like you are visiting from {country}…" (docs/rules/storefronts.md and docs/rules/limits.md). After hydration, when the browser is
 * idle, the banner asks GET /ip once; it shows when the visitor's country is known, differs from the
 * current storefront's country, has a storefront of this brand family to switch to (the countries are
 * asked from the API only then), and the banner was not dismissed in the last 2 days. Its action opens
 * the store-switch modal (lazy-loaded).
 *
 * Nothing renders on the server or during hydration, so cached pages stay identical for every visitor.
 *
 * This part is on every page, and almost every visitor is in the storefront's own country, so it holds
 * only what finds out whether the visitor is abroad. The rest (the countries request, texts, styles,
 * the modal host: store-switch-banner-view.tsx) loads only for a visitor abroad.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import type { StoreSwitchConfig } from './countries'
import { isBannerDismissed } from './banner-dismissed'
import { fetchIpCountry, isAbroad } from './ip-country'
import type { StoreSwitchBannerViewProps } from './store-switch-banner-view'

/** Stands in for a view that could not load (offline): the banner is an offer, missing it must not break the page. */
function NoBanner() {
  return null
}

const LazyStoreSwitchBannerView = lazy<ComponentType<StoreSwitchBannerViewProps>>(() =>
  import('./store-switch-banner-view').then(
    ({ StoreSwitchBannerView }) => ({ default: StoreSwitchBannerView }),
    () => ({ default: NoBanner }),
  ),
)

/** Runs `task` once the browser is idle (at the latest after 2 s); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(task, 1)
  return () => window.clearTimeout(timer)
}

export interface StoreSwitchBannerProps {
  config: StoreSwitchConfig
}

export function StoreSwitchBanner({ config }: StoreSwitchBannerProps) {
  const [ipCountry, setIpCountry] = useState<string | null>(null)

  useEffect(() => {
    let active = true
    const cancel = whenIdle(() => {
      // A dismissed banner does not even ask where the visitor is.
      if (isBannerDismissed()) return
      void fetchIpCountry().then((country) => {
        if (active) setIpCountry(country)
      })
    })
    return () => {
      active = false
      cancel()
    }
  }, [])

  if (!isAbroad(ipCountry, config.currentCountry)) return null
  return (
    // Its own boundary: while the view loads, nothing shows here and nothing else on the page waits.
    <Suspense fallback={null}>
      <LazyStoreSwitchBannerView config={config} ipCountry={ipCountry} />
    </Suspense>
  )
}
