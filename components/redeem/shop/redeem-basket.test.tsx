// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'
import en from '@/i18n/messages/en.json'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { RedeemBasket } from './redeem-basket'
import type { RedeemOrderView } from './redeem-operations'

const eur = (value: number) => ({ currency: 'EUR', value })
const pkg = (id: string, title: string, value: number) => ({
  id,
  totalPrice: eur(value),
  giftcardItem: { qty: 1, variation: { id: `v-${id}`, title: `${title} ${value}`, price: eur(value), product: { title, image: '/a.svg', backgroundColor: '#fff' } } },
})

const view: Pick<RedeemOrderView, 'order' | 'balance' | 'priceToPay' | 'remainingBalance'> = {
  order: { id: 'o1', status: 'CART', shipments: [{ id: 's1', packages: [pkg('p1', 'Bol', 30), pkg('p2', 'Red Cross', 40)] }], totals: { grandTotal: eur(70) } },
  balance: eur(50),
  priceToPay: eur(20),
  remainingBalance: eur(0),
}

function renderBasket(props: Partial<Parameters<typeof RedeemBasket>[0]> = {}) {
  renderWithTheme(
    <NextIntlClientProvider locale="en" messages={en}>
      <RedeemBasket view={view} locale="en-BE" {...props} />
    </NextIntlClientProvider>,
  )
}

describe('RedeemBasket', () => {
  it('lists the chosen cards and the totals: balance, chosen, price to pay, remaining balance', () => {
    renderBasket()
    const basket = screen.getByRole('region', { name: 'Your choice' })
    expect(within(basket).getAllByTestId('redeem-package').map((item) => item.textContent)).toEqual(['Bol €30', 'Red Cross €40'])
    expect(within(basket).getByTestId('redeem-balance')).toHaveTextContent('€50')
    expect(within(basket).getByTestId('redeem-chosen')).toHaveTextContent('€70')
    expect(within(basket).getByTestId('redeem-to-pay')).toHaveTextContent('€20')
    expect(within(basket).getByTestId('redeem-remaining')).toHaveTextContent('€0')
    expect(within(basket).getByText('Price to pay:')).toBeVisible()
    expect(within(basket).getByText('Remaining balance:')).toBeVisible()
    // Read-only (the checkout summary): no remove buttons.
    expect(within(basket).queryByRole('button')).toBeNull()
  })

  it('removes a card by its package id', () => {
    const onRemove = vi.fn()
    renderBasket({ onRemove })
    fireEvent.click(screen.getByRole('button', { name: 'Remove Red Cross (€40)' }))
    expect(onRemove).toHaveBeenCalledWith('p2')
  })

  it('changes the quantity of a line at its amount, up to the order limit of 20 of one card', () => {
    const onQuantity = vi.fn()
    const uneven = { ...view, order: { ...view.order!, shipments: [{ id: 's1', packages: [pkg('p3', 'Pixelgrotte', 37.5)] }] } }
    renderBasket({ view: uneven, onQuantity })
    const select = screen.getByRole('combobox', { name: 'Number of Pixelgrotte of €37.50' })
    expect(select).toHaveValue('1')
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(Array.from({ length: 20 }, (_, index) => String(index + 1)))
    fireEvent.change(select, { target: { value: '3' } })
    expect(onQuantity).toHaveBeenCalledWith('p3', 37.5, 3)
  })

  it('says so when nothing is chosen yet', () => {
    renderBasket({ view: { ...view, order: null, priceToPay: eur(0), remainingBalance: eur(50) } })
    expect(screen.getByText('You have not chosen any gift cards yet.')).toBeVisible()
    expect(screen.getByTestId('redeem-remaining')).toHaveTextContent('€50')
  })
})
