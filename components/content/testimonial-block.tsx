'use client'
import styled from 'styled-components'
import type { ContentBlockData } from './block-data'

/** TESTIMONIAL: a customer's quote with author and role. */
export function TestimonialBlock({ block }: { block: Extract<ContentBlockData, { __typename: 'TestimonialBlock' }> }) {
  return (
    <Figure>
      <blockquote>{block.quote}</blockquote>
      <figcaption>
        {block.author}
        {block.role && <span>, {block.role}</span>}
      </figcaption>
    </Figure>
  )
}

const Figure = styled.figure`
  margin: 32px 0;
  padding: 8px 0 8px 20px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  blockquote { margin: 0 0 8px; font-size: 1.15rem; font-style: italic; }
  blockquote::before { content: '“'; }
  blockquote::after { content: '”'; }
  figcaption { color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
`
