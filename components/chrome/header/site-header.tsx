// A server component: the header's markup and styles cost no JavaScript; the menu, search, account,
// basket and language links are the client islands inside it.
import styled from 'styled-components'
import type { Shopper } from '@/graphql/shopper'
import { BRAND_COLORS, NEUTRAL_COLORS, media } from '../../theme/theme'
import { AccountEntry } from './account-entry'
import { BasketLink } from './basket-link'
import { CategoryMenu, type CategoryMenuTexts } from './category-menu'
import { LanguageLinks, type LanguageLink } from './language-links'
import { SearchBox } from './search-box'
import { SupportIcon } from './icons'
import { TrustMarkList, type TrustMarkView } from '../trust-mark-list'

interface Link {
  href: string
  text: string
}

export interface SiteHeaderProps {
  /** docs/rules/chrome.md: three header versions. */
  variant: 'default' | 'redeem' | 'business'
  shopper: Shopper
  home: Link
  logo: { src: string; alt: string }
  decoration: string | null
  skipLinkText: string
  navLabel: string
  languages: LanguageLink[]
  languagesLabel: string
  /** Whether a route knows this page (its language links lead to the same page), or not (the 404 page: they lead home). */
  knownPage: boolean
  support: Link
  /** default variant */
  menu?: { texts: CategoryMenuTexts; allGiftCardsHref: string }
  secondaryLinks?: Link[]
  account?: {
    loginHref: string
    texts: { account: string; myAccount: string; logOut: string }
    entries: Link[]
    /** The account-only pages; logging out on one of them goes home (docs/rules/chrome.md). */
    privatePaths: string[]
  }
  basketHref?: string
  /** default variant: the localized search results page; the search box shows when it is given */
  searchHref?: string
  /** business variant: the business menu of the store data */
  businessLinks?: Link[]
  /** default variant: the header's trust marks (branding trustMarksHeader), on wide screens */
  trustMarks?: { label: string; marks: TrustMarkView[] }
  /** redeem variant: the delay warning, while the toggle `redeemDelayWarning` is on */
  delayWarning?: string | null
  /**
   * redeem variant: the storefront's informative message of this language (content), with the name of its region.
   * docs/rules/chrome.md: the delay warning wins when both are set.
   */
  informativeMessage?: { label: string; text: string } | null
}

/**
 * The storefront header (docs/rules/chrome.md): logo home link 200×80 on desktop, 170×68 on mobile; 80 px high,
 * 30 px more with the decoration strip. Personal parts (basket count, account) are client state, so
 * the cached HTML is the same for every visitor.
 */
export function SiteHeader(props: SiteHeaderProps) {
  const languageLinks = <LanguageLinks languages={props.languages} label={props.languagesLabel} scope={props.knownPage ? 'known-page' : 'unknown-page'} />
  return (
    <>
      <SkipLink href="#main">{props.skipLinkText}</SkipLink>
      <Header data-variant={props.variant}>
        <Bar>
          <LogoLink href={props.home.href} aria-label={props.home.text}>
            {/* eslint-disable-next-line @next/next/no-img-element -- small SVG logo */}
            <img src={props.logo.src} alt={props.logo.alt} width={200} height={80} />
          </LogoLink>
          <Nav aria-label={props.navLabel}>
            {props.variant === 'default' && props.menu && (
              <CategoryMenu shopper={props.shopper} allGiftCardsHref={props.menu.allGiftCardsHref} texts={props.menu.texts} languages={languageLinks} />
            )}
            {(props.variant === 'business' ? props.businessLinks : props.secondaryLinks)?.map((link) => (
              <Secondary key={link.href} href={link.href}>{link.text}</Secondary>
            ))}
            <SupportLink href={props.support.href} data-compact={props.variant === 'redeem' ? true : undefined}>
              <SupportIcon />
              <SupportText>{props.support.text}</SupportText>
            </SupportLink>
          </Nav>
          {props.variant === 'default' && props.trustMarks && (
            <HeaderTrustMarks><TrustMarkList label={props.trustMarks.label} marks={props.trustMarks.marks} /></HeaderTrustMarks>
          )}
          {props.variant === 'default' && props.searchHref && <SearchBox shopper={props.shopper} resultsPath={props.searchHref} />}
          <Personal>
            {props.variant === 'default' && props.account && (
              <AccountEntry {...props.account} shopper={props.shopper} homeHref={props.home.href} />
            )}
            {props.variant === 'default' && props.basketHref && <BasketLink href={props.basketHref} shopper={props.shopper} />}
            {languageLinks}
          </Personal>
        </Bar>
        {props.variant === 'redeem' && <RedeemNotice delayWarning={props.delayWarning ?? null} message={props.informativeMessage ?? null} />}
        {props.decoration && <Decoration style={{ backgroundImage: `url(${props.decoration})` }} aria-hidden="true" />}
      </Header>
    </>
  )
}

