// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Select, type SelectOption } from './select'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'

type Country = 'be' | 'nl' | 'de'
const options: SelectOption<Country>[] = [
  { id: 'be', label: 'Belgium', icon: '/flags/be.svg' },
  { id: 'nl', label: 'Netherlands' },
  { id: 'de', label: 'Germany' },
]

function setup(props: { searchable?: boolean; disabled?: boolean; value?: Country | null } = {}) {
  const onChange = vi.fn()
  renderWithTheme(
    <Select label="Country" options={options} value={props.value ?? null} onChange={onChange} placeholder="Choose" noOptionsText="No matches" searchable={props.searchable} disabled={props.disabled} />,
  )
  return { onChange, combobox: screen.getByRole('combobox', { name: 'Country' }) }
}

const labels = () => screen.getAllByRole('option').map((option) => option.textContent)
const highlighted = (combobox: HTMLElement) => document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '')?.textContent

describe('Select', () => {
  it('opens a listbox with every option and a 20 px icon', () => {
    const { combobox } = setup()
    expect(combobox).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(combobox)
    expect(combobox).toHaveAttribute('aria-expanded', 'true')
    expect(labels()).toEqual(['Belgium', 'Netherlands', 'Germany'])
    const icon = within(screen.getByRole('option', { name: 'Belgium' })).getByRole('presentation')
    expect(icon).toHaveAttribute('width', '20')
  })

  it('moves the highlight with the arrow keys, wrapping around both ways', () => {
    const { combobox } = setup()
    fireEvent.keyDown(combobox, { key: 'ArrowDown' })
    expect(highlighted(combobox)).toBe('Belgium')
    fireEvent.keyDown(combobox, { key: 'ArrowUp' })
    expect(highlighted(combobox)).toBe('Germany')
    fireEvent.keyDown(combobox, { key: 'ArrowDown' })
    expect(highlighted(combobox)).toBe('Belgium')
    fireEvent.keyDown(combobox, { key: 'ArrowDown' })
    expect(highlighted(combobox)).toBe('Netherlands')
  })

  it('starts the highlight on the chosen option', () => {
    const { combobox } = setup({ value: 'de' })
    expect(combobox).toHaveTextContent('Germany')
    fireEvent.keyDown(combobox, { key: 'ArrowDown' })
    expect(highlighted(combobox)).toBe('Germany')
    expect(screen.getByRole('option', { name: 'Germany' })).toHaveAttribute('aria-selected', 'true')
  })

  it('filters by a case-insensitive substring of the label', () => {
    const { combobox } = setup({ searchable: true })
    fireEvent.change(combobox, { target: { value: 'LAN' } })
    expect(labels()).toEqual(['Netherlands'])
    fireEvent.change(combobox, { target: { value: 'xyz' } })
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(screen.getByText('No matches')).toBeInTheDocument()
  })

  it('picks the highlighted option with Enter, closes and clears the search', () => {
    const onChange = vi.fn()
    function Controlled() {
      const [value, setValue] = useState<Country | null>(null)
      return <Select label="Country" options={options} value={value} onChange={(id) => { onChange(id); setValue(id) }} noOptionsText="No matches" searchable />
    }
    renderWithTheme(<Controlled />)
    const combobox = screen.getByRole('combobox', { name: 'Country' })
    fireEvent.change(combobox, { target: { value: 'many' } })
    fireEvent.keyDown(combobox, { key: 'Enter' })
    expect(onChange).toHaveBeenCalledWith('de')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(combobox).toHaveValue('Germany')
    fireEvent.keyDown(combobox, { key: 'ArrowDown' })
    expect(labels()).toEqual(['Belgium', 'Netherlands', 'Germany'])
  })

  it('picks an option by click', () => {
    const { combobox, onChange } = setup()
    fireEvent.click(combobox)
    fireEvent.click(screen.getByRole('option', { name: 'Netherlands' }))
    expect(onChange).toHaveBeenCalledWith('nl')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('closes on Escape without picking, and does not let the Escape bubble on', () => {
    const { combobox, onChange } = setup()
    fireEvent.click(combobox)
    const bubbled = vi.fn()
    document.addEventListener('keydown', bubbled)
    fireEvent.keyDown(combobox, { key: 'Escape' })
    document.removeEventListener('keydown', bubbled)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
    expect(bubbled).not.toHaveBeenCalled()
  })

  it('closes on a click outside', () => {
    const { combobox } = setup()
    fireEvent.click(combobox)
    fireEvent.mouseDown(combobox)
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    fireEvent.mouseDown(document.body)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('does not open when disabled', () => {
    const { combobox } = setup({ disabled: true })
    expect(combobox).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(combobox)
    fireEvent.keyDown(combobox, { key: 'ArrowDown' })
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('disables the search input when disabled', () => {
    const { combobox } = setup({ searchable: true, disabled: true })
    expect(combobox).toBeDisabled()
  })
})

describe('Select before hydration', () => {
  it('renders disabled on the server', async () => {
    const { renderToString } = await import('react-dom/server')
    const { WithTheme } = await import('@/tests/helpers/render-with-theme')
    const html = renderToString(
      <WithTheme>
        <Select label="Country" options={options} value={null} onChange={() => {}} noOptionsText="No matches" />
      </WithTheme>,
    )
    expect(html).toContain('aria-disabled="true"')
  })
})
