'use client'
import styled, { keyframes } from 'styled-components'

const spin = keyframes`to { transform: rotate(360deg); }`

/** A decorative spinner: callers announce the busy state themselves (aria-busy), so it is hidden from AT. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 18 }) => $size}px;
  height: ${({ $size = 18 }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`
