'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { formatMoney } from '@/i18n/format'
import { useModalStore } from '@/stores/modal-store'
import type { BasketLine } from './basket-lines'

export const DELETE_ITEM_MODAL_ID = 'basket-item-deletion'
export const WRAPPER_OVERLAY_ID = 'wrapper-overlay'
export const GIFT_PACKING_MODAL_ID = 'gift-packing-preview'

/** docs/rules/basket.md basket item deletion modal: nothing is removed before the shopper confirms. */
export function DeleteItemModal({ line, deleting, onConfirm }: { line: BasketLine | null; deleting: boolean; onConfirm: () => void }) {
  const t = useTranslations('checkout.basket')
  const common = useTranslations('common')
  const close = () => useModalStore.getState().closeModal(DELETE_ITEM_MODAL_ID)
  return (
    <Modal
      id={DELETE_ITEM_MODAL_ID}
      title={t('deleteTitle')}
      closeLabel={common('close')}
      size="small"
      loading={deleting}
      footer={(
        <Actions>
          <Button variant="secondary" onClick={close} disabled={deleting}>{common('cancel')}</Button>
          <Button onClick={onConfirm} loading={deleting} data-autofocus>{t('deleteConfirmButton')}</Button>
        </Actions>
      )}
    >
      <p>{t('deleteItemConfirm')}</p>
      {line && <strong>{`${line.pkg.giftcardItem.qty} × ${line.pkg.giftcardItem.variation.product.title}`}</strong>}
    </Modal>
  )
}

/** docs/rules/basket.md wrapper overlay: the design the card travels in, with its name and price. */
export function WrapperOverlay({ line, locale }: { line: BasketLine | null; locale: string }) {
  const t = useTranslations('checkout.basket')
  const common = useTranslations('common')
  const wrapper = line?.pkg.wrapper
  return (
    <Modal id={WRAPPER_OVERLAY_ID} title={t('wrapperTitle')} closeLabel={common('close')} size="small">
      {wrapper && line && (
        <Preview>
          <Envelope aria-hidden="true" data-type={line.deliveryType}>
            <span style={{ background: line.pkg.giftcardItem.variation.product.backgroundColor }} />
          </Envelope>
          <strong>{wrapper.variation.title}</strong>
          <span>{t('wrapperPrice', { price: wrapper.variation.price.value === 0 ? t('free') : formatMoney(wrapper.variation.price, locale) })}</span>
        </Preview>
      )}
    </Modal>
  )
}

/** docs/rules/basket.md gift packing preview. */
export function GiftPackingModal({ line, locale }: { line: BasketLine | null; locale: string }) {
  const t = useTranslations('checkout.basket')
  const common = useTranslations('common')
  const packing = line?.pkg.giftPacking
  return (
    <Modal id={GIFT_PACKING_MODAL_ID} title={t('giftPackingTitle')} closeLabel={common('close')} size="small">
      <Preview>
        <GiftBox aria-hidden="true" />
        <p>{t('giftPackingText')}</p>
        {packing && <span>{t('wrapperPrice', { price: formatMoney(packing.variation.price, locale) })}</span>}
      </Preview>
    </Modal>
  )
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`
const Preview = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  text-align: center;
  p { margin: 0; }
`
const Envelope = styled.div`
  width: 200px;
  height: 130px;
  border-radius: 8px;
  background: linear-gradient(135deg, #f6e7c8, #e9cf9c);
  display: grid;
  place-items: center;
  &[data-type='DIGITAL'] { background: linear-gradient(135deg, #dfe9fb, #b9cdf3); }
  span { width: 110px; height: 70px; border-radius: 6px; box-shadow: 0 2px 6px rgb(0 0 0 / .25); }
`
const GiftBox = styled.div`
  width: 140px;
  height: 110px;
  border-radius: 6px;
  background:
    linear-gradient(90deg, transparent 45%, #c0392b 45%, #c0392b 55%, transparent 55%),
    linear-gradient(0deg, transparent 45%, #c0392b 45%, #c0392b 55%, transparent 55%),
    #f3d9dc;
`
