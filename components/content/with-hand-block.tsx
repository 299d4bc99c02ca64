import styled from 'styled-components'
import { NEUTRAL_COLORS, RADIUS, media } from '../theme/theme'
import type { ContentBlockData } from './block-data'
import { ContentLink } from './content-link'
import { Paragraphs } from './paragraphs'

/** WITH_HAND: text beside a card held by a hand (the hand is decoration only). */
export function WithHandBlock({ block }: { block: Extract<ContentBlockData, { __typename: 'WithHandBlock' }> }) {
  return (
    <Section style={block.backgroundColor ? { background: block.backgroundColor } : undefined}>
      <div>
        <h2>{block.title}</h2>
        <Paragraphs items={block.paragraphs} />
        {block.link && <ContentLink {...block.link} />}
      </div>
      {block.image && (
        <Art>
          {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG card art needs no optimisation */}
          <img src={block.image.url} alt={block.image.alt} width={320} height={202} />
          {block.showHand && <Hand aria-hidden="true" />}
        </Art>
      )}
    </Section>
  )
}

const Section = styled.section`
  display: grid;
  gap: 24px;
  align-items: center;
  margin: 0 0 24px;
  padding: 24px;
  border-radius: ${RADIUS};
  background: ${NEUTRAL_COLORS.surface};
  color: #1a1a1a;
  h2 { margin: 0 0 8px; }
  ${media.tablet} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
`
const Art = styled.div`
  position: relative;
  max-width: 320px;
  img { width: 100%; height: auto; border-radius: 10px; box-shadow: 0 6px 16px rgba(0,0,0,.18); }
`
const Hand = styled.span`
  position: absolute;
  right: 4%;
  bottom: -8%;
  width: 26%;
  aspect-ratio: 1;
  border-radius: 50% 50% 40% 40%;
  background: #f2c9a0;
  box-shadow: inset -6px -6px 0 rgba(0,0,0,.08);
`
