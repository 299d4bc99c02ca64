'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Modal } from '@/components/ui/modal'
import { REDEEM_MODALS } from './ids'

export interface ShopIframeProduct {
  title: string
  shopUrl: string | null
}

/** Only a brand's https webshop is framed; anything else is not shown at all. */
export const framableShopUrl = (url: string | null | undefined): string | null =>
  url && /^https:\/\/[^\s]+$/.test(url) ? url : null

/**
 * docs/rules/redeem.md redeem steps "shop iframe": the brand's own webshop inside the redeem shop, so the shopper
 * sees what the gift card buys before choosing it. The frame is sandboxed and gets no referrer; many
 * shops refuse to be framed, so a link opens the same shop in a new tab.
 */
export function ShopIframeModal({ product }: { product: ShopIframeProduct | null }) {
  const t = useTranslations('redeem')
  const url = framableShopUrl(product?.shopUrl)
  return (
    <Modal id={REDEEM_MODALS.shopIframe} title={product ? t('modals.shopTitle', { title: product.title }) : t('modals.shopButton')} closeLabel={t('balanceCheck.close')} size="large">
      {product && url && (
        <Shop>
          <Frame
            src={url}
            title={t('modals.shopFrameTitle', { title: product.title })}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="no-referrer"
            loading="lazy"
          />
          <p>
            {t('modals.shopNotShown')}{' '}
            <a href={url} target="_blank" rel="noopener noreferrer">{t('modals.shopNewTab', { title: product.title })}</a>
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
