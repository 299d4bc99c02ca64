// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import en from '@/i18n/messages/en.json'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { useErrorStore } from '@/stores/error-store'
import { useModalStore } from '@/stores/modal-store'
import type { BasketShipment } from './basket-lines'
import { basketOf, packageOf } from '@/tests/fixtures/basket'
import type { BasketReceiver } from './cart-api'
import { DELIVERY_DATE_MODAL_ID, DeliveryDateModal } from './delivery-date-modal'
import type { SaveDelivery } from './delivery-form-parts'
import { RECEIVER_MODAL_ID, ReceiverModal } from './receiver-modal'
import { lastDeliveryDate, todayIso } from '@/validation/delivery-date'

const bol = packageOf('bol', { title: 'Bol.com', amount: 25, qty: 1, type: 'digital' })
const zalando = packageOf('zalando', { title: 'Zalando', amount: 50, qty: 1, type: 'physical' })
const order = basketOf([{ tag: 'digital-1', type: 'DIGITAL', packages: [bol] }, { tag: 'physical-1', type: 'PHYSICAL', packages: [zalando] }])
const digital: BasketShipment = order.shipments[0]!
const physical: BasketShipment = order.shipments[1]!
const anna: BasketReceiver = { firstName: 'Anna', lastName: 'Peeters', customerType: 'PRIVATE', countryCode: 'BE', email: 'anna@example.com' }

function renderModals(shipment: BasketShipment, onSave: SaveDelivery, onChooseReceiver = vi.fn()) {
  return renderWithTheme(
    <NextIntlClientProvider locale="en" messages={en}>
      <ReceiverModal shipment={shipment} countryCode="BE" language="en" onSave={onSave} />
      <DeliveryDateModal shipment={shipment} onSave={onSave} onChooseReceiver={onChooseReceiver} />
    </NextIntlClientProvider>,
  )
}

const receiverDialog = () => screen.getByRole('dialog', { name: 'Delivery receiver' })
const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })

