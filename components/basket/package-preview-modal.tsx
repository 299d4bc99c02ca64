'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Modal } from '@/components/ui/modal'
import { formatMoney } from '@/i18n/format'
import type { BasketLine } from './basket-lines'

export const PACKAGE_PREVIEW_MODAL_ID = 'package-item-preview'

/**
 * docs/rules/basket.md package item preview: everything one package holds in one place (the card with its amount
 * and quantity, the wrapper, the gift packing, the personal message) and what it costs.
 */
export function PackagePreviewModal({ line, locale }: { line: BasketLine | null; locale: string }) {
  const t = useTranslations('checkout.basket')
  const common = useTranslations('common')
  const summary = useTranslations('checkout.summary')
  const money = (value: { currency: string; value: number }) => formatMoney(value, locale)
  const price = (value: { currency: string; value: number }) => t('wrapperPrice', { price: value.value === 0 ? t('free') : money(value) })
  const pkg = line?.pkg
  return (
    <Modal id={PACKAGE_PREVIEW_MODAL_ID} title={t('packagePreviewTitle')} closeLabel={common('close')} size="small">
      {pkg && (
        <Preview>
          <Card style={{ background: pkg.giftcardItem.variation.product.backgroundColor }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG card art; the title names it */}
            <img src={pkg.giftcardItem.variation.product.image} alt="" width={240} height={152} />
          </Card>
          <h3>{pkg.giftcardItem.variation.product.title}</h3>
          <dl>
            <dt>{t('packageCard')}</dt>
            <dd>{t('amountTimesQuantity', { quantity: pkg.giftcardItem.qty, amount: money(pkg.giftcardItem.variation.price) })}</dd>
            {pkg.wrapper && (
              <>
                <dt>{t('wrapperTitle')}</dt>
                <dd>{pkg.wrapper.variation.title}, {price(pkg.wrapper.variation.price)}</dd>
              </>
            )}
            {pkg.giftPacking && (
              <>
                <dt>{t('giftPackingTitle')}</dt>
                <dd>{price(pkg.giftPacking.variation.price)}</dd>
              </>
            )}
            {pkg.message && (
              <>
                <dt>{t('packageMessage')}</dt>
                <Message>{pkg.message.text}</Message>
              </>
            )}
            <dt>{summary('total')}</dt>
            <dd><strong>{money(pkg.totalPrice)}</strong></dd>
          </dl>
        </Preview>
      )}
    </Modal>
  )
}

const Preview = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h3 { margin: 0; font-size: 1.1rem; }
  dl { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 8px 16px; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; }
`
const Card = styled.div`
  align-self: center;
  border-radius: 8px;
  padding: 8px;
  img { display: block; max-width: 100%; height: auto; }
`
const Message = styled.dd`
  font-style: italic;
  overflow-wrap: anywhere;
  white-space: pre-line;
`
