import styled from 'styled-components'
import { media } from '../theme/theme'
import { ProductCard, type ProductCardData } from './product-card'

/**
 * Home "Most chosen" (docs/rules/limits.md): at most 2 top products combined with the list. Large desktop shows
 * all top products first; smaller screens the first top product, the list, then the last. The order
 * is CSS only, so one cached HTML serves every screen size.
 */
export function MostChosen({ title, linkTitle, linkHref, topProducts, products }: {
  title: string
  linkTitle: string
  linkHref: string
  topProducts: ProductCardData[]
  products: ProductCardData[]
}) {
  const [first, last] = topProducts
  return (
    <Section aria-labelledby="most-chosen-title">
      <Heading>
        <h2 id="most-chosen-title">{title}</h2>
        <a href={linkHref}>{linkTitle}</a>
      </Heading>
      <Grid $lastTopLeads={Boolean(last)}>
        {first && <ProductCard product={first} position={1} priority list="most_chosen" />}
        {products.map((product, index) => (
          <ProductCard key={product.id} product={product} position={index + 2} list="most_chosen" />
        ))}
        {last && <ProductCard product={last} position={products.length + 2} list="most_chosen" />}
      </Grid>
    </Section>
  )
}

const Section = styled.section`
  margin: 32px 0;
`
const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 24px;
  h2 { margin: 0 0 16px; font-size: 1.6rem; }
  a { font-weight: 600; }
`
const Grid = styled.ul<{ $lastTopLeads: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 24px 16px;
  padding: 0;
  margin: 0;
  ${media.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${media.desktopSmall} { grid-template-columns: repeat(5, minmax(0, 1fr)); }
  /* The DOM keeps the small-screen order; large desktop moves the last top product up front. */
  ${media.desktopLarge} {
    & > li:first-child { order: -2; }
    ${({ $lastTopLeads }) => ($lastTopLeads ? '& > li:last-child { order: -1; }' : '')}
  }
`
