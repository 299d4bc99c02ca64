import styled from 'styled-components'
import { BRAND_COLORS } from '@/components/theme/theme'

/** A link of a content block: external http(s) targets open without handing over the opener. */
export function ContentLink({ href, label }: { href: string; label: string }) {
  const external = /^https?:/.test(href)
  return (
    <Anchor href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {label}
    </Anchor>
  )
}

const Anchor = styled.a`
  display: inline-block;
  margin-top: 8px;
  padding: 10px 18px;
  border-radius: 999px;
  background: ${BRAND_COLORS.primary};
  color: ${BRAND_COLORS.primaryText};
  font-weight: 600;
  text-decoration: none;
  &:hover, &:focus-visible { text-decoration: underline; }
`
