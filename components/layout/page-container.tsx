import styled from 'styled-components'

export const PageContainer = styled.main`
  max-width: 1280px;
  margin: 0 auto;
  padding: 24px 16px;
  h1 { font-size: clamp(1.6rem, 4vw, 2.4rem); margin: 8px 0 24px; }
`
