'use client'
import styled from 'styled-components'

/** A link that looks like the shop's primary (or secondary) button: navigation stays a real link. */
export const LinkButton = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 8px 20px;
  border: 2px solid ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.border : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.background : theme.colors.primary)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.text : theme.colors.primaryText)};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  &:hover { filter: brightness(0.95); }
`
