'use client'
/**
 * The promo pop-up (docs/rules/chrome.md promo pop-up), behind the toggle `isPromoPopupOn`: once per visitor, a few
 * seconds after a browsing page is ready, a modal asks the shopper to take a short survey (through the
 * survey redirect route, in a new tab). It never replaces a modal the shopper opened. Nothing renders
 * on the server, so cached pages stay the same for every visitor; the modal's code loads when it opens.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { preloadModalDialog } from '@/components/ui/modal'
import { useModalStore } from '@/stores/modal-store'
import { PROMO_POPUP_DELAY_MS, PROMO_POPUP_MODAL_ID, dismissPromoPopup, isPromoPopupDismissed } from './promo-popup-dismissal'

const PromoPopupModal = lazy(() => import('./promo-popup-modal').then((module) => ({ default: module.PromoPopupModal })))

export function PromoPopup({ brand, surveyHref }: { brand: string; surveyHref: string }) {
  const [opened, setOpened] = useState(false)

  useEffect(() => {
    if (isPromoPopupDismissed()) return
    const timer = window.setTimeout(() => {
      const { open, openModal } = useModalStore.getState()
      // Another tab may have shown it meanwhile; a modal the shopper opened keeps the screen.
      if (open.length > 0 || isPromoPopupDismissed()) return
      dismissPromoPopup()
      openModal(PROMO_POPUP_MODAL_ID)
      // The dialog's code alongside the pop-up's, not after it.
      void preloadModalDialog()
      setOpened(true)
    }, PROMO_POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <PromoPopupModal brand={brand} surveyHref={surveyHref} />
    </Suspense>
  )
}
