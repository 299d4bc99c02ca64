'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { useCartStore } from '@/stores/cart-store'
import { HeaderLabel } from './header-label'
import { BasketIcon } from './icons'

/** The basket link with the item count (spec §2, `cartQuantity` in the client state). */
export function BasketLink({ href }: { href: string }) {
  const t = useTranslations('chrome.header')
  const count = useCartStore((state) => state.cartQuantity)
  return (
    <Link href={href} aria-label={t('basketCount', { count })}>
      <BasketIcon />
      <HeaderLabel aria-hidden="true">{t('basket')}</HeaderLabel>
      {count > 0 && <Badge aria-hidden="true">{count}</Badge>}
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
`
