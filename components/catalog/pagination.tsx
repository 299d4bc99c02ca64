'use client'
import styled from 'styled-components'

export interface PaginationLink {
  page: number
  href: string
  current: boolean
}

/** Page links of a listing; real links so crawlers and keyboard users reach every page. */
export function Pagination({ label, links, previous, next }: {
  label: string
  links: PaginationLink[]
  previous: { href: string; text: string } | null
  next: { href: string; text: string } | null
}) {
  if (links.length <= 1) return null
  return (
    <Nav aria-label={label}>
      <List>
        {previous && <li><PageLink href={previous.href} rel="prev">{previous.text}</PageLink></li>}
        {links.map((link) => (
          <li key={link.page}>
            <PageLink href={link.href} aria-current={link.current ? 'page' : undefined} $current={link.current}>{link.page}</PageLink>
          </li>
        ))}
        {next && <li><PageLink href={next.href} rel="next">{next.text}</PageLink></li>}
      </List>
    </Nav>
  )
}

const Nav = styled.nav`
  margin: 40px 0;
`
const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  list-style: none;
  padding: 0;
  margin: 0;
`
const PageLink = styled.a<{ $current?: boolean }>`
  display: inline-block;
  min-width: 44px;
  min-height: 44px;
  line-height: 44px;
  padding: 0 12px;
  text-align: center;
  border-radius: 22px;
  text-decoration: none;
  font-weight: 600;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $current, theme }) => ($current ? theme.colors.primary : 'transparent')};
  color: ${({ $current, theme }) => ($current ? theme.colors.primaryText : theme.colors.text)};
`
