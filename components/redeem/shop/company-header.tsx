'use client'
import Link from 'next/link'
import styled from 'styled-components'

/**
 * The head of a business redeem page (content type "redeem B2B result"): the company's logo,
 * the page title as the page's h1, its intro and a link (to the info page or the shop).
 */
export function CompanyHeader({ logo, title, intro, link }: {
  logo: { url: string; alt: string }
  title: string
  intro?: string
  link?: { href: string; text: string }
}) {
  return (
    <Header>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small company logo from configuration (SVG) */}
      <img src={logo.url} alt={logo.alt} width={240} height={80} />
      <div>
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
        {link && <Link href={link.href}>{link.text}</Link>}
      </div>
    </Header>
  )
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 24px;
  align-items: center;
  margin-bottom: 24px;
  img { width: 240px; height: 80px; object-fit: contain; flex: none; }
  div { flex: 1 1 320px; display: grid; gap: 8px; justify-items: start; }
  h1, p { margin: 0; }
  p { max-width: 640px; }
`
