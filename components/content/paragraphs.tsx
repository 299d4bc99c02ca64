import styled from 'styled-components'

/** Plain-text paragraphs: rendered as text nodes, never as HTML. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return <>{items.map((text, index) => <Text key={index}>{text}</Text>)}</>
}

const Text = styled.p`
  margin: 0 0 12px;
  line-height: 1.6;
  max-width: 72ch;
`
