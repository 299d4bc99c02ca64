'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import type { RedeemProductDetails } from '../shop/redeem-operations'
import { formatMoney } from '@/i18n/format'
import { variationChoices } from './gift-card-modal'
import { REDEEM_MODALS } from './ids'
import { brandShopOf, framableShopUrl } from './shop-iframe-modal'

/**
 * docs/rules/redeem.md redeem steps "shop more information": what the shopper should know about a product before
 * choosing it, from the product's own data (description, redeem texts, amounts, delivery, minimum
 * remaining balance). `onChoose` goes on to the gift card modal, `onShop` to the brand's webshop
 * (the shop iframe modal: framed, or visited after a countdown), offered only when the brand has one,
 * and a link to the page where the brand presents its products when it has one (docs/rules/redeem.md brand redirect).
 */
export function MoreInfoModal({ product, locale, onChoose, onShop }: { product: RedeemProductDetails | null; locale: string; onChoose: () => void; onShop: () => void }) {
  const t = useTranslations('redeem')
  const tCommon = useTranslations('common')
  // docs/rules/redeem.md brand redirect: where the brand presents its products, https only.
  const external = product?.giftCardBrand?.productExternalLink
  const productLink = external && framableShopUrl(external.url) ? external : null
  return (
    <Modal id={REDEEM_MODALS.moreInfo} title={product ? t('modals.moreInfoTitle', { title: product.title }) : t('shop.moreInformation')} closeLabel={t('balanceCheck.close')}>
      {product && (
        <Info>
          <Art style={{ background: product.backgroundColor }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG card art */}
            <img src={product.image.url} alt={product.image.alt} width={200} height={126} />
          </Art>
          {product.redeemData?.title && <h3>{product.redeemData.title}</h3>}
          {product.redeemData?.description && <p>{product.redeemData.description}</p>}
          {product.description && <p>{product.description}</p>}
          <dl>
            {variationChoices(product).map(({ type, config }) => (
              <div key={type}>
                <dt>{t(`modals.${type}`)}</dt>
                <dd>
                  {config.hasFixedPrices && config.fixedValues.length > 0
                    ? t('modals.fixedValues', { values: config.fixedValues.map((value) => formatMoney(value, locale)).join(', ') })
                    : t('modals.range', { min: formatMoney(config.minPrice, locale), max: formatMoney(config.maxPrice, locale) })}
                </dd>
              </div>
            ))}
          </dl>
          {product.redeemData?.minimumRemainingBalance && product.redeemData.minimumRemainingBalance.value > 0 && (
            <p>{t('modals.minimumRemaining', { amount: formatMoney(product.redeemData.minimumRemainingBalance, locale) })}</p>
          )}
          {productLink && (
            <p>
              <a href={productLink.url} target="_blank" rel="noopener noreferrer" aria-label={tCommon('externalLink', { label: productLink.title })}>
                {productLink.title}
              </a>
            </p>
          )}
          <Actions>
            <Button onClick={onChoose}>{t('modals.chooseThis')}</Button>
            {brandShopOf(product.giftCardBrand) && <Button variant="secondary" onClick={onShop}>{t('modals.shopButton')}</Button>}
          </Actions>
        </Info>
      )}
    </Modal>
  )
}

const Info = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  h3, p { margin: 0; }
  h3 { font-size: 1.1rem; }
  dl { margin: 0; display: grid; gap: 8px; }
  dt { font-weight: 600; }
  dd { margin: 0; }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`

const Art = styled.span`
  display: flex;
  width: 200px;
  aspect-ratio: 200 / 126;
  border-radius: 8px;
  overflow: hidden;
  img { width: 100%; height: 100%; object-fit: contain; }
`
