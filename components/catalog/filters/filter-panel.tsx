'use client'
import styled from 'styled-components'
import { toggleId, type ListingFilters } from './listing-filter-state'

export interface FilterTerm {
  id: string
  title: string
}

/** Checkbox groups for categories and types; the same panel serves the desktop bar and the mobile modal. */
export function FilterPanel({ idPrefix, filters, categories, types, labels, onChange }: {
  idPrefix: string
  filters: ListingFilters
  categories: FilterTerm[]
  types: FilterTerm[]
  labels: { categories: string; types: string }
  onChange: (filters: ListingFilters) => void
}) {
  const group = (key: keyof ListingFilters, legend: string, terms: FilterTerm[]) => (
    <fieldset>
      <legend>{legend}</legend>
      {terms.map((term) => {
        const id = `${idPrefix}-${key}-${term.id}`
        return (
          <label key={term.id} htmlFor={id}>
            <input
              id={id}
              type="checkbox"
              checked={filters[key].includes(term.id)}
              onChange={() => onChange({ ...filters, [key]: toggleId(filters[key], term.id) })}
            />
            {term.title}
          </label>
        )
      })}
    </fieldset>
  )
  return (
    <Panel>
      {group('categories', labels.categories, categories)}
      {group('types', labels.types, types)}
    </Panel>
  )
}

const Panel = styled.div`
  display: grid;
  gap: 16px;
  fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
  legend { font-weight: 700; margin-bottom: 8px; }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid #8a8d94;
    border-radius: 22px;
    cursor: pointer;
  }
  label:has(input:checked) { background: ${({ theme }) => theme.colors.surface}; font-weight: 600; }
  input { width: 18px; height: 18px; }
`
