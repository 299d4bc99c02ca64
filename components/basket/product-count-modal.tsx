'use client'
import { useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { FieldError, FieldHint } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Modal } from '@/components/ui/modal'
import { ORDER_LIMITS } from '@/config/charges'
import { formatMoney } from '@/i18n/format'
import { useModalStore } from '@/stores/modal-store'
import type { BasketLine } from './basket-lines'

export const PRODUCT_COUNT_MODAL_ID = 'product-count'

/** docs/rules/basket.md: 1 to 20 cards per package. */
const COUNT_RANGE = { min: 1, max: ORDER_LIMITS.maxQuantity } as const

/** A whole number of cards within the package range, or null. */
function parseCount(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null
  const count = Number(text.trim())
  return count >= COUNT_RANGE.min && count <= COUNT_RANGE.max ? count : null
}

export interface ProductCountModalProps {
  line: BasketLine | null
  locale: string
  saving: boolean
  /** Saves the package's new quantity; true when the basket took it. */
  onSave: (line: BasketLine, quantity: number) => Promise<boolean>
}

/**
 * docs/rules/basket.md product count modal: on phones a package's quantity is set here, with one-tap steps and the
 * range shown, instead of a long select; nothing changes before Save.
 */
export function ProductCountModal({ line, locale, saving, onSave }: ProductCountModalProps) {
  const t = useTranslations('checkout.basket')
  const common = useTranslations('common')
  const close = () => useModalStore.getState().closeModal(PRODUCT_COUNT_MODAL_ID)
  const title = line ? t('quantityOf', { title: line.pkg.giftcardItem.variation.product.title }) : ''
  return (
    <Modal id={PRODUCT_COUNT_MODAL_ID} title={title} closeLabel={common('close')} size="small" loading={saving}>
      {line && (
        <CountForm
          key={`${line.pkg.id}-${line.pkg.giftcardItem.qty}`}
          line={line}
          locale={locale}
          onCancel={close}
          onSave={async (quantity) => { if (await onSave(line, quantity)) close() }}
        />
      )}
    </Modal>
  )
}

function CountForm({ line, locale, onCancel, onSave }: { line: BasketLine; locale: string; onCancel: () => void; onSave: (quantity: number) => Promise<void> }) {
  const t = useTranslations('checkout.basket')
  const common = useTranslations('common')
  const [text, setText] = useState(String(line.pkg.giftcardItem.qty))
  const count = parseCount(text)
  const step = (by: number) => setText(String(Math.min(COUNT_RANGE.max, Math.max(COUNT_RANGE.min, (count ?? line.pkg.giftcardItem.qty) + by))))
  const rangeText = t('productCountRange', COUNT_RANGE)
  const rangeId = useId()
  const Range = count === null ? FieldError : FieldHint
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (count !== null) void onSave(count)
      }}
    >
      <Stepper>
        <Button variant="secondary" aria-label={t('productCountDecrease')} disabled={count !== null && count <= COUNT_RANGE.min} onClick={() => step(-1)}>−</Button>
        <Input
          label={t('productCountLabel')}
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={rangeId}
          aria-invalid={count === null || undefined}
          data-autofocus
        />
        <Button variant="secondary" aria-label={t('productCountIncrease')} disabled={count !== null && count >= COUNT_RANGE.max} onClick={() => step(1)}>+</Button>
      </Stepper>
      <Range id={rangeId}>{rangeText}</Range>
      {count !== null && <output>{t('amountTimesQuantity', { quantity: count, amount: formatMoney(line.pkg.giftcardItem.variation.price, locale) })}</output>}
      <Actions>
        <Button variant="secondary" onClick={onCancel}>{common('cancel')}</Button>
        <Button type="submit" disabled={count === null}>{t('save')}</Button>
      </Actions>
    </Form>
  )
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`
const Stepper = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: end;
  gap: 8px;
  input { text-align: center; }
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`
