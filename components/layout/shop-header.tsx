'use client'
import styled from 'styled-components'
import { media } from '../theme/theme'

export interface ShopHeaderProps {
  homeHref: string
  homeLabel: string
  logoSrc: string
  logoAlt: string
  decorationSrc: string | null
  navLabel: string
  links: Array<{ href: string; text: string }>
  languages: Array<{ href: string; code: string; label: string; current: boolean }>
  languagesLabel: string
  skipLinkText: string
}

/**
 * The storefront header: logo home link (200×80 desktop, 170×68 mobile; 80 px high, +30 px with
 * decoration). Personal parts (basket count, account menu) arrive as client islands with the chrome.
 */
export function ShopHeader(props: ShopHeaderProps) {
  return (
    <>
      <SkipLink href="#main">{props.skipLinkText}</SkipLink>
      <Header>
        <Bar>
          <LogoLink href={props.homeHref} aria-label={props.homeLabel}>
            {/* eslint-disable-next-line @next/next/no-img-element -- small SVG logo */}
            <img src={props.logoSrc} alt={props.logoAlt} width={200} height={80} />
          </LogoLink>
          <Nav aria-label={props.navLabel}>
            {props.links.map((link) => <a key={link.href} href={link.href}>{link.text}</a>)}
          </Nav>
          {props.languages.length > 1 && (
            <Languages aria-label={props.languagesLabel}>
              {props.languages.map((language) => (
                <a key={language.code} href={language.href} hrefLang={language.code} lang={language.code}
                  aria-current={language.current ? 'true' : undefined} title={language.label}>
                  {language.code.toUpperCase()}
                </a>
              ))}
            </Languages>
          )}
        </Bar>
        {props.decorationSrc && <Decoration style={{ backgroundImage: `url(${props.decorationSrc})` }} aria-hidden="true" />}
      </Header>
    </>
  )
}

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus { left: 16px; top: 8px; z-index: 10; background: #fff; padding: 8px 12px; }
`
const Header = styled.header`
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`
const Bar = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  height: 80px;
  padding: 0 16px;
  display: flex;
  align-items: center;
  gap: 12px;
  ${media.tablet} { gap: 24px; }
`
const LogoLink = styled.a`
  flex: none;
  img { width: 170px; height: 68px; }
  ${media.desktopSmall} { img { width: 200px; height: 80px; } }
`
const Nav = styled.nav`
  /* On phones the category menu of the chrome carries navigation; the bar keeps logo and languages. */
  display: none;
  ${media.tablet} { display: flex; }
  gap: 16px;
  font-weight: 600;
  white-space: nowrap;
  a { text-decoration: none; padding: 12px 4px; }
  a:hover { text-decoration: underline; }
`
const Languages = styled.nav`
  margin-left: auto;
  display: flex;
  gap: 4px;
  a { text-decoration: none; font-weight: 600; padding: 12px 6px; border-radius: 8px; }
  a[aria-current='true'] { background: ${({ theme }) => theme.colors.surface}; }
`
const Decoration = styled.div`
  height: 30px;
  background-repeat: repeat-x;
  background-size: auto 30px;
`
