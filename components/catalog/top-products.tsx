'use client'
import styled from 'styled-components'
import { media } from '../theme/theme'
import { MAX_TOP_PRODUCTS, TOP_PRODUCTS_OTHER } from './listing-layout'
import { ProductCard, type ProductCardData } from './product-card'
import { ProductGrid } from './product-grid'

/**
 * The listing's top products above the grid (docs/rules/limits.md): 4 on large desktop, 2 on other screens. The
 * server renders all 4 and CSS hides the last ones below large desktop, so one cached HTML serves
 * every screen; hidden cards are never seen, so they report no view to analytics.
 */
export function TopProducts({ title, products }: { title: string; products: ProductCardData[] }) {
  if (products.length === 0) return null
  return (
    <Section aria-labelledby="top-products-title">
      <h2 id="top-products-title">{title}</h2>
      <Row>
        {products.slice(0, MAX_TOP_PRODUCTS).map((product, index) => (
          <ProductCard key={product.id} product={product} position={index + 1} priority={index < TOP_PRODUCTS_OTHER} list="most_chosen" />
        ))}
      </Row>
    </Section>
  )
}

const Section = styled.section`
  margin: 0 0 32px;
  h2 { margin: 0 0 16px; font-size: 1.6rem; }
`
const Row = styled(ProductGrid)`
  ${media.tablet} { grid-template-columns: repeat(${TOP_PRODUCTS_OTHER}, minmax(0, 1fr)); }
  & > li:nth-child(n + ${TOP_PRODUCTS_OTHER + 1}) { display: none; }
  ${media.desktopLarge} {
    grid-template-columns: repeat(${MAX_TOP_PRODUCTS}, minmax(0, 1fr));
    & > li:nth-child(n + ${TOP_PRODUCTS_OTHER + 1}) { display: list-item; }
  }
  /* One row: a large card takes one column here, not two. */
  & > li { grid-column: auto; }
`
