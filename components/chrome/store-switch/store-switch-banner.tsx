'use client'
/**
 * "It looks like you are visiting from {country}…" (docs/rules/storefronts.md and docs/rules/limits.md). After hydration, when the browser is
 * idle, the banner asks GET /ip once; it shows when the visitor's country is known, differs from the
 * current storefront's country, has a storefront of this brand family to switch to (the countries are
 * asked from the API only then), and the banner was not dismissed in the last 2 days. Its action opens
 * the store-switch modal (lazy-loaded).
 *
 * Nothing renders on the server or during hydration, so cached pages stay identical for every visitor.
 */
import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { useModalStore } from '@/stores/modal-store'
import { STORE_SWITCH_MODAL_ID, countryName, findCountry, type StoreSwitchConfig } from './countries'
import type { CountryCombination } from '@/config/storefronts/types'
import { useCountriesCombinations } from './countries-request'
import { StoreSwitchModalHost, preloadStoreSwitchModal } from './store-switch-button'

/** docs/rules/limits.md: a dismissed banner stays away for 2 days. */
export const BANNER_DISMISS_MS = 2 * 24 * 60 * 60 * 1000
/** localStorage key holding the ISO timestamp until which the banner stays dismissed. */
export const BANNER_DISMISS_STORAGE_KEY = 'giftshop-store-banner-dismissed-until'
/** The IP-location endpoint (app/ip/route.ts); with `trailingSlash: true` its canonical URL ends in '/'. */
export const IP_ENDPOINT = '/ip/'

const COUNTRY_CODE = /^[A-Z]{2}$/

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Access can throw (storage disabled, sandboxed iframes).
    return null
  }
}

/** Whether the banner is dismissed at `now` (an unreadable or malformed entry counts as not dismissed). */
export function isBannerDismissed(now: number = Date.now()): boolean {
  try {
    const until = Date.parse(storage()?.getItem(BANNER_DISMISS_STORAGE_KEY) ?? '')
    return Number.isFinite(until) && now < until
  } catch {
    return false
  }
}

/** Stores the dismissal until `now` + 2 days; failing storage only costs the persistence. */
export function dismissBanner(now: number = Date.now()): void {
  try {
    storage()?.setItem(BANNER_DISMISS_STORAGE_KEY, new Date(now + BANNER_DISMISS_MS).toISOString())
  } catch {
    // Quota or privacy mode: the banner is still hidden for this page view.
  }
}

let ipCountryRequest: Promise<string | null> | null = null

/**
 * The visitor's country from GET /ip, asked once per page load (shared by every caller); null when
 * unknown or when the request fails in any way.
 */
export function fetchIpCountry(): Promise<string | null> {
  ipCountryRequest ??= fetch(IP_ENDPOINT, { headers: { Accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) return null
      const body: unknown = await response.json()
      const code = typeof body === 'object' && body !== null && 'country_code' in body ? body.country_code : null
      return typeof code === 'string' && COUNTRY_CODE.test(code) ? code : null
    })
    .catch(() => null)
  return ipCountryRequest
}

/** Forgets the cached /ip answer (tests). */
export function resetIpCountryCache(): void {
  ipCountryRequest = null
}

/** Whether the visitor is in another country than the storefront's (the countries are then worth asking). */
export function isAbroad(ipCountry: string | null, currentCountry: string): ipCountry is string {
  return ipCountry !== null && ipCountry !== currentCountry
}

export function shouldShowBanner(ipCountry: string | null, currentCountry: string, combinations: readonly CountryCombination[]): boolean {
  return isAbroad(ipCountry, currentCountry) && findCountry(combinations, ipCountry) !== undefined
}

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
  const t = useTranslations('chrome.storeSwitch')
  const openModal = useModalStore((state) => state.openModal)
  const [ipCountry, setIpCountry] = useState<string | null>(null)
  const [dismissed, setDismissed] = useState(false)

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

  const countries = useCountriesCombinations(config.shopper, !dismissed && isAbroad(ipCountry, config.currentCountry))
  const visible = !dismissed && countries.status === 'ready' && shouldShowBanner(ipCountry, config.currentCountry, countries.combinations)

  function dismiss() {
    dismissBanner()
    setDismissed(true)
  }

  return (
    <>
      {visible && ipCountry && (
        <Banner data-testid="store-switch-banner">
          <Text>{t('bannerText', { country: countryName(ipCountry, config.currentLanguage) })}</Text>
          <Button
            size="small"
            aria-haspopup="dialog"
            onPointerEnter={() => preloadStoreSwitchModal(config.shopper)}
            onFocus={() => preloadStoreSwitchModal(config.shopper)}
            onClick={() => openModal(STORE_SWITCH_MODAL_ID)}
          >
            {t('bannerAction')}
          </Button>
          <DismissButton type="button" aria-label={t('bannerDismiss')} title={t('bannerDismiss')} onClick={dismiss}>
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none"
              stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </DismissButton>
        </Banner>
      )}
      <StoreSwitchModalHost config={config} />
    </>
  )
}

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px 16px;
  padding: 8px 48px 8px 16px;
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Text = styled.p`
  margin: 0;
`

const DismissButton = styled.button`
  position: absolute;
  top: 50%;
  right: 8px;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: inherit;
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.border}; }
`
