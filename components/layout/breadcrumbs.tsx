import styled from 'styled-components'
import { NEUTRAL_COLORS } from '@/components/theme/theme'

export interface BreadcrumbItem {
  name: string
  /** Root-relative path; the last item is the current page. */
  href: string
}

/**
 * A visible breadcrumb trail: a labelled nav with an ordered list, the current page (the last item)
 * marked aria-current="page" and not linked. The page adds the matching BreadcrumbList JSON-LD.
 */
export function Breadcrumbs({ label, items }: { label: string; items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label={label}>
      <List>
        {items.map((item, index) =>
          index === items.length - 1
            ? <li key={item.href} aria-current="page">{item.name}</li>
            : <li key={item.href}><a href={item.href}>{item.name}</a></li>,
        )}
      </List>
    </nav>
  )
}

const List = styled.ol`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 0;
  margin: 0 0 16px;
  font-size: .9rem;
  li { min-width: 0; overflow-wrap: anywhere; }
  li + li::before { content: '›'; margin-right: 4px; color: ${NEUTRAL_COLORS.muted}; }
  a { color: inherit; }
`
