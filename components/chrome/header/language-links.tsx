'use client'
import styled from 'styled-components'

export interface LanguageLink {
  code: string
  href: string
  label: string
  current: boolean
}

/** The storefront's languages as plain links (server-rendered, so they work without JavaScript). */
export function LanguageLinks({ languages, label }: { languages: LanguageLink[]; label: string }) {
  if (languages.length < 2) return null
  return (
    <List aria-label={label}>
      {languages.map((language) => (
        <a key={language.code} href={language.href} hrefLang={language.code} lang={language.code} title={language.label}
          aria-current={language.current ? 'true' : undefined}>
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
