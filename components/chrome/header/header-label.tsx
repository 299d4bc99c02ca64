'use client'
import styled from 'styled-components'
import { media } from '../../theme/theme'

/** A header entry's text: visible from desktop width, kept for screen readers below (the icon shows). */
export const HeaderLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  ${media.desktopSmall} { position: static; width: auto; height: auto; clip: auto; }
`
