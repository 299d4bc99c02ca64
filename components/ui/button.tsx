'use client'
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react'
import styled, { css } from 'styled-components'
import { Spinner } from './spinner'
import { useHydrated } from './use-hydrated'

export type ButtonVariant = 'primary' | 'secondary' | 'link'
export type ButtonSize = 'small' | 'medium' | 'large'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner, sets aria-busy and ignores clicks; the label stays in the accessibility tree. */
  loading?: boolean
  fullWidth?: boolean
}

/**
 * The shop's button (docs/rules/chrome.md): disabled or loading blocks clicks, and it stays disabled until the client
 * has hydrated, so a click can never land on a button whose handler is not attached yet.
 * `type` defaults to "button" so a button inside a form never submits it by accident.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'medium', loading = false, fullWidth = false, disabled = false, type = 'button', onClick, children, ...rest },
  ref,
) {
  const hydrated = useHydrated()
  const blocked = disabled || loading

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // Loading keeps the button focusable (aria-disabled), so the click, and a form submit, must be stopped here.
    if (blocked) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }

  return (
    <StyledButton
      ref={ref}
      type={type}
      disabled={disabled || !hydrated}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $loading={loading}
      {...rest}
    >
      <Label $hidden={loading}>{children}</Label>
      {loading && (
        <SpinnerSlot>
          <Spinner />
        </SpinnerSlot>
      )}
    </StyledButton>
  )
})

const sizes = {
  small: css`min-height: 32px; padding: 4px 12px; font-size: .875rem;`,
  medium: css`min-height: 44px; padding: 8px 20px; font-size: 1rem;`,
  large: css`min-height: 52px; padding: 12px 28px; font-size: 1.125rem;`,
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) { filter: brightness(0.95); }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surface}; }
  `,
  link: css`
    background: none;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
    padding-left: 0;
    padding-right: 0;
    min-height: 0;
    text-decoration: underline;
  `,
}

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean; $loading: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  cursor: ${({ $loading }) => ($loading ? 'progress' : 'pointer')};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  &:disabled { cursor: not-allowed; opacity: .5; }
`

// Transparent rather than hidden: the button keeps its width and screen readers still read the label.
const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`

const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`
