'use client'
import { useEffect, useState } from 'react'
import { captureGclid } from '../analytics/gclid'
import dynamic from 'next/dynamic'
import type { FeatureToggles, Language } from '@/config/storefronts/types'
import { useErrorStore } from '@/stores/error-store'
import { useLanguageStore } from '@/stores/language-store'
import { hydrateRedeemStore } from '@/stores/redeem-store'
import { useTogglesStore } from '@/stores/toggles-store'
import { LayoutWatcher } from './layout-watcher'
import { LeaveWarning } from './leave-warning'
import { ScrollUpButton } from './scroll-up-button'

/** Split into its own chunk: the modal's code and texts load only once the first error arrives. */
const ErrorModal = dynamic(() => import('@/components/modals/error-modal-host').then((module) => module.ErrorModalHost), { ssr: false })

export interface ClientStateProviderProps {
  language: Language
  /** The storefront's country: the error modal loads its regional texts (i18n/messages.ts). */
  country: string
  toggles: FeatureToggles
}

/**
 * Starts the client state of docs/rules/chrome.md from server-provided values and mounts the page-wide chrome
 * islands. Stores are module singletons, so they are only written in effects (never during a server
 * render, where they would be shared between requests). On mount it also hydrates the persisted
 * redeem store from localStorage (the store uses `skipHydration`) and keeps a `gclid` of the address.
 */
export function ClientStateProvider({ language, country, toggles }: ClientStateProviderProps) {
  useEffect(() => {
    useLanguageStore.getState().setLanguage(language)
  }, [language])

  useEffect(() => {
    useTogglesStore.getState().setToggles(toggles)
  }, [toggles])

  useEffect(() => {
    void hydrateRedeemStore()
    captureGclid()
  }, [])

  // Mount the error modal once the first error exists and keep it mounted afterwards, so its close
  // animation can play and later errors open instantly.
  const hasError = useErrorStore((state) => state.error !== null)
  const [errorModalMounted, setErrorModalMounted] = useState(false)
  if (hasError && !errorModalMounted) setErrorModalMounted(true)

  return (
    <>
      <LayoutWatcher />
      <LeaveWarning />
      <ScrollUpButton />
      {errorModalMounted && <ErrorModal country={country} />}
    </>
  )
}
