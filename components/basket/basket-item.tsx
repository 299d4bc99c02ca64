'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { BREAKPOINTS } from '@/config/breakpoints'
import { ORDER_LIMITS } from '@/config/charges'
import { formatMoney } from '@/i18n/format'
import type { BasketLine } from './basket-lines'

export interface BasketItemActions {
  onQuantity: (line: BasketLine, quantity: number) => void
  /** Opens the product count modal (phones). */
  onOpenQuantity: (line: BasketLine) => void
  onDelete: (line: BasketLine) => void
  onViewWrapper: (line: BasketLine) => void
  onViewGiftPacking: (line: BasketLine) => void
  /** Opens the package item preview. */
  onPreview: (line: BasketLine) => void
}

const QUANTITIES = Array.from({ length: ORDER_LIMITS.maxQuantity }, (_, index) => index + 1)

/** One package of the basket (docs/rules/basket.md package preview): card, title, amount × quantity, extras, total. */
export function BasketItem({ line, locale, busy, actions }: { line: BasketLine; locale: string; busy: boolean; actions: BasketItemActions }) {
  const t = useTranslations('checkout.basket')
  const { pkg } = line
  const { variation, qty } = pkg.giftcardItem
  const { product } = variation
  const money = (value: { currency: string; value: number }) => formatMoney(value, locale)
  const quantityId = `basket-qty-${pkg.id}`

  return (
    <Item data-package-id={pkg.id}>
      <Card style={{ background: product.backgroundColor }}>
        {/* Generated SVG card art, small and decorative beside the title. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={product.image} alt="" width={120} height={76} loading="lazy" decoding="async" />
      </Card>
      <Details>
        <Title><a href={product.path}>{product.title}</a></Title>
        <Muted>{t('amountTimesQuantity', { quantity: qty, amount: money(variation.price) })}</Muted>
        {pkg.wrapper && (
          <Extra>
            {t('wrapperLine', { name: pkg.wrapper.variation.title })}
            <Button variant="link" size="small" onClick={() => actions.onViewWrapper(line)}>{t('viewWrapper')}</Button>
          </Extra>
        )}
        {pkg.giftPacking && (
          <Extra>
            {t('giftPackingLine')}
            <Button variant="link" size="small" onClick={() => actions.onViewGiftPacking(line)}>{t('viewGiftPacking')}</Button>
          </Extra>
        )}
        {pkg.message && <Message>{t('messageLine', { text: pkg.message.text })}</Message>}
        <Extra>
          <Button variant="link" size="small" aria-haspopup="dialog" aria-label={t('packagePreviewLabel', { title: product.title })} onClick={() => actions.onPreview(line)}>
            {t('packagePreviewButton')}
          </Button>
        </Extra>
      </Details>
      <Controls>
        <QuantitySelect>
          <label htmlFor={quantityId}>{t('quantityOf', { title: product.title })}</label>
          <select
            id={quantityId}
            value={qty}
            disabled={busy}
            onChange={(event) => actions.onQuantity(line, Number(event.target.value))}
          >
            {/* A quantity above the range (set elsewhere) stays choosable so the select shows the truth. */}
            {(qty > ORDER_LIMITS.maxQuantity ? [...QUANTITIES, qty] : QUANTITIES).map((value) => <option key={value} value={value}>{value}</option>)}
          </select>
        </QuantitySelect>
        {/* docs/rules/basket.md product count modal: phones set the quantity in a modal instead of the select. */}
        <CountButton
          variant="secondary"
          size="small"
          aria-haspopup="dialog"
          aria-label={t('productCountButtonLabel', { quantity: qty, title: product.title })}
          disabled={busy}
          onClick={() => actions.onOpenQuantity(line)}
        >
          {t('productCountButton', { quantity: qty })}
        </CountButton>
        <LineTotal data-testid="package-total">{money(pkg.totalPrice)}</LineTotal>
        <Button variant="secondary" size="small" disabled={busy} aria-label={t('deleteItemLabel', { title: product.title })} onClick={() => actions.onDelete(line)}>
          {t('deleteItem')}
        </Button>
      </Controls>
    </Item>
  )
}

const Item = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: 12px 16px;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: 640px) { grid-template-columns: 120px 1fr auto; }
`
const Card = styled.div`
  border-radius: 8px;
  padding: 6px;
  align-self: start;
  img { display: block; width: 100%; height: auto; }
`
const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`
const Title = styled.h3`
  margin: 0;
  font-size: 1.05rem;
  a { color: inherit; }
`
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`
const Extra = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
`
const Message = styled.p`
  margin: 0;
  font-style: italic;
  overflow-wrap: anywhere;
`
const Controls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  label { font-size: .85rem; font-weight: 600; }
  select { min-height: 44px; min-width: 64px; padding: 0 8px; font: inherit; border: 1px solid #8a8d94; border-radius: 8px; background: ${({ theme }) => theme.colors.background}; color: ${({ theme }) => theme.colors.text}; }
  @media (min-width: 640px) { grid-column: auto; flex-direction: column; align-items: flex-end; }
`
const phone = `@media (max-width: ${BREAKPOINTS.tablet - 1}px)`
/** The select from tablets up; its label and select stay flex items of the controls. */
const QuantitySelect = styled.div`
  display: contents;
  ${phone} { display: none; }
`
const CountButton = styled(Button)`
  @media (min-width: ${BREAKPOINTS.tablet}px) { display: none; }
`
const LineTotal = styled.strong`
  font-size: 1.1rem;
`
