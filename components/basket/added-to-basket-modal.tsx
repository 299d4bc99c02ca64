'use client'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { useModalStore } from '@/stores/modal-store'
import { LinkButton } from './link-button'

export const ADDED_TO_BASKET_MODAL_ID = 'added-to-basket'

export interface AddedToBasketTexts {
  title: string
  continueShopping: string
  toBasket: string
  close: string
}

/** After adding (docs/rules/basket.md): stay and shop on, or go to the basket. */
export function AddedToBasketModal({ summary, basketHref, texts }: { summary: string; basketHref: string; texts: AddedToBasketTexts }) {
  const close = () => useModalStore.getState().closeModal(ADDED_TO_BASKET_MODAL_ID)
  return (
    <Modal
      id={ADDED_TO_BASKET_MODAL_ID}
      title={texts.title}
      closeLabel={texts.close}
      size="small"
      footer={(
        <Actions>
          <Button variant="secondary" onClick={close}>{texts.continueShopping}</Button>
          <LinkButton href={basketHref} data-autofocus>{texts.toBasket}</LinkButton>
        </Actions>
      )}
    >
      <Summary role="status">{summary}</Summary>
    </Modal>
  )
}

const Summary = styled.p`
  margin: 0;
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
`
