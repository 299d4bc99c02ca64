'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useSyncExternalStore, type SyntheticEvent } from 'react'
import styled from 'styled-components'
import { usePageLanguageLinksStore } from '@/stores/page-language-links-store'

export interface LanguageLink {
  code: string
  href: string
  label: string
  current: boolean
}

/**
 * Where a block of language links stands: in the page's header, whose links the server made for
 * this page ('known-page'; 'unknown-page' for a page no route knows, whose links lead home), or in
 * the layout's footer, rendered once for every page ('layout').
 */
export type LanguageLinksScope = 'known-page' | 'unknown-page' | 'layout'

const subscribeToNothing = () => () => undefined

/**
 * The storefront's languages as plain links, server-rendered so they work without JavaScript: the
 * header's lead to the same page in that language (docs/rules/pages-and-seo.md), the footer's to the
 * language's home. In the browser the footer's links take the header's, and every link keeps the
 * address bar's query (a search term, a filter or a page number means the same in every language).
 */
export function LanguageLinks({ languages, label, scope }: { languages: LanguageLink[]; label: string; scope: LanguageLinksScope }) {
  // A new page (and so a new address) renders the links again; the server render and hydration keep
  // the server's hrefs, so both agree.
  usePathname()
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false)
  const published = usePageLanguageLinksStore((state) => state.links)
  useEffect(() => {
    if (scope === 'layout') return
    const hrefs = Object.fromEntries(languages.map((language) => [language.code, language.href]))
    usePageLanguageLinksStore.setState({ links: { hrefs, keepsQuery: scope === 'known-page' } })
  }, [scope, languages])

  const links = scope === 'layout' ? published : null
  const keepsQuery = links ? links.keepsQuery : scope === 'known-page'
  const hrefOf = (language: LanguageLink) => {
    const href = links?.hrefs[language.code] ?? language.href
    return inBrowser && keepsQuery ? `${href}${window.location.search}` : href
  }
  // The query may have changed since the last render (a new search term): read it again before the
  // link is followed, copied or opened elsewhere.
  const followAddressBar = (event: SyntheticEvent<HTMLAnchorElement>, language: LanguageLink) => {
    event.currentTarget.setAttribute('href', hrefOf(language))
  }

  if (languages.length < 2) return null
  return (
    <List aria-label={label}>
      {languages.map((language) => (
        <a key={language.code} href={hrefOf(language)} hrefLang={language.code} lang={language.code} title={language.label}
          aria-current={language.current ? 'true' : undefined}
          onPointerDown={(event) => followAddressBar(event, language)} onFocus={(event) => followAddressBar(event, language)}
          onClick={(event) => followAddressBar(event, language)}>
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
