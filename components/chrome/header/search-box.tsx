'use client'
import { Suspense, lazy, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import type { Shopper } from '@/graphql/shopper'
import { useModalStore } from '@/stores/modal-store'
import { SEARCH_MODAL_ID, SEARCH_PARAM } from '../../search/search-constants'
import { readSearchParam, writeSearchParam } from '../../search/search-url'
import { media } from '../../theme/theme'

const loadSearchModal = () => import('../../search/search-modal').then((module) => ({ default: module.SearchModal }))
// The modal (and Apollo with it) loads on first use: this box is all the initial bundle carries.
const SearchModal = lazy(loadSearchModal)

/** Keys that move on or close rather than start a search. */
const PASSIVE_KEYS = new Set(['Tab', 'Shift', 'Escape', 'Enter', 'Alt', 'Control', 'Meta'])

/**
 * The header's search box (docs/rules/catalogue.md): focus, a key press or a click opens the search modal, carrying
 * what was typed so far. Without script it is a plain GET form to the results page. An address with
 * `?s=` (a shared search, a popular term link) opens the modal with that text.
 */
export function SearchBox({ shopper, resultsPath }: { shopper: Shopper; resultsPath: string }) {
  const t = useTranslations('search')
  const [draft, setDraft] = useState('')
  const [everOpened, setEverOpened] = useState(false)
  const openModal = useModalStore((state) => state.openModal)
  // After the modal closes, focus comes back here: that focus must not open it again.
  const ignoreFocus = useRef(false)
  const [onResultsPage, setOnResultsPage] = useState(false)

  function open() {
    setEverOpened(true)
    if (!useModalStore.getState().open.includes(SEARCH_MODAL_ID)) openModal(SEARCH_MODAL_ID)
  }

  useEffect(() => {
    // The address is only readable after hydration (the page HTML is the same for every address).
    const resultsPage = window.location.pathname === resultsPath
    const text = readSearchParam()
    /* eslint-disable react-hooks/set-state-in-effect */
    setOnResultsPage(resultsPage)
    // The results page shows its own results for ?s=; everywhere else the address opens the modal.
    if (text && !resultsPage) {
      setDraft(text)
      open()
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = useModalStore.subscribe((state, previous) => {
      if (previous.open.includes(SEARCH_MODAL_ID) && !state.open.includes(SEARCH_MODAL_ID)) {
        ignoreFocus.current = true
        clearTimeout(timer)
        timer = setTimeout(() => { ignoreFocus.current = false }, 500)
      }
    })
    return () => {
      unsubscribe()
      clearTimeout(timer)
    }
    // Once, on mount: later address changes come from the modal itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!PASSIVE_KEYS.has(event.key)) open()
  }

  return (
    <Form role="search" action={resultsPath} method="get" onPointerEnter={() => void loadSearchModal()}>
      <SearchIcon />
      <Box
        type="search"
        name={SEARCH_PARAM}
        value={draft}
        placeholder={t('placeholder')}
        aria-label={t('label')}
        aria-haspopup="dialog"
        autoComplete="off"
        onChange={(event) => {
          setDraft(event.target.value)
          open()
        }}
        onFocus={() => {
          if (ignoreFocus.current) ignoreFocus.current = false
          else open()
        }}
        onClick={open}
        onKeyDown={onKeyDown}
      />
      {everOpened && (
        <Suspense fallback={null}>
          <SearchModal
            shopper={shopper}
            initialText={draft}
            resultsPath={resultsPath}
            syncUrl={!onResultsPage}
            onTextChange={setDraft}
            onClose={() => {
              if (!onResultsPage) writeSearchParam('')
            }}
          />
        </Suspense>
      )}
    </Form>
  )
}

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </svg>
  )
}

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  flex: 1 1 160px;
  min-width: 40px;
  max-width: 360px;
  svg { position: absolute; left: 12px; pointer-events: none; color: ${({ theme }) => theme.colors.muted}; }
`
const Box = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 8px 12px 8px 40px;
  font: inherit;
  font-size: .95rem;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 22px;
  cursor: pointer;
  &::-webkit-search-cancel-button { display: none; }
  /* Phones: an icon-sized box; the modal carries the search. */
  &::placeholder { color: ${({ theme }) => theme.colors.muted}; }
  @media (max-width: ${640 - 1}px) { &::placeholder { color: transparent; } }
  ${media.tablet} { cursor: text; }
`
