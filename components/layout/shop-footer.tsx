'use client'
import styled from 'styled-components'

export interface ShopFooterProps {
  shippingPromise: string
  copyright: string
  decorationSrc: string | null
}

/** The storefront footer; the full footer (menus, social, payment logos, switcher) comes with the chrome. */
export function ShopFooter({ shippingPromise, copyright, decorationSrc }: ShopFooterProps) {
  return (
    <Footer>
      {decorationSrc && <Decoration style={{ backgroundImage: `url(${decorationSrc})` }} aria-hidden="true" />}
      <Inner>
        <p>{shippingPromise}</p>
        <small>{copyright}</small>
      </Inner>
    </Footer>
  )
}

const Footer = styled.footer`
  margin-top: 64px;
  background: ${({ theme }) => theme.colors.surface};
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
  gap: 8px;
  p { margin: 0; font-weight: 600; }
`
