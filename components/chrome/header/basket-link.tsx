'use client'
import { useEffect } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import type { Shopper } from '@/graphql/shopper'
import { readPersistedQuantity, useCartStore } from '@/stores/cart-store'
import { fetchCartQuantity, mayHaveBasket } from './basket-count'
import { HeaderLabel } from './header-label'
import { BasketIcon } from './icons'
import { media } from '../../theme/theme'

/**
 * The basket link with the item count (docs/rules/basket.md, `cartQuantity` in the client state). On load it shows
 * the last known count at once and asks the API for the real one, but only when a basket may exist.
 */
export function BasketLink({ href, shopper }: { href: string; shopper?: Shopper }) {
  const t = useTranslations('chrome.header')
  const count = useCartStore((state) => state.cartQuantity)
  const { storefrontCode, storeId, language, countryCode } = shopper ?? {}

  useEffect(() => {
    const persisted = readPersistedQuantity()
    if (!mayHaveBasket(document.cookie, persisted)) return
    const store = useCartStore.getState()
    if (store.cartQuantity === 0 && persisted > 0) store.setCartQuantity(persisted)
    if (!storefrontCode || storeId === undefined || !language || !countryCode) return
    let current = true
    void fetchCartQuantity({ storefrontCode, storeId, language, countryCode }).then((quantity) => {
      if (current && quantity !== null) useCartStore.getState().setCartQuantity(quantity)
    })
    return () => { current = false }
  }, [storefrontCode, storeId, language, countryCode])

  return (
    <Link href={href} aria-label={t('basketCount', { count })}>
      <IconSlot>
        <BasketIcon />
        {/* The number is drawn by CSS: as text it would be visible content missing from the link's name (WCAG 2.5.3). */}
        {count > 0 && <Badge aria-hidden="true" data-testid="basket-count" data-count={count} />}
      </IconSlot>
      <HeaderLabel aria-hidden="true">{t('basket')}</HeaderLabel>
    </Link>
  )
}

const Link = styled.a`
  position: relative;
  font-weight: 600;
  text-decoration: none;
  padding: 10px 2px;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  ${media.tablet} { padding: 10px 4px; }
`
/** The count sits on the icon's corner: beside it, it would push the header past a phone's width. */
const IconSlot = styled.span`
  position: relative;
  display: inline-flex;
`
const Badge = styled.span`
  position: absolute;
  top: -8px;
  right: -8px;
  min-width: 18px;
  height: 18px;
  border-radius: 9px;
  padding: 0 4px;
  font-size: .7rem;
  font-weight: 700;
  line-height: 18px;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.background};
  text-align: center;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  &::after { content: attr(data-count); }
`
