'use client'
/**
 * The header/footer trigger of the store switcher, and the host that lazy-loads the modal.
 *
 * The modal's code (form library, yup, the route table for localized paths) is split off with
 * next/dynamic, and the list of countries is asked from the API (countries-request.ts); both are
 * fetched only when the modal first opens (or, as a head start, when the pointer or focus reaches a
 * trigger), so pages ship neither up front.
 *
 * Several triggers may be on a page (banner, header, footer); each renders a StoreSwitchModalHost, and
 * exactly one of them (the first mounted) renders the modal, so it never appears twice.
 */
import dynamic from 'next/dynamic'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useTranslations } from 'next-intl'
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button'
import { TRANSPORT_ERROR_CODE } from '@/graphql/error-contract'
import type { Shopper } from '@/graphql/shopper'
import { useErrorStore } from '@/stores/error-store'
import { useIsModalOpen, useModalStore } from '@/stores/modal-store'
import { STORE_SWITCH_MODAL_ID, type StoreSwitchConfig } from './countries'
import { fetchCountriesCombinations, useCountriesCombinations } from './countries-request'

const loadModal = () => import('./store-switch-modal')

/** Starts fetching the modal's code and the countries (idempotent: each is loaded once). */
export function preloadStoreSwitchModal(shopper: Shopper): void {
  // A failed preload is retried when the modal really opens.
  loadModal().catch(() => undefined)
  void fetchCountriesCombinations(shopper)
}

const LazyStoreSwitchModal = dynamic(() => loadModal().then((module) => module.StoreSwitchModal), {
  ssr: false,
  loading: () => null,
})

// Which mounted host renders the modal: the first one still mounted.
const hosts: symbol[] = []
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function useIsElectedHost(): boolean {
  const [token] = useState(() => Symbol('store-switch-host'))
  useEffect(() => {
    hosts.push(token)
    notify()
    return () => {
      hosts.splice(hosts.indexOf(token), 1)
      notify()
    }
  }, [token])
  return useSyncExternalStore(
    subscribe,
    () => hosts[0] === token,
    () => false,
  )
}

/**
 * Renders the store-switch modal while it is open and its countries have arrived (the Modal keeps
 * itself mounted through its close animation, because it leaves the modal store only afterwards).
 * When the countries cannot be had, the modal closes again and the error modal says so.
 * Mounted by the banner and the button; mount it yourself only for a custom trigger that calls
 * `useModalStore().openModal('store-switch')`.
 */
export function StoreSwitchModalHost({ config }: { config: StoreSwitchConfig }) {
  const open = useIsModalOpen(STORE_SWITCH_MODAL_ID)
  const elected = useIsElectedHost()
  const countries = useCountriesCombinations(config.shopper, open && elected)
  const failed = countries.status === 'failed'
  useEffect(() => {
    if (!failed) return
    useModalStore.getState().closeModal(STORE_SWITCH_MODAL_ID)
    useErrorStore.getState().showError({ code: TRANSPORT_ERROR_CODE, message: '', parameter: null })
  }, [failed])
  return open && elected && countries.status === 'ready' ? <LazyStoreSwitchModal {...config} combinations={countries.combinations} /> : null
}

export interface StoreSwitchButtonProps {
  config: StoreSwitchConfig
  /** Visible text; defaults to "Change country or language" (chrome.footer.changeStore). */
  label?: string
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}

/** Opens the store-switch modal (footer "store switcher", header country/language switcher). */
export function StoreSwitchButton({ config, label, variant = 'link', size = 'small', className }: StoreSwitchButtonProps) {
  const t = useTranslations('chrome')
  const openModal = useModalStore((state) => state.openModal)
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => preloadStoreSwitchModal(config.shopper)}
        onFocus={() => preloadStoreSwitchModal(config.shopper)}
        onClick={() => openModal(STORE_SWITCH_MODAL_ID)}
      >
        {label ?? t('footer.changeStore')}
      </Button>
      <StoreSwitchModalHost config={config} />
    </>
  )
}
