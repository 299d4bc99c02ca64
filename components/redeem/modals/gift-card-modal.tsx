'use client'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { AmountForm, type AddError } from '../shop/amount-form'
import type { RedeemMoney, RedeemProductDetails, RedeemVariationConfig } from '../shop/redeem-operations'
import { formatMoney } from '@/i18n/format'
import { REDEEM_MODALS } from './ids'

type VariationType = 'digital' | 'physical'

/** The variations a shopper can choose with the balance: digital first, then the physical card. */
export function variationChoices(product: Pick<RedeemProductDetails, 'digitalVariationConfig' | 'physicalVariationConfig'>): Array<{ type: VariationType; config: RedeemVariationConfig }> {
  return [
    ...(product.digitalVariationConfig ? [{ type: 'digital' as const, config: product.digitalVariationConfig }] : []),
    ...(product.physicalVariationConfig ? [{ type: 'physical' as const, config: product.physicalVariationConfig }] : []),
  ]
}

/**
 * docs/rules/redeem.md redeem steps "gift card": the chosen product's details (description, what it keeps after
 * redeeming), digital or physical when it has both, an amount within its range next to the balance
 * still free, and an optional personal note of 1 to 150 characters (docs/rules/redeem.md; the 160 one redeem
 * modal mentions is resolved as 150, see validation/personal-note.ts).
 */
export function GiftCardModal({ product, locale, freeBalance, onAdd, onClose, onMoreInfo }: {
  product: RedeemProductDetails | null
  locale: string
  freeBalance: RedeemMoney | null
  /** Answers the errors of a refusal, or null when the card was added. */
  onAdd: (variationId: string, amount: number, note: string | null) => Promise<readonly AddError[] | null>
  onClose?: () => void
  /** Opens the "more information" modal of the product (it replaces this one). */
  onMoreInfo?: () => void
}) {
  const t = useTranslations('redeem')
  return (
    <Modal
      id={REDEEM_MODALS.giftCard}
      title={product ? t('shop.amountTitle', { title: product.title }) : t('shop.fixedAmounts')}
      closeLabel={t('balanceCheck.close')}
      onClose={onClose}
    >
      {product && <GiftCardDetails key={product.slug} product={product} locale={locale} freeBalance={freeBalance} onAdd={onAdd} onMoreInfo={onMoreInfo} />}
    </Modal>
  )
}

function GiftCardDetails({ product, locale, freeBalance, onAdd, onMoreInfo }: {
  product: RedeemProductDetails
  locale: string
  freeBalance: RedeemMoney | null
  onAdd: (variationId: string, amount: number, note: string | null) => Promise<readonly AddError[] | null>
  onMoreInfo?: () => void
}) {
  const tShop = useTranslations('redeem.shop')
  const t = useTranslations('redeem.modals')
  const choices = variationChoices(product)
  const [type, setType] = useState<VariationType>(choices[0]?.type ?? 'digital')
  const chosen = choices.find((choice) => choice.type === type) ?? choices[0]
  const description = product.redeemData?.description || product.description
  const minimum = product.redeemData?.minimumRemainingBalance
  if (!chosen) return null
  return (
    <Details>
      <Intro>
        <Art style={{ background: product.backgroundColor }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG card art */}
          <img src={product.image.url} alt={product.image.alt} width={160} height={101} />
        </Art>
        {description && <p>{description}</p>}
      </Intro>
      {onMoreInfo && (
        <Button variant="link" size="small" onClick={onMoreInfo} aria-label={t('moreInfoLabel', { title: product.title })}>
          {tShop('moreInformation')}
        </Button>
      )}
      {minimum && minimum.value > 0 && <p>{t('minimumRemaining', { amount: formatMoney(minimum, locale) })}</p>}
      {choices.length > 1 && (
        <fieldset>
          <legend>{t('deliveryLegend')}</legend>
          <Choices>
            {choices.map((choice) => (
              <label key={choice.type}>
                <input type="radio" name="redeem-variation" value={choice.type} checked={type === choice.type} onChange={() => setType(choice.type)} />
                {t(choice.type)}
              </label>
            ))}
          </Choices>
        </fieldset>
      )}
      {chosen.type === 'physical' && <p role="note">{t('physicalNotice')}</p>}
      <AmountForm
        key={chosen.config.id}
        config={chosen.config}
        locale={locale}
        balance={freeBalance}
        withNote={product.productType !== 'DONATION'}
        onAdd={(amount, note) => onAdd(chosen.config.id, amount, note)}
      />
    </Details>
  )
}

const Details = styled.div`
  display: grid;
  gap: 16px;
  p { margin: 0; }
  fieldset { border: 0; margin: 0; padding: 0; }
  legend { font-weight: 600; margin-bottom: 8px; }
`

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: flex-start;
  p { flex: 1 1 240px; }
`

const Art = styled.span`
  flex: none;
  display: flex;
  width: 160px;
  aspect-ratio: 200 / 126;
  border-radius: 8px;
  overflow: hidden;
  img { width: 100%; height: 100%; object-fit: contain; }
`

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  label { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; }
`
