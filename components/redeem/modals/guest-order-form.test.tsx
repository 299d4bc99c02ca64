// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CheckoutTestProviders } from '@/components/checkout/test-providers'
import { countryOptions } from '@/components/forms/country-options'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { GuestOrderForm, type GuestOrderSaveResult, type GuestOrderValues } from './guest-order-form'

const EMPTY: GuestOrderValues = { firstName: '', lastName: '', countryCode: 'BE', postCode: '', houseNumber: '', suffix: '', street: '', addressLine2: '', city: '', email: '', confirmEmail: '' }

function renderForm(onSave: (values: GuestOrderValues) => Promise<GuestOrderSaveResult>) {
  renderWithTheme(
    <CheckoutTestProviders>
      <GuestOrderForm defaultValues={EMPTY} countries={countryOptions('en')} onSave={onSave} />
    </CheckoutTestProviders>,
  )
}

/** Submits and waits until the submission is over (a busy button ignores clicks). */
async function submit() {
  const button = screen.getByRole('button', { name: 'Save address and continue' })
  fireEvent.click(button)
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'))
}

function fill(values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } })
}

const VALID = {
  'First name': 'Lies', 'Last name': 'Maes', Postcode: '9000', 'House number': '12', Street: 'Veldstraat', City: 'Gent',
  'E-mail address': 'lies@example.com', 'Repeat e-mail address': 'lies@example.com',
}

describe('GuestOrderForm (docs/rules/redeem.md guest delivery modal)', () => {
  it('asks every required field, checks the postcode against the chosen country and sends nothing until valid', async () => {
    const onSave = vi.fn(async (_values: GuestOrderValues): Promise<GuestOrderSaveResult> => ({ ok: true }))
    renderForm(onSave)
    await submit()
    expect(await screen.findByText('First name is a required field')).toBeInTheDocument()
    expect(screen.getByLabelText('Street', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('City', { exact: true })).toHaveAttribute('aria-invalid', 'true')

    fill({ ...VALID, Postcode: '1012 AB' })
    await submit()
    await waitFor(() => expect(screen.getByLabelText('Postcode', { exact: true })).toHaveAttribute('aria-invalid', 'true'))
    expect(onSave).not.toHaveBeenCalled()

    // The same postcode is right once the address is in the Netherlands.
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'NL' } })
    await submit()
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0]![0]).toMatchObject({ countryCode: 'NL', postCode: '1012 AB', street: 'Veldstraat', email: 'lies@example.com' })
  })

  it('refuses a repeated e-mail address that differs', async () => {
    const onSave = vi.fn(async () => ({ ok: true }) as const)
    renderForm(onSave)
    fill({ ...VALID, 'Repeat e-mail address': 'other@example.com' })
    await submit()
    await waitFor(() => expect(screen.getByLabelText('Repeat e-mail address', { exact: true })).toHaveAttribute('aria-invalid', 'true'))
    expect(onSave).not.toHaveBeenCalled()
  })

  it("places the API's errors at their fields and shows the rest above the form", async () => {
    const onSave = vi.fn(async (): Promise<GuestOrderSaveResult> => ({ ok: false, fields: { city: 'Unknown city from the API' }, form: 'Something else went wrong' }))
    renderForm(onSave)
    fill(VALID)
    await submit()
    expect(await screen.findByText('Unknown city from the API')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Something else went wrong')
    await waitFor(() => expect(screen.getByLabelText('City', { exact: true })).toHaveFocus())
  })
})
