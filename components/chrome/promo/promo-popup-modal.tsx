'use client'
/** The promo pop-up's modal (docs/rules/chrome.md promo pop-up), loaded when the pop-up opens: most visits never show it. */
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { LinkButton } from '@/components/basket/link-button'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { useModalStore } from '@/stores/modal-store'
import { PROMO_POPUP_MODAL_ID } from './promo-popup-dismissal'

export function PromoPopupModal({ brand, surveyHref }: { brand: string; surveyHref: string }) {
  const t = useTranslations('chrome.promoPopup')
  const tc = useTranslations('common')
  const closeModal = useModalStore((state) => state.closeModal)
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
