'use client'
import { Suspense, lazy, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import type { ProductType } from '@/graphql/generated/operations'
import type { Shopper } from '@/graphql/shopper'
import { useModalStore } from '@/stores/modal-store'
import { Button } from '../../ui/button'
import { Modal } from '../../ui/modal'
import { media } from '../../theme/theme'
import { FilterPanel, type FilterTerm } from './filter-panel'
import { EMPTY_FILTERS, filtersToSearch, hasFilters, parseFilters, type ListingFilters } from './listing-filter-state'

const SEARCH_CHANGED = 'listing-filters-changed'

function subscribeToSearch(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener(SEARCH_CHANGED, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(SEARCH_CHANGED, onChange)
  }
}

const FilteredResults = lazy(() => import('./filtered-results').then((module) => ({ default: module.FilteredResults })))
export const FILTER_MODAL_ID = 'listing-filter'

/**
 * Filters for a listing (docs/rules/catalogue.md: categories and types as query parameters). Without filters the
 * server-rendered, cached page (children) shows; with filters the island fetches its own results.
 * Desktop shows the filters inline; mobile opens them in the filter modal.
 */
export function FilterableListing({ shopper, locale, categories, types, productTypes, freeLabel, children }: {
  shopper: Shopper
  locale: string
  categories: FilterTerm[]
  types: FilterTerm[]
  productTypes: ProductType[]
  freeLabel: string
  children: ReactNode
}) {
  const t = useTranslations()
  // The URL is the state: the server renders without filters, the browser reads them after hydration.
  const search = useSyncExternalStore(subscribeToSearch, () => window.location.search, () => '')
  const filters = useMemo(() => parseFilters(search), [search])
  const openModal = useModalStore((state) => state.openModal)

  const update = (next: ListingFilters) => {
    window.history.replaceState(null, '', `${window.location.pathname}${filtersToSearch(next, window.location.search)}`)
    window.dispatchEvent(new Event(SEARCH_CHANGED))
  }
  const panel = (idPrefix: string) => (
    <FilterPanel idPrefix={idPrefix} filters={filters} categories={categories} types={types}
      labels={{ categories: t('listing.categories'), types: t('listing.types') }} onChange={update} />
  )
  const active = hasFilters(filters)
  return (
    <>
      <Bar>
        <Inline>{panel('filters')}</Inline>
        <MobileOnly><Button variant="secondary" aria-haspopup="dialog" onClick={() => openModal(FILTER_MODAL_ID)}>{t('listing.filters')}</Button></MobileOnly>
        {active && <Button variant="link" onClick={() => update(EMPTY_FILTERS)}>{t('listing.clearFilters')}</Button>}
      </Bar>
      <Modal id={FILTER_MODAL_ID} title={t('listing.filters')} closeLabel={t('common.close')}>
        {panel('filters-modal')}
      </Modal>
      {active ? (
        <Suspense fallback={<p aria-busy="true">{t('common.loading')}</p>}>
          <FilteredResults shopper={shopper} locale={locale} filters={filters} productTypes={productTypes} freeLabel={freeLabel} />
        </Suspense>
      ) : children}
    </>
  )
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 24px;
`
const Inline = styled.div`
  display: none;
  ${media.desktopSmall} { display: block; }
`
const MobileOnly = styled.div`
  ${media.desktopSmall} { display: none; }
`
