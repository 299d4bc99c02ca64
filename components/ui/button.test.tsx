// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button'
import { renderWithTheme, WithTheme } from '@/tests/helpers/render-with-theme'

describe('Button', () => {
  it('calls onClick when enabled and defaults to type="button"', () => {
    const onClick = vi.fn()
    renderWithTheme(<Button onClick={onClick}>Pay</Button>)
    const button = screen.getByRole('button', { name: 'Pay' })
    expect(button).toHaveAttribute('type', 'button')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('blocks clicks while disabled', () => {
    const onClick = vi.fn()
    renderWithTheme(<Button disabled onClick={onClick}>Pay</Button>)
    const button = screen.getByRole('button', { name: 'Pay' })
    expect(button).toBeDisabled()
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('blocks clicks and form submits while loading, keeping the label readable', () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>Pay</Button>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Pay' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('forwards its ref', () => {
    const ref = { current: null as HTMLButtonElement | null }
    renderWithTheme(<Button ref={ref}>Pay</Button>)
    expect(ref.current).toBe(screen.getByRole('button'))
  })

  it('is disabled in the server HTML and enabled once hydrated', () => {
    const ui = (
      <WithTheme>
        <Button>Pay</Button>
      </WithTheme>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(ui)
    document.body.appendChild(container)
    expect(container.querySelector('button')).toBeDisabled()

    render(ui, { container, hydrate: true })
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled()
  })
})
