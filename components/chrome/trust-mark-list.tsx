// No client code: the header, the top bar and the footer render it on the server. A server
// component's styles are written where it renders, after any rule that would restyle it through
// styled(TrustMarkList), so they place and hide it through a wrapper element instead.
import styled from 'styled-components'

export interface TrustMarkView {
  src: string
  width: number
  link?: string
}

/**
 * A storefront's trust marks (docs/rules/storefronts.md branding: trustMarks in the footer, trustMarksTopbar,
 * trustMarksHeader, trustMarksBottomBar), each at its configured width. A mark with a link opens its
 * issuer's page and is named by the list's label; one without is decoration.
 */
export function TrustMarkList({ label, marks, className }: { label: string; marks: readonly TrustMarkView[]; className?: string }) {
  if (marks.length === 0) return null
  return (
    <List aria-label={label} className={className}>
      {marks.map((mark) => (
        <li key={mark.src}>
          {mark.link
            ? <a href={mark.link}><Mark mark={mark} alt={label} /></a>
            : <Mark mark={mark} alt="" />}
        </li>
      ))}
    </List>
  )
}

function Mark({ mark, alt }: { mark: TrustMarkView; alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- small SVG badge
  return <img src={mark.src} alt={alt} width={mark.width} height={mark.width} loading="lazy" decoding="async" />
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  align-items: center;
  gap: 8px;
  img { display: block; }
`
