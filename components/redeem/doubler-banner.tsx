'use client'
import styled from 'styled-components'

/**
 * The doubler banner (docs/rules/storefronts.md branding `doubler`) on the balance check: a card holder who has just
 * seen the balance learns of the monthly draw that can double it, and where to enter.
 */
export function DoublerBanner({ href, image, title, text }: { href: string; image: string; title: string; text: string }) {
  return (
    <Banner href={href} data-testid="doubler-banner">
      {/* eslint-disable-next-line @next/next/no-img-element -- the storefront's small SVG artwork */}
      <img src={image} alt="" width={160} height={100} loading="lazy" decoding="async" />
      <span>
        <strong>{title}</strong>
        {text}
      </span>
    </Banner>
  )
}

const Banner = styled.a`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  margin-top: 32px;
  padding: 16px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  img { flex: none; height: auto; }
  span { flex: 1 1 240px; }
  strong { display: block; font-size: 1.1rem; margin-bottom: 4px; text-decoration: underline; }
`
