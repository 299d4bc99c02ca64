import styled from 'styled-components'
import { NEUTRAL_COLORS } from '@/components/theme/theme'
import type { ContentBlockData } from './block-data'

/** TITLE and TITLE_SUBTITLE: a section heading (h2–h4) with an optional subtitle. */
export function TitleBlock({ block }: { block: Extract<ContentBlockData, { __typename: 'TitleBlock' }> }) {
  const Heading = block.level === 3 ? 'h3' : block.level === 4 ? 'h4' : 'h2'
  return (
    <Wrapper>
      <Heading>{block.title}</Heading>
      {block.subtitle && <Subtitle>{block.subtitle}</Subtitle>}
    </Wrapper>
  )
}

const Wrapper = styled.div`
  margin: 32px 0 12px;
  h2, h3, h4 { margin: 0; }
`
const Subtitle = styled.p`
  margin: 4px 0 0;
  color: ${NEUTRAL_COLORS.muted};
`
