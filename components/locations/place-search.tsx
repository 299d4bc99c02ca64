'use client'
import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { useQuery } from '@apollo/client/react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { ApolloProvider } from '@/graphql/browser-client'
import { LocationAddressSuggestionsDocument, type LocationAddressSuggestionsQuery } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'

export type PlaceSuggestion = LocationAddressSuggestionsQuery['getLocationAddressSuggestions']['items'][number]

/** docs/rules/limits.md: search input debounce. */
export const SUGGESTION_DEBOUNCE_MS = 200

export interface PlaceSearchProps {
  shopper: Shopper
  /** Only places where this product has locations. */
  productSlug: string
  onPick: (suggestion: PlaceSuggestion) => void
}

/** The map's place search (ARIA combobox with a listbox of getLocationAddressSuggestions). Loaded lazily with Apollo. */
export default function PlaceSearch(props: PlaceSearchProps) {
  return (
    <ApolloProvider shopper={props.shopper}>
      <PlaceCombobox {...props} />
    </ApolloProvider>
  )
}

function PlaceCombobox({ shopper, productSlug, onPick }: PlaceSearchProps) {
  const t = useTranslations('locations')
  const id = useId()
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SUGGESTION_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])

  const { data, previousData, loading } = useQuery(LocationAddressSuggestionsDocument, {
    variables: { userData: toUserData(shopper), filters: { query, countryCode: shopper.countryCode, productSlug } },
    skip: query === '',
    errorPolicy: 'all',
  })
  const items = query === '' ? [] : (data ?? previousData)?.getLocationAddressSuggestions.items ?? []
  const expanded = open && query !== '' && (items.length > 0 || !loading)
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`

  function pick(suggestion: PlaceSuggestion) {
    setText(suggestion.label)
    setOpen(false)
    setActive(-1)
    onPick(suggestion)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (items.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + items.length) % items.length)
    } else if (event.key === 'Enter') {
      const chosen = items[active] ?? (items.length === 1 ? items[0] : undefined)
      if (expanded && chosen) {
        event.preventDefault()
        pick(chosen)
      }
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <Wrapper>
      <label htmlFor={`${id}-input`}>{t('searchLabel')}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t('searchPlaceholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={t('suggestions')} hidden={!expanded}>
        {items.map((item, index) => (
          <li
            key={`${item.countryCode}|${item.administrativeArea}|${item.locality ?? ''}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Before the input's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(item)}
          >
            {item.label}
          </li>
        ))}
        {items.length === 0 && <li role="option" aria-disabled="true" aria-selected={false}>{t('noSuggestions')}</li>}
      </ul>
    </Wrapper>
  )
}

const Wrapper = styled.div`
  position: relative;
  display: grid;
  gap: 4px;
  max-width: 420px;
  label { font-weight: 600; }
  input {
    min-height: 44px;
    padding: 8px 12px;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: 8px;
  }
  ul {
    position: absolute;
    z-index: 1100;
    top: 100%;
    left: 0;
    right: 0;
    margin: 4px 0 0;
    padding: 4px 0;
    list-style: none;
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    box-shadow: 0 8px 24px rgba(0, 0, 0, .12);
  }
  ul[hidden] { display: none; }
  li { padding: 10px 12px; cursor: pointer; }
  li[aria-selected='true'], li:hover { background: ${({ theme }) => theme.colors.surface}; }
  li[aria-disabled='true'] { cursor: default; color: ${({ theme }) => theme.colors.muted}; }
`
