// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import en from '@/i18n/messages/en.json'
import * as cartApi from '@/components/basket/cart-api'
import { basketOf, packageOf } from '@/tests/fixtures/basket'
import { openModalWith } from '@/tests/helpers/modal-round-trip'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { useModalStore } from '@/stores/modal-store'
import { PriceForm, type PriceFormTexts } from './price-form'
import type { VariationOption } from './price-form-model'

vi.mock('@/components/basket/cart-api', () => ({ addToCart: vi.fn() }))

const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'en', countryCode: 'BE' }
const options: VariationOption[] = [
  { type: 'digital', variationId: '11', currency: 'EUR', amounts: [25, 50], custom: null },
  { type: 'physical', variationId: '12', currency: 'EUR', amounts: [25, 50], custom: null },
]
const wrapperNames = {
  birthday: 'Birthday envelope', 'thank-you': 'Thank-you envelope', festive: 'Festive envelope',
  'birthday-digital': 'Birthday e-card design', 'thank-you-digital': 'Thank-you e-card design', 'festive-digital': 'Festive e-card design',
}
const texts: PriceFormTexts = {
  variationLegend: 'Choose digital or physical',
  variations: { digital: { label: 'Digital', delivery: 'By e-mail' }, physical: { label: 'Physical', delivery: 'By post' } },
  amountLegend: 'Choose an amount',
  otherAmount: 'Other amount',
  customAmount: {},
  singlePrice: null,
  quantity: 'Number of gift cards',
  quantityError: 'Choose a number between 1 and 20',
  total: 'Total price',
  totalInvalid: 'Choose a valid amount',
  basket: {
    addToBasket: 'Add to basket',
    wrapperLegend: 'Wrapper (optional)',
    noWrapper: 'No wrapper',
    wrapperNames,
    wrapperChoice: { title: 'Choose a wrapper', choose: 'Choose a wrapper', change: 'Change', confirm: 'Confirm' },
    free: 'Free',
    giftPacking: 'Add gift packing (€2.95)',
    messageLabel: 'Personal message (optional)',
    messageHint: '1 to 150 characters',
    messageErrors: { noteEmpty: 'Write a message', noteLength: 'Between 1 and 150 characters', noteEmoji: 'No emojis', invalidCharacters: 'Characters not allowed' },
    added: { title: 'Added to your basket', continueShopping: 'Continue shopping', toBasket: 'To the basket' },
  },
}

function renderForm() {
  return renderWithTheme(
    <NextIntlClientProvider locale="en" messages={en}>
      <PriceForm options={options} locale="en-BE" texts={texts} shopper={shopper} product={{ id: '7', title: 'Bol.com' }} basketHref="/basket/" />
    </NextIntlClientProvider>,
  )
}

const tiles = (dialog: HTMLElement) => within(within(dialog).getByRole('group', { name: 'Wrapper (optional)' })).getAllByRole('radio')
  .map((radio) => radio.closest('label')?.textContent)
const checked = (dialog: HTMLElement) => within(dialog).getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked)

describe('WrapperChoiceModal', () => {
  beforeEach(() => useModalStore.setState({ open: [] }))

  it("shows the designs of the card's delivery type with their prices, and the chosen one fills the form", async () => {
    vi.mocked(cartApi.addToCart).mockResolvedValue({ order: basketOf([{ tag: 'physical-1', type: 'PHYSICAL', packages: [packageOf('bol', { title: 'Bol.com', amount: 25, qty: 1, type: 'physical' })] }]), errors: [] })
    renderForm()
    expect(screen.getByText('No wrapper')).toBeInTheDocument()
    const trigger = screen.getByRole('button', { name: 'Choose a wrapper' })
    const digital = await openModalWith(trigger, 'Choose a wrapper')
    expect(tiles(digital.dialog)).toEqual(['No wrapper', 'Birthday e-card designFree', 'Thank-you e-card designFree', 'Festive e-card designFree'])
    await digital.closeWithEscape()

    fireEvent.click(screen.getByRole('radio', { name: /Physical/ }))
    const physical = await openModalWith(trigger, 'Choose a wrapper')
    expect(tiles(physical.dialog)).toEqual(['No wrapper', 'Birthday envelope€1.95', 'Thank-you envelope€1.95', 'Festive envelope€1.95'])
    // The form's choice (none yet) is marked and has the focus.
    expect(checked(physical.dialog)).toHaveAccessibleName('No wrapper')
    expect(checked(physical.dialog)).toHaveFocus()
    fireEvent.click(within(physical.dialog).getByRole('radio', { name: /Festive envelope/ }))
    fireEvent.click(within(physical.dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('Festive envelope, €1.95')).toBeInTheDocument()
    expect(trigger).toHaveFocus()
    expect(trigger).toHaveTextContent('Change')

    const again = await openModalWith(trigger, 'Choose a wrapper')
    expect(checked(again.dialog)).toHaveAccessibleName(/Festive envelope/)
    await again.closeWithEscape()

    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }))
    await waitFor(() => expect(cartApi.addToCart).toHaveBeenCalledWith(shopper, expect.objectContaining({ variationId: '12', wrapperId: 'festive' })))
  })

  it('Escape keeps the wrapper of the form, whatever was clicked in the modal', async () => {
    renderForm()
    const trigger = screen.getByRole('button', { name: 'Choose a wrapper' })
    const { dialog, closeWithEscape } = await openModalWith(trigger, 'Choose a wrapper')
    fireEvent.click(within(dialog).getByRole('radio', { name: /Birthday e-card design/ }))
    await closeWithEscape()
    expect(screen.getByText('No wrapper')).toBeInTheDocument()
    expect(trigger).toHaveTextContent('Choose a wrapper')
  })
})
