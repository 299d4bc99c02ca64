/**
 * The product page's styled frame, rendered on the server with the translated content it holds: it
 * costs the page no JavaScript, and only the price form hydrates.
 */
import styled from 'styled-components'
import { NEUTRAL_COLORS, RADIUS, media } from '@/components/theme/theme'

/** Artwork beside the purchase column from small desktops on; stacked (artwork first) below. */
export const ProductLayout = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  ${media.desktopSmall} { grid-template-columns: minmax(0, 7fr) minmax(0, 5fr); gap: 40px; align-items: start; }
`

export const Artwork = styled.div<{ $shadow: boolean }>`
  border-radius: ${RADIUS};
  padding: clamp(16px, 6vw, 56px);
  display: grid;
  place-items: center;
  img {
    width: 100%;
    max-width: 480px;
    height: auto;
    border-radius: 14px;
    box-shadow: ${({ $shadow }) => ($shadow ? '0 10px 24px rgba(0,0,0,.2)' : 'none')};
  }
`

export const PurchasePanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  h1 { margin: 0; overflow-wrap: anywhere; }
`

export const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  span {
    padding: 2px 10px;
    border-radius: 999px;
    font-size: .85rem;
    font-weight: 600;
    color: #fff;
  }
`

/** A label chip whose background comes from the data; text stays white on the dark label colours. */
export const Badge = styled.span``

/** The "for a good cause" chip: dark green keeps white text above 4.5:1. */
export const CauseBadge = styled.span`
  background: #1b5e20;
`

export const Lead = styled.p`
  margin: 0;
  font-size: 1.05rem;
`

export const VatNote = styled.p`
  margin: 0;
  font-size: .9rem;
  color: ${NEUTRAL_COLORS.muted};
`

export const Section = styled.section`
  margin-top: 40px;
  max-width: 72ch;
  h2 { font-size: 1.3rem; margin: 0 0 12px; }
  p { line-height: 1.6; }
`

/** Featured, promotion and business blocks: one column on mobile, side by side from tablets. */
export const Promotions = styled.ul`
  list-style: none;
  padding: 0;
  margin: 40px 0 0;
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  ${media.tablet} { grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); }
  a {
    display: flex;
    flex-direction: column;
    gap: 8px;
    height: 100%;
    padding: 16px;
    border: 1px solid ${NEUTRAL_COLORS.border};
    border-radius: ${RADIUS};
    color: inherit;
    text-decoration: none;
  }
  a:hover span, a:focus-visible span { text-decoration: underline; }
  img { max-width: 100%; height: auto; }
  span { font-weight: 600; }
`


/** The choice card page's links to all gift cards and to the brands modal, side by side where they fit. */
export const AllBrands = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 24px;
  margin-top: 16px;
`
