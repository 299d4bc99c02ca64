import styled from 'styled-components'
import { NEUTRAL_COLORS, RADIUS } from '@/components/theme/theme'
import type { ContentBlockData, ContentTexts } from './block-data'

/** CONTACT: phone (tel:), e-mail (mailto:), opening hours and address. */
export function ContactBlock({ block, texts }: { block: Extract<ContentBlockData, { __typename: 'ContactBlock' }>; texts: ContentTexts }) {
  return (
    <Card>
      {block.title && <h2>{block.title}</h2>}
      <dl>
        {block.phone && <><dt>{texts.phone}</dt><dd><a href={block.phone.href}>{block.phone.label}</a></dd></>}
        {block.email && <><dt>{texts.email}</dt><dd><a href={block.email.href}>{block.email.label}</a></dd></>}
        {block.hours.length > 0 && <><dt>{texts.hours}</dt>{block.hours.map((line) => <dd key={line}>{line}</dd>)}</>}
      </dl>
      {block.address.length > 0 && (
        <address aria-label={texts.address}>
          {block.address.map((line) => <span key={line}>{line}</span>)}
        </address>
      )}
    </Card>
  )
}

const Card = styled.section`
  margin: 24px 0;
  padding: 24px;
  border: 1px solid ${NEUTRAL_COLORS.border};
  border-radius: ${RADIUS};
  h2 { margin: 0 0 12px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0 0 12px; }
  dt { font-weight: 600; }
  dd { margin: 0; grid-column: 2; }
  address { font-style: normal; display: flex; flex-direction: column; }
`
