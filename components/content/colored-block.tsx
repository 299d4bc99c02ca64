import styled from 'styled-components'
import { NEUTRAL_COLORS, RADIUS } from '@/components/theme/theme'
import type { ContentBlockData } from './block-data'
import { ContentLink } from './content-link'
import { Paragraphs } from './paragraphs'

/** COLORED: a call-out on its own background colour. */
export function ColoredBlock({ block }: { block: Extract<ContentBlockData, { __typename: 'ColoredBlock' }> }) {
  return (
    <Box style={block.backgroundColor ? { background: block.backgroundColor } : undefined}>
      <h2>{block.title}</h2>
      <Paragraphs items={block.paragraphs} />
      {block.link && <ContentLink {...block.link} />}
    </Box>
  )
}

const Box = styled.section`
  margin: 32px 0;
  padding: 24px;
  border-radius: ${RADIUS};
  background: ${NEUTRAL_COLORS.surface};
  color: #1a1a1a;
  h2 { margin: 0 0 8px; }
`
