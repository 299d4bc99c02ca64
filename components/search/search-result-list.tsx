'use client'
import styled from 'styled-components'
import type { SearchProductItem } from './search-items'
import { LabelIcon, isLabelIcon } from '@/components/catalog/label-icon'
import type { ListSource } from '@/components/analytics/data-layer'
import { TrackedListItem } from '@/components/analytics/tracked-list-item'

export type { SearchProductItem }

/**
 * Search hits as links: card art on its colour, title and the start of the description. The gift
 * cards among them report their views and selection to analytics under `list` (giving-moments pages
 * are not products and do not).
 */
export function SearchResultList({ items, label, list }: { items: readonly SearchProductItem[]; label: string; list: ListSource }) {
  return (
    <List aria-label={label}>
      {items.map((item, index) => (
        <TrackedListItem key={item.id} list={item.productType ? list : undefined} item={{ item_id: item.id, item_name: item.title, index: index + 1 }}>
          <ResultLink href={item.path}>
            <Art style={{ background: item.backgroundColor ?? undefined }} data-shadow={item.showShadow || undefined}>
              {/* eslint-disable-next-line @next/next/no-img-element -- small generated SVG art */}
              {item.image && <img src={item.image.url} alt="" width={80} height={50} loading="lazy" decoding="async" />}
            </Art>
            <span>
              <Title>{item.title}</Title>
              {item.label && (
                <Label style={{ background: item.label.color }}>
                  {isLabelIcon(item.label.icon) && <LabelIcon name={item.label.icon} />}
                  {item.label.title}
                </Label>
              )}
              {item.description && <Description>{item.description}</Description>}
            </span>
          </ResultLink>
        </TrackedListItem>
      ))}
    </List>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
`
const ResultLink = styled.a`
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 8px;
  border-radius: 8px;
  color: inherit;
  text-decoration: none;
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.surface}; }
`
const Art = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 80px;
  height: 50px;
  border-radius: 6px;
  overflow: hidden;
  &[data-shadow] { box-shadow: 0 2px 6px rgba(0, 0, 0, .2); }
  img { width: 100%; height: 100%; object-fit: cover; }
`
const Title = styled.span`
  display: block;
  font-weight: 700;
`
const Label = styled.span`
  display: inline-block;
  margin-top: 2px;
  padding: 1px 8px;
  border-radius: 10px;
  color: #fff;
  font-size: .75rem;
  font-weight: 700;
`
const Description = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 1;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: .875rem;
  color: ${({ theme }) => theme.colors.muted};
`
