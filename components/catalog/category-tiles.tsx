'use client'
import styled from 'styled-components'
import { media } from '../theme/theme'

/** The category overview: one large link per category. */
export function CategoryTiles({ categories }: { categories: Array<{ id: string; title: string; href: string }> }) {
  return (
    <Tiles>
      {categories.map((category) => (
        <li key={category.id}><a href={category.href}>{category.title}</a></li>
      ))}
    </Tiles>
  )
}

const Tiles = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 32px;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${media.desktopSmall} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  a {
    display: block;
    padding: 20px 16px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
    text-decoration: none;
    min-height: 44px;
  }
  a:hover, a:focus-visible { text-decoration: underline; }
`
