// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useModalStore } from '@/stores/modal-store'
import { openModalWith } from '@/tests/helpers/modal-round-trip'
import { PaymentMethodList, type PaymentSelection } from './payment-method-list'
import { CheckoutTestProviders } from './test-providers'

const METHODS = [
  { id: 'ideal', banks: [{ id: 'INGBNL2A', issuer: 'ING' }, { id: 'RABONL2U', issuer: 'Rabobank' }, { id: 'SNSBNL2A', issuer: 'SNS' }] },
  { id: 'paypal', banks: [] },
]

/** The list as the payment step holds it: the selection lives outside and comes back in. */
function List({ showErrors = false }: { showErrors?: boolean }) {
  const [selection, setSelection] = useState<PaymentSelection>({ methodId: 'ideal', issuerId: null })
  return <PaymentMethodList methods={METHODS} selection={selection} onChange={setSelection} showErrors={showErrors} />
}

const renderList = (showErrors = false) => render(<List showErrors={showErrors} />, { wrapper: CheckoutTestProviders })

describe('BankChoiceModal', () => {
  beforeEach(() => useModalStore.setState({ open: [] }))
  afterEach(cleanup)

  it("lists the method's banks, sets the confirmed one, and the Change button reopens it with that bank marked", async () => {
    renderList()
    expect(screen.getByText('No bank chosen yet')).toBeTruthy()
    const trigger = screen.getByRole('button', { name: 'Choose your bank' })
    const first = await openModalWith(trigger, 'Choose your bank')
    const banks = within(first.dialog).getByRole('group', { name: 'Banks for iDEAL' })
    expect(within(banks).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['ING', 'Rabobank', 'SNS'])
    expect(within(banks).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([])
    fireEvent.click(within(banks).getByRole('radio', { name: 'Rabobank' }))
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Confirm' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('Bank: Rabobank')).toBeTruthy()
    // The same button, now named for what it does next, keeps the focus.
    expect(trigger).toHaveFocus()
    expect(trigger.textContent).toBe('Change')

    const again = await openModalWith(trigger, 'Choose your bank')
    const rabobank = within(again.dialog).getByRole('radio', { name: 'Rabobank' })
    expect(rabobank).toBeChecked()
    expect(rabobank).toHaveFocus()
    await again.closeWithEscape()
  })

  it('Escape keeps the bank chosen before, whatever was clicked in the modal', async () => {
    renderList()
    const trigger = screen.getByRole('button', { name: 'Choose your bank' })
    const { dialog, closeWithEscape } = await openModalWith(trigger, 'Choose your bank')
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'SNS' }))
    await closeWithEscape()
    expect(screen.getByText('No bank chosen yet')).toBeTruthy()
  })

  it('says that paying needs a bank, tied to the button that chooses it', () => {
    renderList(true)
    const trigger = screen.getByRole('button', { name: 'Choose your bank' })
    expect(trigger).toHaveAccessibleDescription('No bank chosen yet Please choose your bank')
  })
})