/**
 * The one notice under the redeem header's bar (docs/rules/chrome.md): the delay warning, else the informative
 * message. Both are plain text (React escapes it), never HTML.
 */
function RedeemNotice({ delayWarning, message }: { delayWarning: string | null; message: { label: string; text: string } | null }) {
  if (delayWarning) return <Notice role="alert" data-kind="warning">{delayWarning}</Notice>
  if (message) return <Notice role="note" aria-label={message.label} data-kind="info">{message.text}</Notice>
  return null
}

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus { left: 16px; top: 8px; z-index: 50; background: #fff; padding: 8px 12px; }
`
const Header = styled.header`
  position: relative;
  background: ${BRAND_COLORS.background};
  border-bottom: 1px solid ${NEUTRAL_COLORS.border};
`
const Bar = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  height: 80px;
  /* Phones: 320 px holds the 170 px logo, menu, search, account and basket only with tight spacing. */
  padding: 0 8px;
  display: flex;
  align-items: center;
  gap: 2px;
  ${media.tablet} { gap: 16px; padding: 0 16px; }
`
const LogoLink = styled.a`
  flex: none;
  img { width: 170px; height: 68px; }
  ${media.desktopSmall} { img { width: 200px; height: 80px; } }
`
const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 12px;
  white-space: nowrap;
`
const Secondary = styled.a`
  /* Only screens from 1440 px have room for every link beside the search box; the footer menu carries them on smaller ones. */
  display: none;
  font-weight: 600;
  text-decoration: none;
  padding: 12px 2px;
  @media (min-width: 1440px) { display: inline-block; }
  /* The business header has no menu, search, account or basket beside them: room from 1280 px. */
  [data-variant='business'] & { ${media.desktopLarge} { display: inline-block; } }
`
/** A wrapper, not styled(TrustMarkList): rendered on the server, the list's own rules come after the restyling ones and would win. */
const HeaderTrustMarks = styled.div`
  display: none;
  ${media.desktopLarge} { display: block; }
`
const SupportLink = styled.a`
  display: none;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  text-decoration: none;
  padding: 12px 4px;
  ${media.desktopSmall} { display: inline-flex; }
  /* Redeem header: the support link stays on every screen, as an icon on mobile. */
  &[data-compact] { display: inline-flex; }
`
/** The icon carries the link in the crowded default header (its name stays for screen readers). */
const SupportText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  [data-variant='redeem'] &, [data-variant='business'] & {
    ${media.desktopSmall} { position: static; width: auto; height: auto; clip: auto; }
  }
`
const Personal = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 2px;
  ${media.tablet} { gap: 12px; }
  /* Phones: the default header's languages live in its menu; the redeem and business headers have room. */
  [data-variant='default'] & > nav { display: none; }
  ${media.tablet} { [data-variant='default'] & > nav { display: flex; } }
`
const Notice = styled.p`
  margin: 0;
  padding: 8px 16px;
  text-align: center;
  font-weight: 600;
  &[data-kind='warning'] { background: #fff3cd; color: #5c4400; }
  &[data-kind='info'] { background: ${NEUTRAL_COLORS.surface}; }
`
const Decoration = styled.div`
  height: 30px;
  background-repeat: repeat-x;
  background-size: auto 30px;
`
