// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { TextArea } from './text-area'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'

const texts = { remainingText: (n: number) => `${n} left`, tooManyText: (n: number) => `${n} too many` }

describe('TextArea', () => {
  it('counts the remaining characters when uncontrolled', () => {
    renderWithTheme(<TextArea label="Personal note" maxLength={10} defaultValue="abc" {...texts} />)
    const area = screen.getByLabelText('Personal note')
    expect(screen.getByText('7 left')).toBeInTheDocument()
    fireEvent.change(area, { target: { value: 'abcdefghij' } })
    expect(screen.getByText('0 left')).toBeInTheDocument()
    expect(area).not.toHaveAttribute('aria-invalid')
    expect(area).not.toHaveAttribute('maxlength')
  })

  it('shows an error once the value passes the maximum', () => {
    renderWithTheme(<TextArea label="Personal note" maxLength={5} {...texts} />)
    const area = screen.getByLabelText('Personal note')
    fireEvent.change(area, { target: { value: 'abcdefg' } })
    expect(area).toHaveAttribute('aria-invalid', 'true')
    expect(area).toHaveAccessibleDescription('2 too many')
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument()
  })

  it('follows a controlled value', () => {
    function Controlled() {
      const [value, setValue] = useState('hello')
      return <TextArea label="Personal note" maxLength={8} value={value} onChange={(event) => setValue(event.target.value)} {...texts} />
    }
    renderWithTheme(<Controlled />)
    expect(screen.getByText('3 left')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Personal note'), { target: { value: 'hello world' } })
    expect(screen.getByText('3 too many')).toBeInTheDocument()
  })

  it('prefers an explicit error message', () => {
    renderWithTheme(<TextArea label="Personal note" maxLength={5} error="No emojis, please" {...texts} />)
    expect(screen.getByLabelText('Personal note')).toHaveAccessibleDescription(/No emojis, please/)
  })
})
