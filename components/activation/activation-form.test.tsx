// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'
import en from '@/i18n/messages/en.json'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { ActivationForm, type ActivationFormProps } from './activation-form'

const PREFIX = '600000042'
/** 600000042123456789 + its Luhn check digit. */
const VALID = '6000000421234567891'
const options = { available: true, prefixes: [PREFIX], minAmount: { currency: 'EUR', value: 10 }, maxAmount: { currency: 'EUR', value: 150 } }

function renderForm(onSubmit: ActivationFormProps['onSubmit'] = vi.fn(async () => [])) {
  renderWithTheme(
    <NextIntlClientProvider locale="en" messages={en}>
      <ActivationForm options={options} locale="en-BE" defaultValues={{ cardNumber: '', pin: '', email: '', amount: '' }} busy={false} alert={null} onSubmit={onSubmit} />
    </NextIntlClientProvider>,
  )
  return onSubmit
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }))

describe('ActivationForm', () => {
  it('groups the card number in fours as it is typed, like the balance check', () => {
    renderForm()
    fill('Card number', VALID)
    expect(screen.getByLabelText('Card number')).toHaveValue('6000 0004 2123 4567 891')
  })

  it('marks every broken rule at its field with a translated text, and sends nothing', async () => {
    const onSubmit = renderForm()
    submit()
    expect(await screen.findByText(en.validation.choiceCardNumberRequired)).toBeVisible()
    expect(screen.getByText(en.validation.pinRequired)).toBeVisible()
    expect(screen.getByText(en.validation.emailRequired)).toBeVisible()
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true')
    fill('Card number', '6000000431234567890')
    fill('PIN', '12345')
    fill('E-mail address', 'buyer@')
    fill('Amount', '200')
    submit()
    expect(await screen.findByText(en.activation.errors.prefixMismatch)).toBeVisible()
    expect(screen.getByText(en.validation.pinInvalid)).toBeVisible()
    expect(screen.getByText(en.activation.errors.invalidEmail)).toBeVisible()
    expect(screen.getByText(/Please choose an amount between €10 and €150/)).toBeVisible()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends the digits, the PIN, the trimmed e-mail and the whole amount, then shows the server errors at their fields', async () => {
    const onSubmit = renderForm(vi.fn(async () => [{ field: 'cardNumber' as const, message: 'This card has already been activated.' }]))
    fill('Card number', VALID)
    fill('PIN', ' 271828 ')
    fill('E-mail address', ' buyer@example.be ')
    fill('Amount', '40')
    submit()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ cardNumber: VALID, pin: '271828', email: 'buyer@example.be', amount: 40 }))
    expect(await screen.findByText('This card has already been activated.')).toBeVisible()
    // Focus moves in an effect after the error renders: wait for it (a loaded machine is slower).
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveFocus())
  })
})
