import styled from 'styled-components'
import { media } from '../theme/theme'
import type { ContentBlockData } from './block-data'
import { ContentLink } from './content-link'
import { Paragraphs } from './paragraphs'

/** IMAGE_BODY: body text with an optional image beside it (left or right on wide screens). */
export function ImageBodyBlock({ block }: { block: Extract<ContentBlockData, { __typename: 'ImageBodyBlock' }> }) {
  return (
    <Section $imageLeft={block.imagePosition === 'left'} $withImage={Boolean(block.image)}>
      <div>
        {block.title && <h2>{block.title}</h2>}
        <Paragraphs items={block.paragraphs} />
        {block.link && <ContentLink {...block.link} />}
      </div>
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG card art needs no optimisation */}
      {block.image && <img src={block.image.url} alt={block.image.alt} width={320} height={202} loading="lazy" />}
    </Section>
  )
}

const Section = styled.section<{ $imageLeft: boolean; $withImage: boolean }>`
  display: grid;
  gap: 24px;
  margin: 0 0 16px;
  img { width: 100%; max-width: 320px; height: auto; border-radius: 10px; box-shadow: 0 6px 16px rgba(0,0,0,.18); }
  ${media.tablet} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? 'minmax(0, 2fr) minmax(0, 1fr)' : '1fr')};
    img { order: ${({ $imageLeft }) => ($imageLeft ? -1 : 0)}; }
  }
`
