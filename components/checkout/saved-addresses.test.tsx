// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InformationForm } from './information-form'
import { withSavedAddress, type SavedAddress } from './saved-addresses'
import { emptyInformation } from './step-values'
import { CheckoutTestProviders } from './test-providers'

const countries = [{ id: 'BE', label: 'Belgium' }, { id: 'NL', label: 'Netherlands' }]
const home: SavedAddress = {
  id: 'a1', customerType: 'PRIVATE', firstName: 'Lotte', lastName: 'Peeters', companyName: null, vatNumber: null, kvkNumber: null, invoiceEmail: null,
  phoneNumber: '+32 470 12 34 56', street: 'Veldstraat', houseNumber: '12', suffix: null, addressLine2: null, postCode: '9000', city: 'Gent', countryCode: 'BE',
}
const office: SavedAddress = {
  id: 'a2', customerType: 'BUSINESS', firstName: 'Lotte', lastName: 'Peeters', companyName: 'Peeters bv', vatNumber: 'BE0123456749', kvkNumber: '0123456749',
  invoiceEmail: 'facturen@peeters.be', phoneNumber: null, street: 'Keizersgracht', houseNumber: '1', suffix: 'A', addressLine2: '3e verdieping', postCode: '1015 CJ', city: 'Amsterdam', countryCode: 'NL',
}
const account = { ...emptyInformation('BE'), firstName: 'Lotte', lastName: 'Peeters', email: 'lotte@example.com', confirmEmail: 'lotte@example.com', phoneNumber: '+32 470 00 00 00' }

function renderForm(savedAddresses: SavedAddress[]) {
  const onSubmit = vi.fn()
  const defaultValues = savedAddresses[0] ? withSavedAddress(account, savedAddresses[0]) : account
  render(
    <InformationForm defaultValues={defaultValues} countries={countries} showCreateAccount={false} savedAddresses={savedAddresses} termsHref="/terms/" privacyHref="/privacy/" onSubmit={onSubmit} />,
    { wrapper: CheckoutTestProviders },
  )
  return onSubmit
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value
const choices = () => screen.getByRole('group', { name: 'Your saved addresses' })

describe('InformationForm with saved addresses', () => {
  afterEach(cleanup)

  it('offers the saved addresses with the most recent one chosen and filled in', () => {
    renderForm([home, office])
    const radios = within(choices()).getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      'Lotte Peeters, Veldstraat 12, 9000 Gent, Belgium',
      'Peeters bv, Lotte Peeters, Keizersgracht 1 A, 3e verdieping, 1015 CJ Amsterdam, Netherlands',
      'Use another address',
    ])
    expect(within(choices()).getByRole('radio', { name: /Veldstraat/ })).toHaveProperty('checked', true)
    expect([value('Street'), value('House number'), value('Postcode'), value('City'), value('Country')]).toEqual(['Veldstraat', '12', '9000', 'Gent', 'BE'])
  })

  it('fills the form with the chosen address, which is what is submitted', async () => {
    const onSubmit = renderForm([home, office])
    fireEvent.click(within(choices()).getByRole('radio', { name: /Keizersgracht/ }))
    expect(within(choices()).getByRole('radio', { name: /Keizersgracht/ })).toHaveProperty('checked', true)
    expect(screen.getByRole('radio', { name: 'Business' })).toHaveProperty('checked', true)
    expect([value('Company name'), value('Street'), value('House number'), value('Suffix'), value('Apartment, floor, building or c/o (optional)'), value('Postcode'), value('City'), value('Country')])
      .toEqual(['Peeters bv', 'Keizersgracht', '1', 'A', '3e verdieping', '1015 CJ', 'Amsterdam', 'NL'])
    // The address has no phone number: the one the form had stays.
    expect(value('Phone number')).toBe('+32 470 12 34 56')
    // The reference belongs to one order, so it is not saved with the address.
    expect(value('Reference or cost centre')).toBe('')
    fireEvent.change(screen.getByLabelText('Reference or cost centre'), { target: { value: 'PO-7' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions and the privacy statement' }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue to shipping' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      customerType: 'BUSINESS', companyName: 'Peeters bv', vatNumber: 'BE0123456749', kvkNumber: '0123456749', street: 'Keizersgracht', city: 'Amsterdam',
      countryCode: 'NL', referenceNumber: 'PO-7', email: 'lotte@example.com',
    })
  })

  it('empties the postal address for another address', () => {
    renderForm([home])
    fireEvent.click(within(choices()).getByRole('radio', { name: 'Use another address' }))
    expect([value('Street'), value('House number'), value('Postcode'), value('City')]).toEqual(['', '', '', ''])
    expect(value('First name')).toBe('Lotte')
  })

  it('shows no choice without saved addresses', () => {
    renderForm([])
    expect(screen.queryByRole('group', { name: 'Your saved addresses' })).toBeNull()
    expect(value('Street')).toBe('')
  })
})
