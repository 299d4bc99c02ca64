// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testTheme as theme } from '@/tests/helpers/render-with-theme'
import { LanguageLinks, type LanguageLink, type LanguageLinksScope } from './language-links'

vi.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }))

const homes: LanguageLink[] = [
  { code: 'nl', href: '/', label: 'Nederlands', current: true },
  { code: 'fr', href: '/fr/', label: 'Français', current: false },
]
const searchPage: LanguageLink[] = [
  { code: 'nl', href: '/zoeken/', label: 'Nederlands', current: true },
  { code: 'fr', href: '/fr/recherche/', label: 'Français', current: false },
]

function renderBlocks(header: { links: LanguageLink[]; scope: LanguageLinksScope }, footerLinks = homes) {
  return render(
    <ThemeProvider theme={theme}>
      <header><LanguageLinks languages={header.links} label="Language" scope={header.scope} /></header>
      <footer><LanguageLinks languages={footerLinks} label="Languages" scope="layout" /></footer>
    </ThemeProvider>,
  )
}
const frenchIn = (region: 'banner' | 'contentinfo') => within(screen.getByRole(region)).getByRole('link', { name: 'FR' })

afterEach(() => window.history.replaceState(null, '', '/'))

describe('LanguageLinks', () => {
  it('the footer links to the page the header knows, both with the query of the address bar', () => {
    window.history.replaceState(null, '', '/zoeken/?s=spa')
    renderBlocks({ links: searchPage, scope: 'known-page' })
    expect(frenchIn('banner').getAttribute('href')).toBe('/fr/recherche/?s=spa')
    expect(frenchIn('contentinfo').getAttribute('href')).toBe('/fr/recherche/?s=spa')
    expect(frenchIn('contentinfo').getAttribute('hreflang')).toBe('fr')
  })

  it('reads the query again before the link is followed: a search term typed since the last render', () => {
    window.history.replaceState(null, '', '/zoeken/?s=spa')
    renderBlocks({ links: searchPage, scope: 'known-page' })
    window.history.replaceState(null, '', '/zoeken/?s=wijn%20%26%20bubbels')
    fireEvent.pointerDown(frenchIn('contentinfo'))
    expect(frenchIn('contentinfo').getAttribute('href')).toBe('/fr/recherche/?s=wijn%20%26%20bubbels')
    fireEvent.focus(frenchIn('banner'))
    expect(frenchIn('banner').getAttribute('href')).toBe('/fr/recherche/?s=wijn%20%26%20bubbels')
  })

  it('a page no route knows leads every block to the language home, without its query', () => {
    window.history.replaceState(null, '', '/bestaat-niet/?s=spa')
    renderBlocks({ links: homes, scope: 'unknown-page' })
    expect(frenchIn('banner').getAttribute('href')).toBe('/fr/')
    expect(frenchIn('contentinfo').getAttribute('href')).toBe('/fr/')
  })

  it('follows the next page the header is rendered for', () => {
    window.history.replaceState(null, '', '/zoeken/')
    const view = renderBlocks({ links: searchPage, scope: 'known-page' })
    expect(frenchIn('contentinfo').getAttribute('href')).toBe('/fr/recherche/')
    const basket = [{ ...searchPage[0]!, href: '/winkelmandje/' }, { ...searchPage[1]!, href: '/fr/panier/' }]
    act(() => window.history.replaceState(null, '', '/winkelmandje/'))
    view.rerender(
      <ThemeProvider theme={theme}>
        <header><LanguageLinks languages={basket} label="Language" scope="known-page" /></header>
        <footer><LanguageLinks languages={homes} label="Languages" scope="layout" /></footer>
      </ThemeProvider>,
    )
    expect(frenchIn('contentinfo').getAttribute('href')).toBe('/fr/panier/')
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'NL' }).getAttribute('aria-current')).toBe('true')
  })

  it('shows nothing for a storefront of one language', () => {
    renderBlocks({ links: [homes[0]!], scope: 'known-page' }, [homes[0]!])
    expect(screen.queryAllByRole('link')).toHaveLength(0)
  })
})
