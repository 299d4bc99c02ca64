// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InformationForm, type InformationFormProps } from './information-form'
import { emptyInformation } from './step-values'
import { CheckoutTestProviders } from './test-providers'

const countries = [{ id: 'BE', label: 'Belgium' }, { id: 'NL', label: 'Netherlands' }, { id: 'DE', label: 'Germany' }]

function renderForm(props: Partial<InformationFormProps> = {}) {
  const onSubmit = vi.fn()
  render(
    <InformationForm defaultValues={emptyInformation('BE')} countries={countries} showCreateAccount termsHref="/terms/" privacyHref="/privacy/" onSubmit={onSubmit} {...props} />,
    { wrapper: CheckoutTestProviders },
  )
  return onSubmit
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to shipping' }))

function fillPrivate(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'First name': 'Anna', 'Last name': 'Peeters', 'E-mail address': 'anna@example.be', 'Repeat e-mail address': 'anna@example.be',
    'Phone number': '+32 470 12 34 56', Postcode: '1000', 'House number': '12', Street: 'Grote Markt', City: 'Brussel', ...overrides,
  }
  for (const [label, value] of Object.entries(values)) type(label, value)
  fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions and the privacy statement' }))
}

describe('InformationForm', () => {
  afterEach(cleanup)

  it('names every missing required field and does not submit', async () => {
    const onSubmit = renderForm()
    submit()
    for (const message of [
      'First name is a required field', 'Last name is a required field', 'E-mail address is a required field', 'Please confirm your e-mail address',
      'Phone number is a required field', 'Street is a required field', 'House number is a required field', 'Postcode is a required field',
      'City is a required field', 'Please accept the terms and conditions and the privacy statement',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy()
    }
    expect(field('First name').getAttribute('aria-invalid')).toBe('true')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('submits a complete private order', async () => {
    const onSubmit = renderForm()
    fillPrivate()
    submit()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ customerType: 'PRIVATE', firstName: 'Anna', email: 'anna@example.be', countryCode: 'BE', postCode: '1000', acceptTerms: true })
  })

  it('asks business customers for company, VAT, registration number and reference', async () => {
    const onSubmit = renderForm()
    expect(screen.queryByLabelText('Company name')).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: 'Business' }))
    expect(field('Company name')).toBeTruthy()
    fillPrivate()
    submit()
    for (const message of ['Company name is a required field', 'VAT number is a required field', 'Company registration number is a required field', 'Reference or cost centre is a required field']) {
      expect(await screen.findByText(message)).toBeTruthy()
    }
    expect(onSubmit).not.toHaveBeenCalled()
    type('Company name', 'Peeters BV')
    type('VAT number', 'BE0123456789')
    type('Company registration number', '0123456789')
    type('Reference or cost centre', 'KP-42')
    submit()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ customerType: 'BUSINESS', companyName: 'Peeters BV', vatNumber: 'BE0123456789', referenceNumber: 'KP-42' })
  })

  it('refuses a repeated e-mail address that differs', async () => {
    const onSubmit = renderForm()
    fillPrivate({ 'Repeat e-mail address': 'anna@example.nl' })
    submit()
    expect(await screen.findByText('The e-mail addresses do not match')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("checks the postcode against the chosen country's format", async () => {
    const onSubmit = renderForm()
    fillPrivate({ Postcode: '1011 AB' })
    submit()
    // A Dutch postcode is not a Belgian one…
    expect(await screen.findByText('Please enter a valid postcode')).toBeTruthy()
    // …but it is in the Netherlands.
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'NL' } })
    type('Phone number', '+31 6 12345678')
    submit()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ countryCode: 'NL', postCode: '1011 AB' })
    // Germany excludes 01000 (docs/rules/validation.md).
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'DE' } })
    type('Postcode', '01000')
    submit()
    expect(await screen.findByText('Please enter a valid postcode')).toBeTruthy()
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('asks for a valid password only when a guest creates an account', async () => {
    const onSubmit = renderForm()
    fillPrivate()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Create an account with this order' }))
    type('Password', 'short')
    submit()
    expect(await screen.findByText('Your password must be at least 8 characters long')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("shows the API's errors at their fields", async () => {
    renderForm({ serverErrors: [{ field: 'postCode', message: 'Dit is geen geldige postcode.' }] })
    expect(await screen.findByText('Dit is geen geldige postcode.')).toBeTruthy()
    expect(field('Postcode').getAttribute('aria-invalid')).toBe('true')
  })
})
