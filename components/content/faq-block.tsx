import { useId } from 'react'
import styled from 'styled-components'
import { NEUTRAL_COLORS } from '@/components/theme/theme'
import type { ContentBlockData } from './block-data'

/**
 * FAQ: each question opens its answer (a native disclosure, so it works without script and by
 * keyboard). The page also names the questions as FAQPage structured data.
 */
export function FaqBlock({ block }: { block: Extract<ContentBlockData, { __typename: 'FaqBlock' }> }) {
  const titleId = useId()
  return (
    <Section aria-labelledby={block.title ? titleId : undefined}>
      {block.title && <h2 id={titleId}>{block.title}</h2>}
      {block.items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </Section>
  )
}

const Section = styled.section`
  margin: 32px 0;
  max-width: 800px;
  h2 { margin: 0 0 12px; }
  details { border-bottom: 1px solid ${NEUTRAL_COLORS.border}; padding: 12px 0; }
  summary { cursor: pointer; font-weight: 600; }
  p { margin: 8px 0 0; }
`
