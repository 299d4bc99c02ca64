'use client'
/**
 * The footer's store switcher: the trigger of the store-switch modal. It is on every page, and few
 * shoppers use it, so the page carries only the button; the modal's host (store-switch-modal-host.tsx,
 * with the countries request) loads when the pointer or focus reaches it, at the latest on a press.
 */
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { lazyLoad } from '@/components/ui/lazy-load'
import { useHydrated } from '@/components/ui/use-hydrated'
import { useModalStore } from '@/stores/modal-store'
import type { StoreSwitchConfig } from './countries'
import { STORE_SWITCH_MODAL_ID } from './store-switch-modal-id'
import { storeSwitchUnavailable } from './store-switch-unavailable'

/** The host's code, loaded once; a failed load is asked again by the next trigger. */
const hostModule = lazyLoad(() => import('./store-switch-modal-host'))
type HostModule = typeof import('./store-switch-modal-host')

export interface StoreSwitchButtonProps {
  config: StoreSwitchConfig
  /** Visible text; defaults to "Change country or language" (chrome.footer.changeStore). */
  label?: string
}

/** Opens the store-switch modal (the footer's "store switcher"). */
export function StoreSwitchButton({ config, label }: StoreSwitchButtonProps) {
  const t = useTranslations('chrome')
  const hydrated = useHydrated()
  const openModal = useModalStore((state) => state.openModal)
  // Held as { Host }: a component itself in state would be taken for an updater function.
  const [host, setHost] = useState<{ Host: HostModule['StoreSwitchModalHost'] } | null>(null)

  /** Loads the host and mounts it (it asks for the countries once the modal is open). */
  function mountHost(): Promise<HostModule> {
    return hostModule.load().then((module) => {
      setHost((mounted) => mounted ?? { Host: module.StoreSwitchModalHost })
      return module
    })
  }

  /** A head start when the pointer or focus reaches the button: the modal's code and the countries too. */
  function prepare() {
    mountHost().then((module) => module.preloadStoreSwitchModal(config.shopper), () => undefined)
  }

  return (
    <>
      <Trigger
        type="button"
        // As the shop's Button: no press before the handler is attached.
        disabled={!hydrated}
        aria-haspopup="dialog"
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          openModal(STORE_SWITCH_MODAL_ID)
          // The host renders the modal once it is mounted and the countries have arrived.
          mountHost().catch(storeSwitchUnavailable)
        }}
      >
        {label ?? t('footer.changeStore')}
      </Trigger>
      {host && <host.Host config={config} />}
    </>
  )
}

/** Looks like the shop's small link button (components/ui/button.tsx), without its loading states. */
const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  padding: 4px 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: .875rem;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: underline;
  cursor: pointer;
  &:disabled { cursor: not-allowed; opacity: .5; }
`