describe('ReceiverModal', () => {
  beforeEach(() => {
    useModalStore.setState({ open: [RECEIVER_MODAL_ID] })
    useErrorStore.setState({ error: null })
  })

  it('refuses an empty digital receiver and a repeated e-mail that differs, with the shared messages', async () => {
    const onSave = vi.fn<SaveDelivery>()
    renderModals(digital, onSave)
    const dialog = receiverDialog()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(en.validation.firstNameRequired)).toBeInTheDocument()
    expect(within(dialog).getByText(en.validation.emailRequired)).toBeInTheDocument()
    type(dialog, "Receiver's e-mail address", 'anna@example.com')
    type(dialog, "Repeat the receiver's e-mail address", 'anne@example.com')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(en.validation.confirmEmailMismatch)).toBeInTheDocument()
    expect(onSave).not.toHaveBeenCalled()
  })

  it('saves a digital receiver as a private one in the storefront country, keeping the shipment date and time', async () => {
    const onSave = vi.fn<SaveDelivery>().mockResolvedValue([])
    renderModals({ ...digital, deliveryDate: '2099-12-24', deliveryTime: '09:30' }, onSave)
    const dialog = receiverDialog()
    type(dialog, 'First name', ' Anna ')
    type(dialog, 'Last name', 'Peeters')
    type(dialog, "Receiver's e-mail address", 'anna@example.com')
    type(dialog, "Repeat the receiver's e-mail address", 'ANNA@example.com')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({
      shipmentTag: 'digital-1',
      deliveryDate: '2099-12-24',
      deliveryTime: '09:30',
      deliveryAddress: { customerType: 'PRIVATE', firstName: 'Anna', lastName: 'Peeters', countryCode: 'BE', email: 'anna@example.com', confirmEmail: 'ANNA@example.com' },
    }))
    await waitFor(() => expect(useModalStore.getState().open).toEqual([]))
  })

  it('asks for the physical address, validates the postcode of the country and shows a server error at its field', async () => {
    const onSave = vi.fn<SaveDelivery>().mockResolvedValue([{ code: 1001, message: 'This postcode does not exist', parameter: 'input.deliveryAddress.postCode' }])
    renderModals(physical, onSave)
    const dialog = receiverDialog()
    expect(within(dialog).getByLabelText('Country')).toHaveValue('BE')
    type(dialog, 'First name', 'Jan')
    type(dialog, 'Last name', 'Jansen')
    type(dialog, 'Postcode', '12')
    type(dialog, 'House number', '0')
    type(dialog, 'Street', 'Meir')
    type(dialog, 'City', 'Antwerpen')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(en.validation.postcodeInvalid)).toBeInTheDocument()
    expect(within(dialog).getByText(en.validation.houseNumberInvalid)).toBeInTheDocument()
    expect(onSave).not.toHaveBeenCalled()

    type(dialog, 'Postcode', '2000')
    type(dialog, 'House number', '12')
    type(dialog, 'Suffix', 'b')
    type(dialog, 'Apartment, floor, building or c/o (optional)', '2nd floor')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('This postcode does not exist')).toBeInTheDocument()
    expect(onSave).toHaveBeenCalledWith({
      shipmentTag: 'physical-1',
      deliveryDate: null,
      deliveryTime: null,
      deliveryAddress: { customerType: 'PRIVATE', firstName: 'Jan', lastName: 'Jansen', countryCode: 'BE', postCode: '2000', houseNumber: '12', suffix: 'b', street: 'Meir', addressLine2: '2nd floor', city: 'Antwerpen' },
    })
    expect(useModalStore.getState().open).toEqual([RECEIVER_MODAL_ID])
    expect(useErrorStore.getState().error).toBeNull()
  })

  it('clears the form only after the reset is confirmed', async () => {
    renderModals({ ...digital, deliveryAddress: anna }, vi.fn<SaveDelivery>())
    const dialog = receiverDialog()
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Anna')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }))
    let confirm = await screen.findByRole('dialog', { name: 'Clear the receiver?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(useModalStore.getState().open).toEqual([RECEIVER_MODAL_ID]))
    expect(within(receiverDialog()).getByLabelText('First name')).toHaveValue('Anna')

    fireEvent.click(within(receiverDialog()).getByRole('button', { name: 'Reset' }))
    confirm = await screen.findByRole('dialog', { name: 'Clear the receiver?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, clear' }))
    await waitFor(() => expect(within(receiverDialog()).getByLabelText('First name')).toHaveValue(''))
    expect(within(receiverDialog()).getByLabelText("Receiver's e-mail address")).toHaveValue('')
  })
})

