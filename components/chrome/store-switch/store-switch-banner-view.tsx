'use client'
/**
 * The store-switch banner itself, loaded by store-switch-banner.tsx only for a visitor abroad: it asks
 * the countries, shows the banner when one of them is the visitor's, offers the store-switch modal and
 * the dismissal. Nothing of it (texts, styles, Button, the countries request) weighs on the pages of
 * the visitors at home, who are nearly all of them.
 */
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { IconButton } from '@/components/ui/modal-parts'
import { useModalStore } from '@/stores/modal-store'
import type { CountryCombination } from '@/config/storefronts/types'
import { countryName, findCountry, type StoreSwitchConfig } from './countries'
import { STORE_SWITCH_MODAL_ID } from './store-switch-modal-id'
import { useCountriesCombinations } from './countries-request'
import { dismissBanner } from './dismiss-banner'
import { isAbroad } from './ip-country'
import { StoreSwitchModalHost, preloadStoreSwitchModal } from './store-switch-modal-host'

export function shouldShowBanner(ipCountry: string | null, currentCountry: string, combinations: readonly CountryCombination[]): boolean {
  return isAbroad(ipCountry, currentCountry) && findCountry(combinations, ipCountry) !== undefined
}

export interface StoreSwitchBannerViewProps {
  config: StoreSwitchConfig
  /** The visitor's country, already known to differ from the storefront's. */
  ipCountry: string
}

export function StoreSwitchBannerView({ config, ipCountry }: StoreSwitchBannerViewProps) {
  const t = useTranslations('chrome.storeSwitch')
  const openModal = useModalStore((state) => state.openModal)
  const [dismissed, setDismissed] = useState(false)

  const countries = useCountriesCombinations(config.shopper, !dismissed)
  const visible = !dismissed && countries.status === 'ready' && shouldShowBanner(ipCountry, config.currentCountry, countries.combinations)

  function dismiss() {
    dismissBanner()
    setDismissed(true)
  }

  return (
    <>
      {visible && (
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
      {/* The banner's action needs a host on any page; the footer's button has one too, and only one renders the modal. */}
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

/** The modals' round icon button, placed at the banner's end; its hover shows on the banner's surface colour. */
const DismissButton = styled(IconButton)`
  position: absolute;
  top: 50%;
  right: 8px;
  transform: translateY(-50%);
  &:hover { background: ${({ theme }) => theme.colors.border}; }
`
