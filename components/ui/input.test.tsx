// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Input } from './input'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'

describe('Input', () => {
  it('is labelled and valid without an error', () => {
    renderWithTheme(<Input label="E-mail" hint="We send your order here" />)
    const input = screen.getByLabelText('E-mail')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).toHaveAccessibleDescription('We send your order here')
  })

  it('wires the error to the field', () => {
    renderWithTheme(<Input label="E-mail" error="Enter a valid e-mail address" />)
    const input = screen.getByLabelText('E-mail')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address')
    expect(screen.getByText('Enter a valid e-mail address')).not.toHaveAttribute('role')
  })

  it('can be disabled and forwards its ref', () => {
    const ref = { current: null as HTMLInputElement | null }
    renderWithTheme(<Input ref={ref} label="E-mail" disabled />)
    expect(screen.getByLabelText('E-mail')).toBeDisabled()
    expect(ref.current).toBe(screen.getByLabelText('E-mail'))
  })
})
