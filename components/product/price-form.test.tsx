// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '@/i18n/messages/en.json'
import { basketOf, packageOf } from '@/tests/fixtures/basket'
import * as cartApi from '@/components/basket/cart-api'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { useCartStore } from '@/stores/cart-store'
import { useErrorStore } from '@/stores/error-store'
import { useModalStore } from '@/stores/modal-store'
import { PriceForm, type PriceFormTexts } from './price-form'
import type { VariationOption } from './price-form-model'

vi.mock('@/components/basket/cart-api', () => ({ addToCart: vi.fn() }))

const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'en', countryCode: 'BE' }
const options: VariationOption[] = [
  { type: 'digital', variationId: '11', currency: 'EUR', amounts: [25, 50], custom: { min: 10, max: 150, currency: 'EUR' } },
  { type: 'physical', variationId: '12', currency: 'EUR', amounts: [25, 50], custom: null },
]
const priceErrors = { required: 'Required', priceRange: 'Between €10 and €150', priceNoDecimals: 'No decimals' }
const texts: PriceFormTexts = {
  variationLegend: 'Choose digital or physical',
  variations: { digital: { label: 'Digital', delivery: 'By e-mail' }, physical: { label: 'Physical', delivery: 'By post' } },
  amountLegend: 'Choose an amount',
  otherAmount: 'Other amount',
  customAmount: { digital: { label: 'Other amount in €', hint: 'Between €10 and €150', errors: priceErrors } },
  singlePrice: null,
  quantity: 'Number of gift cards',
  quantityError: 'Choose a number between 1 and 20',
  total: 'Total price',
  totalInvalid: 'Choose a valid amount',
  basket: {
    addToBasket: 'Add to basket',
    wrapperLegend: 'Wrapper (optional)',
    noWrapper: 'No wrapper',
    wrapperNames: { birthday: 'Birthday envelope', 'birthday-digital': 'Birthday e-card design' },
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
const addButton = () => screen.getByRole('button', { name: 'Add to basket' })
const basket = basketOf([{ tag: 'digital-1', type: 'DIGITAL', packages: [packageOf('bol', { title: 'Bol.com', amount: 50, qty: 3, type: 'digital' })] }])

describe('PriceForm add to basket', () => {
  beforeEach(() => {
    useModalStore.setState({ open: [] })
    useErrorStore.setState({ error: null })
    useCartStore.setState({ cartQuantity: 0 })
    window.dataLayer = []
  })
  afterEach(() => vi.mocked(cartApi.addToCart).mockReset())

  it('blocks adding while the amount, quantity or message breaks a rule, and says why at the field', async () => {
    renderForm()
    fireEvent.click(screen.getByRole('radio', { name: 'Other amount' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Other amount in €' }), { target: { value: '5' } })
    expect(await screen.findByText('Between €10 and €150', { selector: 'p[id$="-error"]' })).toBeInTheDocument()
    await waitFor(() => expect(addButton()).toBeDisabled())

    fireEvent.change(screen.getByRole('textbox', { name: 'Other amount in €' }), { target: { value: '40' } })
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Number of gift cards' }), { target: { value: '21' } })
    expect(await screen.findByText('Choose a number between 1 and 20')).toBeInTheDocument()
    await waitFor(() => expect(addButton()).toBeDisabled())

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Number of gift cards' }), { target: { value: '20' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Personal message (optional)' }), { target: { value: 'Party 🎉' } })
    expect(await screen.findByText('No emojis')).toBeInTheDocument()
    await waitFor(() => expect(addButton()).toBeDisabled())

    fireEvent.change(screen.getByRole('textbox', { name: 'Personal message (optional)' }), { target: { value: 'Party!' } })
    await waitFor(() => expect(addButton()).toBeEnabled())
    expect(screen.getByText('144 characters left')).toBeInTheDocument()
  })

  it('sends the chosen variation, whole amount, quantity and extras, then counts, tracks and confirms', async () => {
    vi.mocked(cartApi.addToCart).mockResolvedValue({ order: basket, errors: [] })
    renderForm()
    fireEvent.click(screen.getByRole('radio', { name: /Physical/ }))
    fireEvent.click(screen.getByRole('radio', { name: '€50' }))
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Number of gift cards' }), { target: { value: '3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Choose a wrapper' }))
    const wrapperDialog = await screen.findByRole('dialog', { name: 'Choose a wrapper' })
    fireEvent.click(within(wrapperDialog).getByRole('radio', { name: /Birthday envelope/ }))
    fireEvent.click(within(wrapperDialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose a wrapper' })).toBeNull())
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add gift packing (€2.95)' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Personal message (optional)' }), { target: { value: '  Enjoy!  ' } })
    await waitFor(() => expect(addButton()).toBeEnabled())
    fireEvent.click(addButton())

    const dialog = await screen.findByRole('dialog', { name: 'Added to your basket' })
    expect(cartApi.addToCart).toHaveBeenCalledWith(shopper, { variationId: '12', amount: 50, quantity: 3, wrapperId: 'birthday', giftPacking: true, message: 'Enjoy!' })
    expect(within(dialog).getByText('3 × Bol.com (€50)')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'To the basket' })).toHaveAttribute('href', '/basket/')
    expect(within(dialog).getByRole('button', { name: 'Continue shopping' })).toBeInTheDocument()
    expect(useCartStore.getState().cartQuantity).toBe(3)
    expect(window.dataLayer).toContainEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: 150, items: [{ item_id: '7', item_name: 'Bol.com', item_variant: 'physical', price: 50, currency: 'EUR', quantity: 3 }] },
    })
  })

  it('offers gift packing for physical cards only', () => {
    renderForm()
    expect(screen.queryByRole('checkbox', { name: /gift packing/ })).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: /Physical/ }))
    expect(screen.getByRole('checkbox', { name: /gift packing/ })).toBeInTheDocument()
  })

  it('shows out of stock (2031) and the Apple limit (2015) in the error modal, nothing added', async () => {
    for (const code of [2031, 2015]) {
      useErrorStore.setState({ error: null })
      vi.mocked(cartApi.addToCart).mockResolvedValueOnce({ order: null, errors: [{ code, message: `error ${code}`, parameter: null }] })
      const { unmount } = renderForm()
      await waitFor(() => expect(addButton()).toBeEnabled())
      fireEvent.click(addButton())
      await waitFor(() => expect(useErrorStore.getState().error).toEqual({ code, message: `error ${code}`, parameter: null }))
      expect(useModalStore.getState().open).not.toContain('added-to-basket')
      expect(window.dataLayer).toEqual([])
      unmount()
    }
  })

  it('shows a field error of the API (referencedRequestParameter) at that field', async () => {
    vi.mocked(cartApi.addToCart).mockResolvedValue({ order: null, errors: [{ code: 3021, message: 'This message cannot be sent', parameter: 'input.message' }] })
    renderForm()
    fireEvent.change(screen.getByRole('textbox', { name: 'Personal message (optional)' }), { target: { value: 'Hello' } })
    await waitFor(() => expect(addButton()).toBeEnabled())
    fireEvent.click(addButton())
    expect(await screen.findByText('This message cannot be sent')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Personal message (optional)' })).toHaveAttribute('aria-invalid', 'true')
    expect(useErrorStore.getState().error).toBeNull()
  })
})
