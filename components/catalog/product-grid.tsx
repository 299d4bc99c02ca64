import styled from 'styled-components'
import { media } from '../theme/theme'

/** The listing grid: 2 columns on mobile, 3 on tablet, 4 on desktop. */
export const ProductGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 24px 16px;
  padding: 0;
  margin: 0;
  ${media.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${media.desktopSmall} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`
