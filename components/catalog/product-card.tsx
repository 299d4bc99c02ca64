// No client code of its own: on a server-rendered page the card is markup and styles, and only its
// list entry (TrackedListItem: the view and the selection reported to analytics) is a client island.
import styled from 'styled-components'
import { NEUTRAL_COLORS, RADIUS, media } from '../theme/theme'
import type { AnalyticsItem, ListSource } from '../analytics/data-layer'
import { TrackedListItem } from '../analytics/tracked-list-item'
import { LabelIcon, isLabelIcon } from './label-icon'

export interface ProductCardData {
  id: string
  title: string
  path: string
  imageUrl: string
  imageAlt: string
  backgroundColor: string
  cardType: 'LARGE' | 'SMALL'
  showHand: boolean
  showShadow: boolean
  /** Already formatted, e.g. "from € 10". */
  priceText: string | null
  /** The lowest price, for analytics. */
  price: { value: number; currency: string } | null
  label: { color: string; title: string; icon: string | null } | null
  freeLabelText: string | null
}

/**
 * A product card (docs/rules/catalogue.md): card image on its background, optional label and free label. In a list
 * it reports its view (once, at half visibility) and its selection to analytics.
 */
export function ProductCard({ product, position, priority = false, list }: { product: ProductCardData; position: number; priority?: boolean; list?: ListSource }) {
  const item: AnalyticsItem = { item_id: product.id, item_name: product.title, index: position, price: product.price?.value, currency: product.price?.currency }
  return (
    <Card list={list} item={item} $large={product.cardType === 'LARGE'} data-position={position} data-product-id={product.id}>
      <CardLink href={product.path}>
        <Artwork style={{ background: product.backgroundColor }} $shadow={product.showShadow}>
          {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG art needs no optimisation */}
          <img src={product.imageUrl} alt="" width={400} height={252} loading={priority ? 'eager' : 'lazy'} decoding="async" />
          {product.showHand && <Hand aria-hidden="true" />}
        </Artwork>
        <Title>{product.title}</Title>
        {product.priceText && <Price>{product.priceText}</Price>}
      </CardLink>
      {(product.label || product.freeLabelText) && (
        <Labels>
          {product.label && (
            <Label style={{ background: product.label.color }}>
              {isLabelIcon(product.label.icon) && <LabelIcon name={product.label.icon} />}
              {product.label.title}
            </Label>
          )}
          {product.freeLabelText && <FreeLabel>{product.freeLabelText}</FreeLabel>}
        </Labels>
      )}
    </Card>
  )
}

const Card = styled(TrackedListItem)<{ $large: boolean }>`
  position: relative;
  list-style: none;
  ${media.desktopSmall} { grid-column: ${({ $large }) => ($large ? 'span 2' : 'auto')}; }
`
const CardLink = styled.a`
  display: flex;
  flex-direction: column;
  gap: 6px;
  text-decoration: none;
  border-radius: ${RADIUS};
  &:hover h3, &:focus-visible h3 { text-decoration: underline; }
`
const Artwork = styled.div<{ $shadow: boolean }>`
  position: relative;
  border-radius: ${RADIUS};
  padding: 12px;
  aspect-ratio: 400 / 280;
  display: grid;
  place-items: center;
  img { border-radius: 10px; width: 100%; height: auto; box-shadow: ${({ $shadow }) => ($shadow ? '0 6px 16px rgba(0,0,0,.18)' : 'none')}; }
`
const Hand = styled.span`
  position: absolute;
  right: 6%;
  bottom: -4%;
  width: 28%;
  aspect-ratio: 1;
  border-radius: 50% 50% 40% 40%;
  background: #f2c9a0;
  box-shadow: inset -6px -6px 0 rgba(0,0,0,.08);
`
const Title = styled.h3`
  margin: 0;
  font-size: 1rem;
  font-weight: 600;
`
const Price = styled.p`
  margin: 0;
  color: ${NEUTRAL_COLORS.muted};
  font-size: .9rem;
`
const Labels = styled.div`
  position: absolute;
  top: 8px;
  left: 8px;
  display: flex;
  gap: 6px;
  pointer-events: none;
`
const Label = styled.span`
  color: #fff;
  font-size: .75rem;
  font-weight: 700;
  padding: 2px 8px;
  border-radius: 999px;
  text-shadow: 0 1px 1px rgba(0,0,0,.35);
`
const FreeLabel = styled.span`
  background: #1b5e20;
  color: #fff;
  font-size: .75rem;
  font-weight: 700;
  padding: 2px 8px;
  border-radius: 999px;
`
