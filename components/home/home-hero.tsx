import styled from 'styled-components'
import { BRAND_COLORS, NEUTRAL_COLORS, RADIUS, media } from '../theme/theme'

export interface HomeHeroLink {
  href: string
  text: string
}

/**
 * The second home version's hero (docs/rules/pages-and-seo.md page types): the storefront's logoV2 large, the page's h1,
 * a line on the range and the calls to action, the first of them the main one.
 */
export function HomeHero({ logo, title, text, links }: {
  logo: { src: string; alt: string }
  title: string
  text: string
  links: readonly [HomeHeroLink, ...HomeHeroLink[]]
}) {
  return (
    <Hero aria-labelledby="home-hero-title">
      {/* eslint-disable-next-line @next/next/no-img-element -- a brand SVG needs no optimisation */}
      <img src={logo.src} alt={logo.alt} width={300} height={120} fetchPriority="high" />
      <div>
        <h1 id="home-hero-title">{title}</h1>
        <p>{text}</p>
        <Actions>
          {links.map((link, index) => (
            <li key={link.href}><a href={link.href} data-primary={index === 0 || undefined}>{link.text}</a></li>
          ))}
        </Actions>
      </div>
    </Hero>
  )
}

const Hero = styled.section`
  display: grid;
  gap: 16px;
  justify-items: center;
  text-align: center;
  margin: 0 0 32px;
  padding: 24px 16px;
  border-radius: ${RADIUS};
  background: ${NEUTRAL_COLORS.surface};
  img { width: 225px; height: auto; }
  h1 { margin: 0 0 8px; }
  p { margin: 0 0 16px; max-width: 40em; }
  ${media.desktopSmall} {
    grid-template-columns: auto 1fr;
    justify-items: start;
    text-align: start;
    padding: 40px 48px;
    gap: 48px;
    img { width: 300px; }
  }
`

const Actions = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
  ${media.desktopSmall} { justify-content: flex-start; }
  a {
    display: inline-block;
    min-height: 44px;
    padding: 12px 20px;
    border-radius: ${RADIUS};
    border: 2px solid ${BRAND_COLORS.primary};
    color: ${BRAND_COLORS.text};
    font-weight: 700;
    text-decoration: none;
  }
  a[data-primary] {
    background: ${BRAND_COLORS.primary};
    color: ${BRAND_COLORS.primaryText};
  }
  a:hover, a:focus-visible { text-decoration: underline; }
`
