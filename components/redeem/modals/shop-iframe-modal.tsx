'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Modal } from '@/components/ui/modal'
import { useModalStore } from '@/stores/modal-store'
import type { RedeemBrand } from '../shop/redeem-operations'
import { BrandRedirect } from './brand-redirect'
import { REDEEM_MODALS } from './ids'

export interface ShopIframeProduct {
  title: string
  giftCardBrand: Pick<RedeemBrand, 'iframeUrl' | 'redirectLink' | 'redirectTime'> | null
}

/** Only a brand's https webshop is framed or visited; anything else is not shown at all. */
export const framableShopUrl = (url: string | null | undefined): string | null =>
  url && /^https:\/\/[^\s]+$/.test(url) ? url : null

/** How the redeem shop shows a brand's webshop: visited after a countdown when it has a redirect, else framed; null when neither. */
export function brandShopOf(brand: ShopIframeProduct['giftCardBrand'] | undefined): { redirect: { link: string; seconds: number } } | { frame: string } | null {
  const link = framableShopUrl(brand?.redirectLink)
  const seconds = brand?.redirectTime ?? 0
  if (link && Number.isInteger(seconds) && seconds > 0) return { redirect: { link, seconds } }
  const frame = framableShopUrl(brand?.iframeUrl)
  return frame ? { frame } : null
}

/**
 * docs/rules/redeem.md redeem steps "shop iframe": the brand's own webshop inside the redeem shop, so the shopper
 * sees what the gift card buys before choosing it. The frame is sandboxed and gets no referrer; many
 * shops refuse to be framed, so a link opens the same shop in a new tab. A brand with a redirect
 * (docs/rules/redeem.md brand redirect) is visited instead: a notice counts down its seconds, then the page goes there.
 */
export function ShopIframeModal({ product, navigate }: { product: ShopIframeProduct | null; navigate?: (href: string) => void }) {
  const t = useTranslations('redeem')
  const shop = brandShopOf(product?.giftCardBrand)
  const close = () => useModalStore.getState().closeModal(REDEEM_MODALS.shopIframe)
  return (
    <Modal id={REDEEM_MODALS.shopIframe} title={product ? t('modals.shopTitle', { title: product.title }) : t('modals.shopButton')} closeLabel={t('balanceCheck.close')} size="large">
      {product && shop && 'redirect' in shop && (
        <BrandRedirect title={product.title} link={shop.redirect.link} seconds={shop.redirect.seconds} onStay={close} navigate={navigate} />
      )}
      {product && shop && 'frame' in shop && (
        <Shop>
          <Frame
            src={shop.frame}
            title={t('modals.shopFrameTitle', { title: product.title })}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="no-referrer"
            loading="lazy"
          />
          <p>
            {t('modals.shopNotShown')}{' '}
            <a href={shop.frame} target="_blank" rel="noopener noreferrer">{t('modals.shopNewTab', { title: product.title })}</a>
          </p>
        </Shop>
      )}
    </Modal>
  )
}

const Shop = styled.div`
  display: grid;
  gap: 12px;
  p { margin: 0; }
`

const Frame = styled.iframe`
  width: 100%;
  height: min(70vh, 640px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
`
