import type { ReactNode } from 'react'
import styled from 'styled-components'
import { NEUTRAL_COLORS, media } from '../../theme/theme'
import { MOBILE_PAYMENT_LOGOS } from './footer-rules'
import { TrustMarkList, type TrustMarkView } from '../trust-mark-list'

interface Link {
  href: string
  text: string
}

export interface SiteFooterProps {
  menu: Array<{ title: string; items: Link[] }>
  menuLabel: string
  /** Terms, privacy and (with its toggle) cookies. */
  legalLinks: Link[]
  disclaimer: { title: string; text: string }
  social: { label: string; links: Array<{ network: string; href: string; label: string; icon: string }> }
  payment: { label: string; logos: Array<{ kind: string; src: string }> } | null
  trustMarks: { label: string; marks: TrustMarkView[] }
  /** The bottom bar's own set (branding trustMarksBottomBar), beside the copyright. */
  bottomBarTrustMarks: TrustMarkView[]
  logo: { src: string; alt: string }
  clockIcon: string
  supportHours: string
  shippingPromise: string
  copyright: string
  decoration: string | null
  /** The language block and the store switcher (client islands). */
  languageBlock: ReactNode
}

/**
 * A server component (no 'use client'): nothing in it is interactive but the language block, so its
 * markup and styles reach the browser without any of its code. Its colours are the neutral tones, the
 * same for every brand family, since a server component has no styled-components theme.
 *
 * Every image of the footer loads lazily: React preloads each eager image of a page from its head, and
 * the footer's twenty icons were queued ahead of the page's main image, delaying its largest paint.
 */
export function SiteFooter(props: SiteFooterProps) {
  return (
    <Footer>
      {props.decoration && <Decoration style={{ backgroundImage: `url(${props.decoration})` }} aria-hidden="true" />}
      <Inner>
        <Promise>
          {/* eslint-disable-next-line @next/next/no-img-element -- decorative icon */}
          <img src={props.clockIcon} alt="" width={32} height={32} loading="lazy" decoding="async" />
          <div>
            <p><strong>{props.shippingPromise}</strong></p>
            <p>{props.supportHours}</p>
          </div>
        </Promise>
        <Menu aria-label={props.menuLabel}>
          {props.menu.map((group) => (
            <section key={group.title}>
              <h2>{group.title}</h2>
              <ul>{group.items.map((item) => <li key={item.href}><a href={item.href}>{item.text}</a></li>)}</ul>
            </section>
          ))}
          <section>{props.languageBlock}</section>
        </Menu>
        <Row>
          <ul aria-label={props.social.label} className="social">
            {props.social.links.map((link) => (
              <li key={link.network}>
                <a href={link.href} rel="noopener noreferrer" target="_blank" aria-label={link.label}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- tiny SVG icon */}
                  <img src={link.icon} alt="" width={28} height={28} loading="lazy" decoding="async" />
                </a>
              </li>
            ))}
          </ul>
          {props.payment && (
            <ul aria-label={props.payment.label} className="payment">
              {props.payment.logos.map((logo, index) => (
                <li key={logo.kind} data-beyond-mobile={index >= MOBILE_PAYMENT_LOGOS ? true : undefined}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- tiny SVG badge */}
                  <img src={logo.src} alt={logo.kind} width={48} height={30} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          )}
          <TrustMarkList label={props.trustMarks.label} marks={props.trustMarks.marks} className="trust" />
        </Row>
        <Bottom>
          {/* eslint-disable-next-line @next/next/no-img-element -- small SVG logo */}
          <img src={props.logo.src} alt={props.logo.alt} width={120} height={48} loading="lazy" decoding="async" />
          <ul>{props.legalLinks.map((link) => <li key={link.href}><a href={link.href}>{link.text}</a></li>)}</ul>
          <details>
            <summary>{props.disclaimer.title}</summary>
            <p>{props.disclaimer.text}</p>
          </details>
          <small>{props.copyright}</small>
          <TrustMarkList label={props.trustMarks.label} marks={props.bottomBarTrustMarks} />
        </Bottom>
      </Inner>
    </Footer>
  )
}

const Footer = styled.footer`
  margin-top: 64px;
  background: ${NEUTRAL_COLORS.surface};
`
const Decoration = styled.div`
  height: 30px;
  background-repeat: repeat-x;
  background-size: auto 30px;
`
const Inner = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 32px 16px;
  display: grid;
  gap: 32px;
  ul { list-style: none; margin: 0; padding: 0; }
`
const Promise = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  p { margin: 0; }
`
const Menu = styled.nav`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  h2 { font-size: 1rem; margin: 0 0 8px; }
  li a { display: inline-block; padding: 4px 0; text-decoration: none; }
  li a:hover { text-decoration: underline; }
`
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
  align-items: center;
  justify-content: space-between;
  ul { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
  .social a { display: inline-block; padding: 8px; }
  .payment li[data-beyond-mobile] { display: none; }
  ${media.tablet} { .payment li[data-beyond-mobile] { display: list-item; } }
`
const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 24px;
  align-items: center;
  border-top: 1px solid ${NEUTRAL_COLORS.border};
  padding-top: 24px;
  ul { display: flex; gap: 16px; flex-wrap: wrap; }
  summary { cursor: pointer; }
  details p { max-width: 60ch; font-size: .85rem; }
`
