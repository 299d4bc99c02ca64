'use client'
import { useEffect } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import type { Shopper } from '@/graphql/shopper'
import { readPersistedQuantity, useCartStore } from '@/stores/cart-store'
import { fetchCartQuantity, mayHaveBasket } from './basket-count'
import { HeaderLabel } from './header-label'
import { BasketIcon } from './icons'

/**
 * The basket link with the item count (spec §2, `cartQuantity` in the client state). On load it shows
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
      <BasketIcon />
      <HeaderLabel aria-hidden="true">{t('basket')}</HeaderLabel>
      {/* The number is drawn by CSS: as text it would be visible content missing from the link's name (WCAG 2.5.3). */}
      {count > 0 && <Badge aria-hidden="true" data-testid="basket-count" data-count={count} />}
    </Link>
  )
}

const Link = styled.a`
  position: relative;
  font-weight: 600;
  text-decoration: none;
  padding: 10px 4px;
  display: inline-flex;
  align-items: center;
  gap: 6px;
`
const Badge = styled.span`
  min-width: 22px;
  height: 22px;
  border-radius: 11px;
  padding: 0 6px;
  font-size: .75rem;
  line-height: 22px;
  text-align: center;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  &::after { content: attr(data-count); }
`
