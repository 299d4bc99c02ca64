import styled from 'styled-components'
import { NEUTRAL_COLORS, RADIUS } from '@/components/theme/theme'

export interface TeaserData {
  href: string
  title: string
  text: string
  image: { url: string; alt: string } | null
  backgroundColor?: string | null
  /** Already formatted. */
  date?: string | null
}

/** A card that leads to another content page: a blog teaser, a giving moment, a business solution. */
export function TeaserCard({ teaser, readMore }: { teaser: TeaserData; readMore: string }) {
  return (
    <Card>
      <a href={teaser.href}>
        {teaser.image && (
          <Art style={teaser.backgroundColor ? { background: teaser.backgroundColor } : undefined}>
            {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG card art needs no optimisation */}
            <img src={teaser.image.url} alt="" width={240} height={151} loading="lazy" />
          </Art>
        )}
        <h3>{teaser.title}</h3>
      </a>
      {teaser.date && <Date>{teaser.date}</Date>}
      {teaser.text && <p>{teaser.text}</p>}
      <More href={teaser.href} aria-hidden="true" tabIndex={-1}>{readMore}</More>
    </Card>
  )
}

/** Cards in a responsive grid. */
export const TeaserGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 24px;
  padding: 0;
  margin: 16px 0 32px;
`

const Card = styled.li`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 6px;
  > a { text-decoration: none; color: inherit; }
  > a:hover h3, > a:focus-visible h3 { text-decoration: underline; }
  h3 { margin: 8px 0 0; font-size: 1.1rem; }
  p { margin: 0; line-height: 1.5; }
`
const Art = styled.div`
  display: grid;
  place-items: center;
  padding: 16px;
  border-radius: ${RADIUS};
  background: ${NEUTRAL_COLORS.surface};
  img { width: 100%; height: auto; border-radius: 8px; box-shadow: 0 4px 12px rgba(0,0,0,.15); }
`
const Date = styled.p`
  color: ${NEUTRAL_COLORS.muted};
  font-size: .85rem;
`
const More = styled.a`
  font-weight: 600;
  font-size: .9rem;
`
