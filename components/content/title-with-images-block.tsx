import styled from 'styled-components'
import type { ContentBlockData } from './block-data'

/** TITLE_WITH_IMAGES: a heading above a row of images (logos, card art). */
export function TitleWithImagesBlock({ block }: { block: Extract<ContentBlockData, { __typename: 'TitleWithImagesBlock' }> }) {
  return (
    <Section>
      <h2>{block.title}</h2>
      <ul>
        {block.images.map((image) => (
          // eslint-disable-next-line @next/next/no-img-element -- generated SVG art needs no optimisation
          <li key={image.url}><img src={image.url} alt={image.alt} width={160} height={101} loading="lazy" /></li>
        ))}
      </ul>
    </Section>
  )
}

const Section = styled.section`
  margin: 32px 0;
  ul { display: flex; flex-wrap: wrap; gap: 16px; padding: 0; margin: 12px 0 0; list-style: none; }
  img { border-radius: 8px; }
`
