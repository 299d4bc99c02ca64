'use client'
import { usePathname } from 'next/navigation'
import { useSyncExternalStore, type MouseEvent } from 'react'
import styled from 'styled-components'
import type { Language } from '@/config/storefronts/types'
import { switchLanguagePath } from '@/i18n/language-switch'

export interface LanguageLink {
  code: string
  href: string
  label: string
  current: boolean
}

/** What the browser needs to find the same page in another language of this storefront. */
export interface LanguageSwitching {
  languages: readonly Language[]
  defaultLanguage: Language
}

const subscribeToNothing = () => () => undefined

/**
 * The same page as the one in the address bar, in another language, query kept (a search term, a
 * filter or a page number means the same in every language). Null for a path no route knows.
 */
export function samePageIn(location: { pathname: string; search: string }, switching: LanguageSwitching, code: string): string | null {
  const path = switchLanguagePath(location.pathname, switching.languages, switching.defaultLanguage, code as Language)
  return path === null ? null : `${path}${location.search}`
}

/**
 * The storefront's languages as plain links, server-rendered so they work without JavaScript: the
 * server gives each link the same page in that language where it knows the page (the header), else
 * the language's home (the footer, rendered once per layout). In the browser each link follows the
 * address bar, so the footer's links, and every link after a change of query, lead to the same page.
 */
export function LanguageLinks({ languages, label, switching }: { languages: LanguageLink[]; label: string; switching: LanguageSwitching }) {
  // A new page (and so a new address) renders the links again; the server render and hydration keep
  // the server's hrefs, so both agree.
  usePathname()
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false)
  const hrefOf = (language: LanguageLink) => (inBrowser ? samePageIn(window.location, switching, language.code) : null) ?? language.href

  if (languages.length < 2) return null
  // The query may have changed since the last render (a new search term): read it again on the click.
  const followAddressBar = (event: MouseEvent<HTMLAnchorElement>, code: string) => {
    const href = samePageIn(window.location, switching, code)
    if (href) event.currentTarget.setAttribute('href', href)
  }
  return (
    <List aria-label={label}>
      {languages.map((language) => (
        <a key={language.code} href={hrefOf(language)} hrefLang={language.code} lang={language.code} title={language.label}
          aria-current={language.current ? 'true' : undefined} onClick={(event) => followAddressBar(event, language.code)}>
          {language.code.toUpperCase()}
        </a>
      ))}
    </List>
  )
}

const List = styled.nav`
  display: flex;
  gap: 2px;
  a { text-decoration: none; font-weight: 600; padding: 12px 6px; border-radius: 8px; }
  a[aria-current='true'] { background: ${({ theme }) => theme.colors.surface}; }
`
