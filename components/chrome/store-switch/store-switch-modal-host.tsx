'use client'
/**
 * The host that lazy-loads the store-switch modal; its code loads with the first trigger a shopper
 * reaches for (store-switch-button.tsx), or with the banner of a visitor abroad.
 *
 * The modal's code (form library, yup, the route table for localized paths) is split off with
 * next/dynamic, and the list of countries is asked from the API (countries-request.ts); both are
 * fetched only when the modal first opens (or, as a head start, when the pointer or focus reaches a
 * trigger), so pages ship neither up front.
 *
 * Several triggers may be on a page (banner, footer); each renders a StoreSwitchModalHost, and
 * exactly one of them (the first mounted) renders the modal, so it never appears twice.
 */
import dynamic from 'next/dynamic'
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { Shopper } from '@/graphql/shopper'
import { useIsModalOpen } from '@/stores/modal-store'
import type { StoreSwitchConfig } from './countries'
import { STORE_SWITCH_MODAL_ID } from './store-switch-modal-id'
import { fetchCountriesCombinations, useCountriesCombinations } from './countries-request'
import { storeSwitchUnavailable } from './store-switch-unavailable'

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
    if (failed) storeSwitchUnavailable()
  }, [failed])
  return open && elected && countries.status === 'ready' ? <LazyStoreSwitchModal {...config} combinations={countries.combinations} /> : null
}
