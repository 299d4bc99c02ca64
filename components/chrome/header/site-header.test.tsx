// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { ThemeProvider } from 'styled-components'
import { describe, expect, it, vi } from 'vitest'
import en from '@/i18n/messages/en.json'
import { SiteHeader, type SiteHeaderProps } from './site-header'
import { testTheme as theme } from '@/tests/helpers/render-with-theme'

vi.mock('next/navigation', () => ({ usePathname: () => '/' }))

const base: SiteHeaderProps = {
  variant: 'default',
  shopper: { storefrontCode: 'CBBE', storeId: 49, language: 'en', countryCode: 'BE' },
  home: { href: '/', text: 'Cadorama – to the home page' },
  logo: { src: '/brands/cb/logo-be.svg', alt: 'Cadorama' },
  decoration: null,
  skipLinkText: 'Skip to content',
  navLabel: 'Main navigation',
  languages: [{ code: 'nl', href: '/', label: 'Nederlands', current: true }, { code: 'fr', href: '/fr/', label: 'Français', current: false }],
  languagesLabel: 'Language',
  knownPage: true,
  support: { href: '/klantenservice/contact/', text: 'Customer support' },
  menu: { allGiftCardsHref: '/cadeaubonnen/', texts: { label: 'Gift cards', menuButton: 'Gift cards menu', viewAllCategories: 'View all categories', allGiftCards: 'All gift cards', topProducts: 'Popular', loading: 'Loading…' } },
  secondaryLinks: [{ href: '/saldocheck/', text: 'Balance & redeem' }],
  account: { loginHref: '/account/login/', texts: { account: 'Account', myAccount: 'My account', logOut: 'Log out' }, entries: [], privatePaths: [] },
  basketHref: '/winkelmandje/',
  businessLinks: [{ href: '/zakelijk/', text: 'Business gift cards' }],
  delayWarning: 'Please note: digital gift cards are currently being sent with a delay.',
  informativeMessage: null,
}
const message = { label: 'Good to know', text: 'Questions about your gift card? Customer service helps on working days.' }
// jsdom applies no media queries, so entries that only show from some width count as hidden there;
// their visibility per breakpoint is covered by the Playwright tests.
const renderHeader = (props: Partial<SiteHeaderProps>) => render(
  <NextIntlClientProvider locale="en" messages={en}>
    <ThemeProvider theme={theme}><SiteHeader {...base} {...props} /></ThemeProvider>
  </NextIntlClientProvider>,
)

describe('SiteHeader', () => {
  it('default: logo home link, menu, links, account link, basket with its count, languages', () => {
    renderHeader({})
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: 'Cadorama – to the home page' })).toHaveAttribute('href', '/')
    expect(within(header).getByRole('img', { name: 'Cadorama' })).toHaveAttribute('width', '200')
    expect(within(header).getByRole('button', { name: 'Gift cards menu' })).toHaveAttribute('aria-expanded', 'false')
    expect(within(header).getByText('Balance & redeem').closest('a')).toHaveAttribute('href', '/saldocheck/')
    expect(within(header).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account/login/')
    expect(within(header).getByRole('link', { name: 'Basket, no items' })).toHaveAttribute('href', '/winkelmandje/')
    // Twice: beside the basket from tablet width, in the menu on phones.
    const french = within(header).getAllByRole('link', { name: 'FR', hidden: true })
    expect(french.map((link) => link.getAttribute('href'))).toEqual(['/fr/', '/fr/'])
    expect(within(header.querySelector('#category-menu')!).getByRole('link', { name: 'FR', hidden: true })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('redeem: logo, support link, the delay warning and languages; no menu, account or basket', () => {
    renderHeader({ variant: 'redeem' })
    expect(screen.getByRole('link', { name: 'Customer support', hidden: true })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('digital gift cards are currently being sent with a delay')
    expect(screen.queryByRole('button', { name: 'Gift cards menu' })).toBeNull()
    expect(screen.queryByRole('link', { name: /Basket/ })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull()
    expect(screen.getByRole('link', { name: 'FR', hidden: true })).toBeInTheDocument()
  })

  it('redeem with an informative message and no delay warning: the message in a note region named "Good to know"', () => {
    renderHeader({ variant: 'redeem', delayWarning: null, informativeMessage: message })
    expect(screen.queryByRole('alert')).toBeNull()
    const note = within(screen.getByRole('banner')).getByRole('note', { name: 'Good to know' })
    expect(note).toHaveTextContent(/^Questions about your gift card\? Customer service helps on working days\.$/)
  })

  it('redeem with both: the delay warning wins and the message waits (docs/rules/chrome.md)', () => {
    renderHeader({ variant: 'redeem', informativeMessage: message })
    expect(screen.getByRole('alert')).toHaveTextContent('digital gift cards are currently being sent with a delay')
    expect(screen.queryByRole('note')).toBeNull()
    expect(screen.queryByText(/Questions about your gift card/)).toBeNull()
  })

  it('shows the informative message as text, never as HTML', () => {
    const text = '<b>Closed</b> on 1 May <img src=x onerror="alert(1)"> &amp; <script>alert(2)</script>'
    renderHeader({ variant: 'redeem', delayWarning: null, informativeMessage: { label: 'Good to know', text } })
    const note = screen.getByRole('note')
    expect(note.textContent).toBe(text)
    expect(note.children).toHaveLength(0)
    expect(document.querySelector('header img[src="x"], header script, header b')).toBeNull()
  })

  it('business: the business menu instead of the shop links', () => {
    renderHeader({ variant: 'business' })
    expect(screen.getByText('Business gift cards').closest('a')).toHaveAttribute('href', '/zakelijk/')
    expect(screen.queryByText('Balance & redeem')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Gift cards menu' })).toBeNull()
    expect(screen.queryByRole('link', { name: /Basket/ })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull()
    expect(screen.queryByRole('search')).toBeNull()
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', 'business')
  })

  it('redeem without the toggle or a message: no notice, and the support link stays on small screens (icon)', () => {
    renderHeader({ variant: 'redeem', delayWarning: null, menu: undefined, account: undefined, basketHref: undefined, searchHref: undefined })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('note')).toBeNull()
    const support = screen.getByRole('link', { name: 'Customer support', hidden: true })
    expect(support).toHaveAttribute('data-compact', 'true')
    expect(support.querySelector('svg')).not.toBeNull()
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', 'redeem')
  })

  it('shows the delay warning and the informative message only in the redeem header', () => {
    renderHeader({ variant: 'default' })
    expect(screen.queryByRole('alert')).toBeNull()
    renderHeader({ variant: 'business', delayWarning: null, informativeMessage: message })
    expect(screen.queryByRole('note')).toBeNull()
  })
})
