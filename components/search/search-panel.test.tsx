// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client'
import { ApolloProvider } from '@apollo/client/react'
import { NextIntlClientProvider } from 'next-intl'
import { Observable } from 'rxjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '@/i18n/messages/en.json'
import { WithTheme } from '@/tests/helpers/render-with-theme'
import { SEARCH_DEBOUNCE_MS } from './search-constants'
import { SearchPanel } from './search-panel'

const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'en', countryCode: 'BE' }
const item = (id: number, title: string) => ({
  __typename: 'GiftcardProductSearchItem', id: String(id), path: `/gift-cards/p${id}/`, title, description: `About ${title}`,
  backgroundColor: '#123456', showShadow: true, productType: 'GIFTCARD_DIGITAL', image: { __typename: 'Image', url: `/card-art/p${id}/`, alt: title }, label: null,
})
const searchAnswer = (titles: string[], didYouMean: string | null = null) => ({
  search_v1: {
    __typename: 'SearchPayload',
    total: titles.length,
    didYouMean,
    groups: titles.length ? [{ __typename: 'SearchResultGroup', groupType: 'GIFTCARD_PRODUCTS', items: titles.map((title, index) => item(index + 1, title)) }] : [],
    errors: [],
  },
})
const popularAnswer = {
  popularSearch: {
    __typename: 'PopularSearchPayload',
    terms: [{ __typename: 'PopularSearchTerm', title: 'restaurant', url: '/search/?s=restaurant' }],
    highlightedBlocks: [{ __typename: 'HighlightedBlock', id: '7', title: 'Kasteel Spa gift card', description: 'Most popular this week', cardImage: '/card-art/kasteel-spa/', backgroundImage: '/card-art/kasteel-spa/background/', referencedPath: '/gift-cards/kasteel-spa/', showHand: false }],
    entities: [{ ...item(9, 'Pixelgrotte gift card'), label: { __typename: 'ProductLabel', color: '#2E7D32', icon: 'sparkles', title: 'New' } }],
    errors: [],
  },
}

let requests: Array<{ operationName: string; variables: Record<string, unknown> }>
let answers: Record<string, string[]>

function renderPanel(initialText = '') {
  const link = new ApolloLink((operation) => new Observable((observer) => {
    requests.push({ operationName: operation.operationName ?? '', variables: operation.variables })
    const text = String(operation.variables.inputText ?? '')
    observer.next({ data: operation.operationName === 'Search' ? searchAnswer(answers[text] ?? [], text === 'bawlimk' ? 'Bowling' : null) : popularAnswer })
    observer.complete()
  }))
  const client = new ApolloClient({ cache: new InMemoryCache(), link, defaultOptions: { watchQuery: { fetchPolicy: 'network-only' } } })
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <WithTheme>
        <ApolloProvider client={client}>
          <SearchPanel shopper={shopper} initialText={initialText} resultsPath="/search/" syncUrl />
        </ApolloProvider>
      </WithTheme>
    </NextIntlClientProvider>,
  )
}
const searches = () => requests.filter((request) => request.operationName === 'Search')
const type = (text: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } })
const flush = () => act(async () => { await vi.advanceTimersByTimeAsync(0) })

describe('SearchPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    requests = []
    answers = { bolero: ['Bolero Books gift card'], gift: ['Bolero Books gift card', 'Kasteel Spa gift card', 'Pixelgrotte gift card'] }
    window.history.replaceState(null, '', '/')
  })
  afterEach(() => vi.useRealTimers())

  it(`asks the API ${SEARCH_DEBOUNCE_MS} ms after the last keystroke, once`, async () => {
    renderPanel()
    await flush()
    type('b')
    await act(async () => { await vi.advanceTimersByTimeAsync(150) })
    type('bolero')
    await act(async () => { await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1) })
    expect(searches()).toEqual([])
    await act(async () => { await vi.advanceTimersByTimeAsync(1) })
    expect(searches()).toHaveLength(1)
    expect(searches()[0]!.variables).toMatchObject({ inputText: 'bolero', userData: { storeID: 49, language: 'en' } })
    await act(async () => { await vi.advanceTimersByTimeAsync(1000) })
    expect(searches()).toHaveLength(1)
  })

  it("shows '1 result' with the hit as a link, and keeps the text in ?s=", async () => {
    renderPanel()
    type('bolero')
    await act(async () => { await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS) })
    expect(screen.getByRole('status')).toHaveTextContent('1 result')
    expect(screen.getByRole('link', { name: /Bolero Books gift card/ })).toHaveAttribute('href', '/gift-cards/p1/')
    expect(window.location.search).toBe('?s=bolero')
  })

  it("shows 'N results'", async () => {
    renderPanel('gift')
    await flush()
    expect(screen.getByRole('status')).toHaveTextContent('3 results')
    expect(screen.getAllByRole('link')).toHaveLength(3)
  })

  it('shows the empty text when nothing matches', async () => {
    renderPanel('zzz')
    await flush()
    expect(screen.getByRole('status')).toHaveTextContent('Oh no! No results found. Check the spelling or try a different search term.')
  })

  it('offers the API’s "did you mean" on an empty result as a link that searches in place', async () => {
    answers.Bowling = ['Kometa Bowling gift card']
    renderPanel('bawlimk')
    await flush()
    expect(screen.getByText(/Did you mean/)).toHaveTextContent('Did you mean Bowling?')
    const link = screen.getByRole('link', { name: 'Bowling' })
    expect(link).toHaveAttribute('href', '/search/?s=Bowling')
    fireEvent.click(link)
    expect(screen.getByRole('searchbox')).toHaveValue('Bowling')
    await act(async () => { await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS) })
    expect(searches().map((request) => request.variables.inputText)).toEqual(['bawlimk', 'Bowling'])
    expect(screen.getByRole('status')).toHaveTextContent('1 result')
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument()
  })

  it('shows popular terms, coupons and highlighted blocks while empty; a term searches in place', async () => {
    renderPanel()
    await flush()
    expect(searches()).toEqual([])
    expect(screen.getByRole('heading', { name: 'Popular search terms' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Popular coupons' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Pixelgrotte gift card/ })).toHaveAttribute('href', '/gift-cards/p9/')
    expect(screen.getByRole('link', { name: /Kasteel Spa gift card/ })).toHaveAttribute('href', '/gift-cards/kasteel-spa/')
    fireEvent.click(screen.getByRole('link', { name: 'restaurant' }))
    expect(screen.getByRole('searchbox')).toHaveValue('restaurant')
    await act(async () => { await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS) })
    expect(searches().map((request) => request.variables.inputText)).toEqual(['restaurant'])
  })

  it('clears the text and the ?s= parameter, back to the suggestions', async () => {
    renderPanel('bolero')
    await flush()
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    await act(async () => { await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS) })
    expect(screen.getByRole('searchbox')).toHaveValue('')
    expect(window.location.search).toBe('')
    expect(screen.getByRole('heading', { name: 'Popular search terms' })).toBeInTheDocument()
  })
})
