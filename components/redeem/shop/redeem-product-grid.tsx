'use client'
/**
 * The redeem shop's product grid (docs/rules/redeem.md "choose items"): a tile per redeemable product with its
 * card art and price range; choosing one opens its amount dialog.
 */
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { formatMoney } from '@/i18n/format'
import type { RedeemMoney } from './redeem-operations'

/** A redeemable product as the shop's grid shows it (from the products listing). */
export interface RedeemShopProduct {
  slug: string
  title: string
  imageUrl: string
  backgroundColor: string
  minPrice: RedeemMoney | null
  maxPrice: RedeemMoney | null
}

export function RedeemProductGrid({ products, locale, loadingSlug, onChoose }: {
  products: RedeemShopProduct[]
  locale: string
  /** The product whose details are loading (its tile is busy). */
  loadingSlug: string | null
  onChoose: (product: RedeemShopProduct) => void
}) {
  const t = useTranslations('redeem.shop')
  return (
    <Grid>
      {products.map((product) => (
        <li key={product.slug} data-testid="redeem-product">
          <Tile type="button" onClick={() => onChoose(product)} aria-busy={loadingSlug === product.slug}>
            <Art style={{ background: product.backgroundColor }}>
              {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG card art; the button names the product */}
              <img src={product.imageUrl} alt="" width={200} height={126} loading="lazy" />
            </Art>
            <strong>{product.title}</strong>
            {product.minPrice && product.maxPrice && (
              <span>{t('priceRange', { min: formatMoney(product.minPrice, locale), max: formatMoney(product.maxPrice, locale) })}</span>
            )}
          </Tile>
        </li>
      ))}
    </Grid>
  )
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
`

const Tile = styled.button`
  display: grid;
  gap: 6px;
  width: 100%;
  padding: 8px;
  text-align: left;
  font: inherit;
  color: inherit;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  cursor: pointer;
  &:hover { box-shadow: 0 2px 8px rgba(0, 0, 0, .12); }
`

const Art = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 200 / 126;
  border-radius: 8px;
  overflow: hidden;
  img { width: 100%; height: 100%; object-fit: contain; }
`
