// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderAccountIsland, testShopper } from '@/tests/helpers/account-island'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { useLeaveWarningStore } from '@/stores/leave-warning-store'
import { useModalStore } from '@/stores/modal-store'
import { useRedeemStore } from '@/stores/redeem-store'
import { BalanceCheckIsland } from './balance-check-island'

const VALID = '6012345678901234563'

const checked = (end: string, value: number) => ({
  giftCardBalance: {
    redeemToken: 'token-7',
    card: { state: 'VALID', cardNumberEnd: end, expiresAt: '2028-03-31T12:00:00.000Z', productTitle: `Bol gift card ${end}`, productImage: '/card-art/bol.svg', backgroundColor: '#0000a4', balance: { currency: 'EUR', value } },
    errors: [],
  },
})

const view = <BalanceCheckIsland shopper={testShopper} locale="nl-BE" />

describe('BalanceCheckIsland', () => {
  beforeEach(() => {
    useRedeemStore.getState().reset()
    useLeaveWarningStore.getState().clear()
    useModalStore.getState().closeAll()
    window.localStorage.clear()
  })

  it('checks what was typed and submitted before the form had loaded (its code loads on submit)', async () => {
    const { requests } = renderAccountIsland(view, { answer: () => checked('4563', 17.35) })
    const number = screen.getByLabelText('Card number')
    // Typed straight into the plain field: grouped in fours all the same.
    fireEvent.input(number, { target: { value: VALID } })
    expect(number).toHaveValue('6012 3456 7890 1234 563')
    fireEvent.input(screen.getByLabelText('PIN'), { target: { value: '123456' } })
    fireEvent.submit(screen.getByRole('form', { name: 'Check your balance' }))

    expect(await screen.findByRole('heading', { name: 'Your gift cards' })).toBeInTheDocument()
    expect(requests).toEqual([{ operationName: 'GiftCardBalance', variables: expect.objectContaining({ cardNumber: VALID, pin: '123456', captchaToken: DEVELOPMENT_CAPTCHA_TOKEN }) }])
    expect(screen.getByTestId('checked-card')).toHaveTextContent('Card number ending in 4563')
    expect(useRedeemStore.getState().token).toBe('token-7')
  })

  it('loads the form when a field takes the focus, keeping that field focused and what was typed', async () => {
    const { requests } = renderAccountIsland(view)
    const plain = screen.getByLabelText('PIN')
    fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '6012 34' } })
    fireEvent.input(plain, { target: { value: '12' } })
    plain.focus()
    await waitFor(() => expect(screen.getByLabelText('PIN')).not.toBe(plain))
    const pin = screen.getByLabelText('PIN')
    expect(pin).toHaveFocus()
    expect(pin).toHaveValue('12')
    expect(screen.getByLabelText('Card number')).toHaveValue('6012 34')

    // The loaded form judges with the rules: no request for an incomplete card.
    fireEvent.submit(screen.getByRole('form', { name: 'Check your balance' }))
    expect(await screen.findByText('The card number must have 19 digits')).toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('shows the cards of a redeem session at once, without waiting for the shopper to use the form', async () => {
    useRedeemStore.getState().setRedeem('token-3', {
      cardNumberMasked: '**** **** **** ***1 234', balance: { currency: 'EUR', value: 40.1 }, expiresAt: '2028-03-31T12:00:00.000Z',
      productTitle: 'Pomme gift card', productImage: '/card-art/pomme.svg', backgroundColor: '#111111',
    })
    renderAccountIsland(view)
    expect(await screen.findByRole('heading', { name: 'Your gift cards' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Pomme gift card' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Card number')).toBeNull()
  })
})
