import styled from 'styled-components'
import { RADIUS } from '@/components/theme/theme'

/** The page's h1 (from its PAGE_META), on the page's own colour when it has one. */
export function PageHero({ title, backgroundColor }: { title: string; backgroundColor: string | null }) {
  return (
    <Hero style={backgroundColor ? { background: backgroundColor, padding: '24px', color: '#1a1a1a' } : undefined}>
      <h1>{title}</h1>
    </Hero>
  )
}

const Hero = styled.header`
  border-radius: ${RADIUS};
  margin-bottom: 24px;
  h1 { margin: 0 !important; }
`
