// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderAccountIsland, testShopper } from '@/tests/helpers/account-island'
import { ERROR_CODES } from '@/graphql/error-codes'
import { useLeaveWarningStore } from '@/stores/leave-warning-store'
import { useModalStore } from '@/stores/modal-store'
import { selectRedeemCards, useRedeemStore } from '@/stores/redeem-store'
import { BalanceCheck } from './balance-check'

const VALID = '6012345678901234563'
const SECOND = '6000001000000000011'

const view = <BalanceCheck shopper={testShopper} locale="nl-BE" />

const card = (end: string, value = 25.5) => ({
  __typename: 'CheckedGiftCard',
  state: 'VALID',
  cardNumberEnd: end,
  expiresAt: '2028-03-31T12:00:00.000Z',
  productTitle: `Bol gift card ${end}`,
  productImage: '/card-art/bol.svg',
  backgroundColor: '#0000a4',
  balance: { __typename: 'Money', currency: 'EUR', value },
})

const success = (token: string, end: string, value?: number) => ({
  giftCardBalance: { __typename: 'BalanceCheckPayload', redeemToken: token, card: card(end, value), errors: [] },
})

const failure = (code: number, message: string, referencedRequestParameter: string | null = null) => ({
  giftCardBalance: { __typename: 'BalanceCheckPayload', redeemToken: null, card: null, errors: [{ __typename: 'ApiError', code, message, referencedRequestParameter }] },
})

function fill(number: string, pin: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } })
  fireEvent.change(screen.getByLabelText('PIN'), { target: { value: pin } })
  fireEvent.click(screen.getByRole('button', { name: 'Check balance' }))
}

function errorOf(field: HTMLElement): string | null {
  const id = (field.getAttribute('aria-describedby') ?? '').split(' ').find((describedBy) => describedBy.endsWith('-error'))
  return id ? document.getElementById(id)?.textContent ?? null : null
}

