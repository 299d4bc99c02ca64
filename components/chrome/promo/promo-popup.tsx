'use client'
/**
 * The promo pop-up (docs/rules/chrome.md promo pop-up), behind the toggle `isPromoPopupOn`: once per visitor, a few
 * seconds after a browsing page is ready, a modal asks the shopper to take a short survey (through the
 * survey redirect route, in a new tab). It never replaces a modal the shopper opened. Nothing renders
 * on the server, so cached pages stay the same for every visitor.
 */
import { useEffect } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { LinkButton } from '@/components/basket/link-button'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { useModalStore } from '@/stores/modal-store'
import { PROMO_POPUP_DELAY_MS, dismissPromoPopup, isPromoPopupDismissed } from './promo-popup-dismissal'

export const PROMO_POPUP_MODAL_ID = 'promo-popup'

export function PromoPopup({ brand, surveyHref }: { brand: string; surveyHref: string }) {
  const t = useTranslations('chrome.promoPopup')
  const tc = useTranslations('common')
  const closeModal = useModalStore((state) => state.closeModal)

  useEffect(() => {
    if (isPromoPopupDismissed()) return
    const timer = window.setTimeout(() => {
      const { open, openModal } = useModalStore.getState()
      // Another tab may have shown it meanwhile; a modal the shopper opened keeps the screen.
      if (open.length > 0 || isPromoPopupDismissed()) return
      dismissPromoPopup()
      openModal(PROMO_POPUP_MODAL_ID)
    }, PROMO_POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  const close = () => closeModal(PROMO_POPUP_MODAL_ID)
  return (
    <Modal id={PROMO_POPUP_MODAL_ID} title={t('title')} closeLabel={tc('close')} size="small">
      <Text>{t('text', { brand })}</Text>
      <Actions>
        <LinkButton href={surveyHref} target="_blank" rel="noopener" onClick={close}>
          {tc('externalLink', { label: t('survey') })}
        </LinkButton>
        <Button variant="secondary" onClick={close}>{t('decline')}</Button>
      </Actions>
    </Modal>
  )
}

const Text = styled.p`
  margin: 0 0 20px;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`
