// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'
import en from '@/i18n/messages/en.json'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { AmountForm, amountSchema, type AddError, type AmountConfig } from './amount-form'

const eur = (value: number) => ({ currency: 'EUR', value })
const custom: AmountConfig = { hasFixedPrices: false, fixedValues: [], minPrice: eur(10), maxPrice: eur(250) }
const fixed: AmountConfig = { hasFixedPrices: true, fixedValues: [eur(25), eur(50)], minPrice: eur(25), maxPrice: eur(50) }

const added = () => vi.fn(async (_amount: number, _note: string | null) => null as readonly AddError[] | null)

function renderForm(config: AmountConfig, onAdd = added(), extra: { balance?: { currency: string; value: number }; withNote?: boolean } = {}) {
  renderWithTheme(
    <NextIntlClientProvider locale="en" messages={en}>
      <AmountForm config={config} locale="en-BE" onAdd={onAdd} {...extra} />
    </NextIntlClientProvider>,
  )
  return onAdd
}

function submit(amount: string) {
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } })
  fireEvent.click(screen.getByRole('button', { name: 'Add to my choice' }))
}

describe('amountSchema', () => {
  it('accepts whole amounts within min and max only', () => {
    const schema = amountSchema({ currency: 'EUR', value: 10 }, { currency: 'EUR', value: 250 })
    expect(schema.isValidSync({ amount: '10' })).toBe(true)
    expect(schema.isValidSync({ amount: ' 250 ' })).toBe(true)
    expect(schema.isValidSync({ amount: '9' })).toBe(false)
    expect(schema.isValidSync({ amount: '251' })).toBe(false)
    expect(schema.isValidSync({ amount: '12.5' })).toBe(false)
    expect(schema.isValidSync({ amount: '' })).toBe(false)
  })
})

describe('AmountForm on a product of 20 to 500 (docs/rules/redeem.md: the amount chosen, before the split above 150)', () => {
  const wide: AmountConfig = { hasFixedPrices: false, fixedValues: [], minPrice: eur(20), maxPrice: eur(500) }
  const rangeText = 'Choose an amount between €20 and €500'

  it.each(['501', '19'])('refuses %s at the field with the range, asking nothing', async (amount) => {
    const onAdd = renderForm(wide)
    submit(amount)
    const field = screen.getByLabelText('Amount')
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(field).toHaveAccessibleDescription(expect.stringContaining(rangeText))
    expect(onAdd).not.toHaveBeenCalled()
  })

  it.each(['500.01', '19.99'])('refuses %s at the field: whole amounts only', async (amount) => {
    const onAdd = renderForm(wide)
    submit(amount)
    expect(await screen.findByText('Please enter a whole amount without decimals')).toBeVisible()
    expect(onAdd).not.toHaveBeenCalled()
  })

  it.each([['500', 500], ['20', 20]])('sends %s as it is: the API splits it', async (amount, sent) => {
    const onAdd = renderForm(wide)
    submit(amount)
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(sent, null))
    expect(screen.getByLabelText('Amount')).not.toHaveAttribute('aria-invalid')
  })

  it('shows the API refusing the amount at the field, with the range, and any other refusal above the form', async () => {
    // The product changed since the page was loaded: the API judges the amount by its own range (3021 at input.amount).
    const onAdd = renderForm(wide, vi.fn(async () => [
      { message: 'This value is not valid. Please check it and try again.', referencedRequestParameter: 'input.amount' },
      { message: 'Too many requests.', referencedRequestParameter: null },
    ]))
    submit('300')
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(300, null))
    const field = screen.getByLabelText('Amount')
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(field).toHaveAccessibleDescription(expect.stringContaining(rangeText))
    expect(field).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent(/^Too many requests\.$/)
  })
})

describe('AmountForm', () => {
  it('refuses an empty, a decimal and an out-of-range amount before asking, and mentions the split above 150', async () => {
    const onAdd = renderForm(custom)
    expect(screen.getByText(/Amounts above €150 are split across several gift cards/)).toBeVisible()
    submit('')
    expect(await screen.findByText('Please enter an amount')).toBeVisible()
    submit('12.5')
    expect(await screen.findByText('Please enter a whole amount without decimals')).toBeVisible()
    submit('300')
    expect(await screen.findByText('Choose an amount between €10 and €250')).toBeVisible()
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true')
    expect(onAdd).not.toHaveBeenCalled()
  })

  it('adds a valid custom amount as a number and shows the answer of a refusal', async () => {
    const onAdd = renderForm(custom, vi.fn(async () => [{ message: 'Not enough balance', referencedRequestParameter: null }]))
    submit('40')
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(40, null))
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough balance')
  })

  it('offers the fixed values as choices, the first one chosen', async () => {
    const onAdd = renderForm(fixed)
    expect(screen.queryByLabelText('Amount')).toBeNull()
    expect(screen.getByRole('radio', { name: '€25' })).toBeChecked()
    fireEvent.click(screen.getByRole('radio', { name: '€50' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add to my choice' }))
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(50, null))
  })

  it('sends a personal note trimmed, refuses one above 150 characters (docs/rules/redeem.md; not 160) and sends none when empty', async () => {
    const onAdd = renderForm(custom, added(), { withNote: true })
    const note = screen.getByLabelText('Personal message (optional)')
    expect(screen.getByText('150 characters left')).toBeInTheDocument()
    fireEvent.change(note, { target: { value: 'x'.repeat(151) } })
    submit('40')
    expect(await screen.findByText('Your personal message must be between 1 and 150 characters')).toBeVisible()
    expect(onAdd).not.toHaveBeenCalled()
    fireEvent.change(note, { target: { value: '  Happy birthday!  ' } })
    submit('40')
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(40, 'Happy birthday!'))
    fireEvent.change(note, { target: { value: '   ' } })
    submit('41')
    await waitFor(() => expect(onAdd).toHaveBeenLastCalledWith(41, null))
  })

  it('shows the free balance and offers it as the amount when it fits the range', async () => {
    const onAdd = renderForm(custom, added(), { balance: { currency: 'EUR', value: 75.5 } })
    expect(screen.getByTestId('redeem-free-balance')).toHaveTextContent('Balance still free: €75.50')
    fireEvent.click(screen.getByRole('button', { name: 'Use my balance (€75)' }))
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveValue('75'))
    fireEvent.click(screen.getByRole('button', { name: 'Add to my choice' }))
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(75, null))
  })
})