describe('DeliveryDateModal', () => {
  beforeEach(() => {
    useModalStore.setState({ open: [DELIVERY_DATE_MODAL_ID] })
  })

  it('sends the shopper to the receiver first when the shipment has none', () => {
    const onChooseReceiver = vi.fn()
    renderModals(digital, vi.fn<SaveDelivery>(), onChooseReceiver)
    const dialog = screen.getByRole('dialog', { name: 'Delivery date and time' })
    expect(within(dialog).getByText(/Choose the receiver first/)).toBeInTheDocument()
    expect(within(dialog).queryByLabelText('Delivery date', { selector: 'input' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose the receiver' }))
    expect(onChooseReceiver).toHaveBeenCalled()
  })

  it('refuses a date in the past or over a year ahead and saves a later date together with the saved receiver', async () => {
    const onSave = vi.fn<SaveDelivery>().mockResolvedValue([])
    renderModals({ ...digital, deliveryAddress: anna }, onSave)
    const dialog = screen.getByRole('dialog', { name: 'Delivery date and time' })
    const input = within(dialog).getByLabelText('Delivery date', { selector: 'input' })
    expect(input).toHaveAttribute('min', todayIso())
    fireEvent.change(input, { target: { value: '2020-01-01' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(en.checkout.shipping.deliveryDateInvalid)).toBeInTheDocument()
    expect(onSave).not.toHaveBeenCalled()

    fireEvent.change(input, { target: { value: '2099-12-24' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(en.checkout.shipping.deliveryDateInvalid)).toBeInTheDocument()
    expect(input).toHaveAttribute('max', lastDeliveryDate(todayIso()))
    expect(onSave).not.toHaveBeenCalled()

    // A month ahead: well inside the window, whatever the time zone of the machine running the test.
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    fireEvent.change(input, { target: { value: inAMonth } })
    // The save button ignores clicks while the previous submit is still validating (docs/rules/basket.md loading).
    await waitFor(() => {
      if (onSave.mock.calls.length === 0) fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
      expect(onSave).toHaveBeenCalled()
    }, { timeout: 5_000 })
    expect(onSave).toHaveBeenLastCalledWith({
      shipmentTag: 'digital-1',
      deliveryDate: inAMonth,
      deliveryTime: null,
      deliveryAddress: expect.objectContaining({ customerType: 'PRIVATE', firstName: 'Anna', lastName: 'Peeters', countryCode: 'BE', email: 'anna@example.com', confirmEmail: 'anna@example.com' }),
    })
    await waitFor(() => expect(useModalStore.getState().open).toEqual([]))
  })

  it('sends no date (as soon as possible) when the field is emptied', async () => {
    const onSave = vi.fn<SaveDelivery>().mockResolvedValue([])
    renderModals({ ...digital, deliveryAddress: anna, deliveryDate: '2099-12-24' }, onSave)
    const dialog = screen.getByRole('dialog', { name: 'Delivery date and time' })
    fireEvent.change(within(dialog).getByLabelText('Delivery date', { selector: 'input' }), { target: { value: '' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ shipmentTag: 'digital-1', deliveryDate: null })), { timeout: 5_000 })
  })

  it('lets a digital shipment choose the time its e-mail goes out: on the quarter hour, with a date', async () => {
    const onSave = vi.fn<SaveDelivery>().mockResolvedValue([])
    renderModals({ ...digital, deliveryAddress: anna }, onSave)
    const dialog = screen.getByRole('dialog', { name: 'Delivery date and time' })
    const time = within(dialog).getByLabelText('Delivery time', { selector: 'input' })
    expect(time).toHaveAttribute('step', '900')
    fireEvent.change(time, { target: { value: '09:30' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(en.checkout.shipping.deliveryTimeInvalid)).toBeInTheDocument()

    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    fireEvent.change(within(dialog).getByLabelText('Delivery date', { selector: 'input' }), { target: { value: inAMonth } })
    fireEvent.change(time, { target: { value: '09:20' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(within(dialog).getByText(en.checkout.shipping.deliveryTimeInvalid)).toBeInTheDocument())
    expect(onSave).not.toHaveBeenCalled()

    fireEvent.change(time, { target: { value: '09:45' } })
    await waitFor(() => {
      if (onSave.mock.calls.length === 0) fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
      expect(onSave).toHaveBeenCalled()
    }, { timeout: 5_000 })
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ shipmentTag: 'digital-1', deliveryDate: inAMonth, deliveryTime: '09:45' }))
  })

  it('shows the API refusing a time already past at the time field', async () => {
    const onSave = vi.fn<SaveDelivery>().mockResolvedValue([{ code: 1002, message: 'This time has passed', parameter: 'input.deliveryTime' }])
    renderModals({ ...digital, deliveryAddress: anna }, onSave)
    const dialog = screen.getByRole('dialog', { name: 'Delivery date and time' })
    fireEvent.change(within(dialog).getByLabelText('Delivery date', { selector: 'input' }), { target: { value: todayIso() } })
    fireEvent.change(within(dialog).getByLabelText('Delivery time', { selector: 'input' }), { target: { value: '00:00' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('This time has passed')).toBeInTheDocument()
    expect(useModalStore.getState().open).toEqual([DELIVERY_DATE_MODAL_ID])
  })

  it('offers a physical shipment a date only: the post delivers on a day', () => {
    renderModals({ ...physical, deliveryAddress: { ...anna, street: 'Meir', houseNumber: '1', postCode: '2000', city: 'Antwerpen' } }, vi.fn<SaveDelivery>())
    const dialog = screen.getByRole('dialog', { name: 'Delivery date and time' })
    expect(within(dialog).getByLabelText('Delivery date', { selector: 'input' })).toBeInTheDocument()
    expect(within(dialog).queryByLabelText('Delivery time', { selector: 'input' })).toBeNull()
  })
})