describe('BalanceCheck', () => {
  beforeEach(() => {
    useRedeemStore.getState().reset()
    useLeaveWarningStore.getState().clear()
    useModalStore.getState().closeAll()
    window.localStorage.clear()
  })

  it('formats the card number in groups of four while typing (numeric keyboard, no autocomplete)', () => {
    renderAccountIsland(view)
    const input = screen.getByLabelText('Card number')
    expect(input).toHaveAttribute('inputmode', 'numeric')
    expect(input).toHaveAttribute('autocomplete', 'off')
    fireEvent.change(input, { target: { value: '601234567' } })
    expect(input).toHaveValue('6012 3456 7')
    fireEvent.change(input, { target: { value: `${VALID}12` } })
    expect(input).toHaveValue('6012 3456 7890 1234 563')
    const pin = screen.getByLabelText('PIN')
    expect(pin).toHaveAttribute('type', 'password')
    expect(pin).toHaveAttribute('inputmode', 'numeric')
    fireEvent.click(screen.getByRole('button', { name: 'Show PIN' }))
    expect(pin).toHaveAttribute('type', 'text')
  })

  it('shows the validation messages and sends no request without card number and PIN', async () => {
    const { requests } = renderAccountIsland(view)
    fill('', '')
    await waitFor(() => expect(errorOf(screen.getByLabelText('Card number'))).toBe('Card number is a required field'))
    expect(errorOf(screen.getByLabelText('PIN'))).toBe('PIN is a required field')
    expect(screen.getByLabelText('Card number')).toHaveFocus()

    fill('6012 3456', '123')
    await waitFor(() => expect(errorOf(screen.getByLabelText('Card number'))).toBe('The card number must have 19 digits'))
    expect(errorOf(screen.getByLabelText('PIN'))).toBe('The PIN must have 6 digits')

    fill(`9${VALID.slice(1)}`, '123456')
    await waitFor(() => expect(errorOf(screen.getByLabelText('Card number'))).toBe('This card number is not recognised. Please check the number on your card.'))
    expect(errorOf(screen.getByLabelText('PIN'))).toBeNull()
    expect(requests).toEqual([])
  })

  it('sends no request without a captcha token', async () => {
    const { requests } = renderAccountIsland(view, { captchaToken: null })
    fill(VALID, '123456')
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not verify that you are not a robot')
    expect(requests).toEqual([])
  })

  it('says the check failed when the shop cannot be reached, keeps what was typed and stores nothing', async () => {
    const { requests } = renderAccountIsland(view, { answer: () => { throw new TypeError('Failed to fetch') } })
    fill(formatCardNumber(VALID), '123456')
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your gift card. Please try again later.')
    expect(requests).toHaveLength(1)
    expect(screen.getByLabelText('Card number')).toHaveValue('6012 3456 7890 1234 563')
    expect(screen.getByLabelText('PIN')).toHaveValue('123456')
    expect(useRedeemStore.getState().token).toBeNull()
    expect(useLeaveWarningStore.getState().message).toBeNull()
  })

  it('shows the checked card, stores token and card, and arms the close-tab warning', async () => {
    const { requests } = renderAccountIsland(view, { answer: () => success('token-1', '4563') })
    fill(formatCardNumber(VALID), '123456')
    const heading = await screen.findByRole('heading', { name: 'Your gift cards' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(requests).toHaveLength(1)
    expect(requests[0]!.variables).toMatchObject({ cardNumber: VALID, pin: '123456', captchaToken: 'test-token', userData: { storeID: 49, redeemToken: null } })

    const shown = screen.getByTestId('checked-card')
    expect(within(shown).getByRole('heading', { name: 'Bol gift card 4563' })).toBeInTheDocument()
    expect(shown).toHaveTextContent('Card number ending in 4563')
    expect(shown).toHaveTextContent(`Your balance: ${euros(25.5)}`)
    expect(shown).toHaveTextContent(`Valid until ${new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long' }).format(new Date('2028-03-31T12:00:00.000Z'))}`)
    expect(screen.getByText('Swap your balance for more than 250 gift cards.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Card number')).toBeNull()

    const state = useRedeemStore.getState()
    expect(state.token).toBe('token-1')
    expect(state.card).toMatchObject({ cardNumberMasked: expect.stringMatching(/4563$/), balance: { currency: 'EUR', value: 25.5 }, productTitle: 'Bol gift card 4563', backgroundColor: '#0000a4' })
    expect(JSON.parse(window.localStorage.getItem('giftshop-redeem')!).state.token).toBe('token-1')
    expect(useLeaveWarningStore.getState().message).toBe('Are you sure you want to leave? Your choices will be lost.')
  })

  it('adds another card with the same token and keeps the first one', async () => {
    const { requests } = renderAccountIsland(view, {
      answer: (_, variables) => (variables.cardNumber === VALID ? success('token-1', '4563', 25.5) : success('token-1', '0011', 10)),
    })
    fill(VALID, '123456')
    await screen.findByRole('heading', { name: 'Your gift cards' })
    fireEvent.click(screen.getByRole('button', { name: 'Add another gift card' }))
    const number = screen.getByLabelText('Card number')
    await waitFor(() => expect(number).toHaveFocus())
    expect(number).toHaveValue('')
    fill(SECOND, '654321')
    await waitFor(() => expect(screen.getAllByTestId('checked-card')).toHaveLength(2))
    expect(requests[1]!.variables).toMatchObject({ cardNumber: SECOND, userData: { redeemToken: 'token-1' } })
    expect(selectRedeemCards(useRedeemStore.getState()).map((stored) => stored.cardNumberMasked.slice(-4))).toEqual(['4563', '0011'])
    expect(screen.getByText(/^Total balance:/)).toHaveTextContent(`Total balance: ${euros(35.5)}`)
  })

  it.each([
    [ERROR_CODES.CARD_UNKNOWN, 'We do not recognise this card number or PIN. Please check them and try again.', 'cardNumber'],
    [ERROR_CODES.CARD_NOT_ACTIVATED, 'This gift card has not been activated yet.', 'cardNumber'],
    [ERROR_CODES.CARD_BLOCKED, 'This gift card is blocked.', 'cardNumber'],
    [ERROR_CODES.CARD_EXPIRED, 'This gift card expired on 1 January 2024.', 'cardNumber'],
    [ERROR_CODES.CARD_NO_BALANCE, 'This gift card has no balance left.', 'cardNumber'],
    [ERROR_CODES.CARD_NOT_ALLOWED, 'This gift card cannot be used in this shop.', 'cardNumber'],
    [ERROR_CODES.CARD_MIXED_TYPES, 'This gift card cannot be combined with the gift cards you already added.', 'cardNumber'],
    [ERROR_CODES.RATE_LIMITED, 'Too many attempts have been made. Please try again in 15 minutes.', null],
    [ERROR_CODES.CAPTCHA_FAILED, 'We could not verify that you are not a robot.', 'captchaToken'],
  ])('shows error %i as a focused alert and stores nothing', async (code, message, parameter) => {
    renderAccountIsland(view, { answer: () => failure(code, message, parameter) })
    fill(VALID, '123456')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(message)
    await waitFor(() => expect(alert).toHaveFocus())
    expect(useRedeemStore.getState().token).toBeNull()
    expect(useLeaveWarningStore.getState().message).toBeNull()
  })

  it.each([
    [ERROR_CODES.CARD_NUMBER_LENGTH, 'cardNumber', 'Card number'],
    [ERROR_CODES.CARD_NUMBER_PREFIX, 'cardNumber', 'Card number'],
    [ERROR_CODES.PIN_FORMAT, 'pin', 'PIN'],
    [ERROR_CODES.FIELD_REQUIRED, 'pin', 'PIN'],
  ])('shows format error %i at its field and focuses it', async (code, parameter, label) => {
    renderAccountIsland(view, { answer: () => failure(code, `Server says ${code}`, parameter) })
    fill(VALID, '123456')
    const field = screen.getByLabelText(label)
    await waitFor(() => expect(errorOf(field)).toBe(`Server says ${code}`))
    expect(field).toHaveFocus()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('falls back to its own text when the API sends no message', async () => {
    renderAccountIsland(view, { answer: () => failure(ERROR_CODES.CARD_UNKNOWN, '', 'cardNumber') })
    fill(VALID, '123456')
    expect(await screen.findByRole('alert')).toHaveTextContent('We do not recognise this card number or PIN.')
  })

  it('names a card that cannot join the cards already added (mixed types) with its own text, and keeps the first card', async () => {
    renderAccountIsland(view, {
      answer: (_, variables) => (variables.cardNumber === VALID ? success('token-1', '4563') : failure(ERROR_CODES.CARD_MIXED_TYPES, '', 'cardNumber')),
    })
    fill(VALID, '123456')
    await screen.findByRole('heading', { name: 'Your gift cards' })
    fireEvent.click(screen.getByRole('button', { name: 'Add another gift card' }))
    fill(SECOND, '654321')
    expect(await screen.findByRole('alert')).toHaveTextContent('This gift card cannot be combined with the gift cards you already added.')
    expect(useRedeemStore.getState().token).toBe('token-1')
    expect(selectRedeemCards(useRedeemStore.getState()).map((stored) => stored.cardNumberMasked.slice(-4))).toEqual(['4563'])
  })

  it('starts again only after the confirmation: token, cards and the warning are cleared', async () => {
    renderAccountIsland(view, { answer: () => success('token-1', '4563') })
    fill(VALID, '123456')
    await screen.findByRole('heading', { name: 'Your gift cards' })

    fireEvent.click(screen.getByRole('button', { name: 'Start again' }))
    let dialog = await screen.findByRole('dialog', { name: 'Start again?' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus())
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(useRedeemStore.getState().token).toBe('token-1')

    fireEvent.click(screen.getByRole('button', { name: 'Start again' }))
    dialog = await screen.findByRole('dialog', { name: 'Start again?' })
    act(() => { fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, start again' })) })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(useRedeemStore.getState()).toMatchObject({ token: null, card: null, extraCards: [] })
    expect(useLeaveWarningStore.getState().message).toBeNull()
    expect(screen.queryByTestId('checked-card')).toBeNull()
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveFocus())
  })

  it('shows the cards of a saved session after a reload', async () => {
    useRedeemStore.getState().addCard('saved', { cardNumberMasked: '•••• 9999', balance: { currency: 'EUR', value: 5 }, expiresAt: '2028-01-01T00:00:00.000Z', productTitle: 'Saved card' })
    renderAccountIsland(view)
    expect(screen.getByRole('heading', { name: 'Saved card' })).toBeInTheDocument()
    await waitFor(() => expect(useLeaveWarningStore.getState().message).not.toBeNull())
  })
})

/** Intl separates amount and currency with a no-break space; text matchers read it as a space. */
const euros = (value: number) => new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }).format(value).replace(/\s/g, ' ')

function formatCardNumber(number: string) {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ')
}
