// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAccountIsland, testShopper } from '@/tests/helpers/account-island'
import { OrderGiftCards } from './order-gift-cards'

const eur = (value: number) => ({ __typename: 'Money' as const, currency: 'EUR' as const, value })
const sent = {
  __typename: 'OrderGiftCard', id: 'card-1', productTitle: 'Bol.com gift card', amount: eur(25.35), lastDigits: '4321', recipient: 'mira@example.com',
  mailState: 'SENT', scheduledFor: null, remainingResends: 2, canCorrectRecipient: true,
}
const scheduled = {
  ...sent, id: 'card-2', lastDigits: '8765', recipient: 'jan@example.com', mailState: 'SCHEDULED', scheduledFor: '2027-01-15T08:30:00.000Z', remainingResends: 0,
}
const apiError = (code: number, message: string, referencedRequestParameter: string | null) => ({ __typename: 'ApiError', code, message, referencedRequestParameter })
const list = (cards: unknown[]) => ({ orderGiftCards: { __typename: 'OrderGiftCardsPayload', cards, errors: [] } })
const cardPayload = (card: unknown, errors: unknown[] = []) => ({ __typename: 'OrderGiftCardPayload', card, errors })

type Answer = (operation: string, variables: Record<string, unknown>) => Record<string, unknown>
const render = (answer: Answer) => renderAccountIsland(<OrderGiftCards shopper={testShopper} orderUuid="order-1" locale="en-BE" />, { answer })

describe('OrderGiftCards', () => {
  it("lists the order's digital cards with where their e-mail goes, never the whole number", async () => {
    render((operation) => (operation === 'OrderGiftCards' ? list([sent, scheduled]) : {}))
    const section = await screen.findByRole('region', { name: 'Gift cards' })
    expect(within(section).getByRole('heading', { level: 2, name: 'Gift cards' })).toBeInTheDocument()
    const [first, second] = within(section).getAllByTestId('order-gift-card')
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Bol.com gift card, €25.35')
    expect(first).toHaveTextContent('Card ending in 4321')
    expect(first).toHaveTextContent('Sent to mira@example.com')
    expect(first).toHaveTextContent('This e-mail can be sent again 2 more times for now.')
    expect(within(first!).getByRole('button', { name: 'Resend e-mail' })).toBeInTheDocument()
    expect(second).toHaveTextContent('Will be sent to jan@example.com')
    expect(second).toHaveTextContent(/Will be sent on 15 January 2027/)
    // Nothing to resend before the e-mail went out; the address can still be corrected.
    expect(within(second!).queryByRole('button', { name: 'Resend e-mail' })).toBeNull()
    expect(within(second!).getByRole('button', { name: 'Change e-mail address' })).toBeInTheDocument()
  })

  it('shows no section when the API lists no cards (unpaid order, or not the caller\'s)', async () => {
    const { requests } = render((operation) => (operation === 'OrderGiftCards'
      ? { orderGiftCards: { __typename: 'OrderGiftCardsPayload', cards: [], errors: [apiError(3109, 'Not paid', 'orderUuid')] } } : {}))
    await waitFor(() => expect(requests.map((request) => request.operationName)).toEqual(['OrderGiftCards']))
    expect(screen.queryByRole('region', { name: 'Gift cards' })).toBeNull()
  })

  it('resends and announces it, or shows the refusal as an alert', async () => {
    let refuse = false
    const { requests } = render((operation) => {
      if (operation === 'OrderGiftCards') return list([sent])
      if (operation === 'ResendGiftCardMail') {
        return { resendGiftCardMail: refuse ? cardPayload(null, [apiError(3112, 'Sent again 3 times already.', 'giftCardId')]) : cardPayload({ ...sent, remainingResends: 1 }) }
      }
      return {}
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Resend e-mail' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The e-mail was sent again to mira@example.com.'))
    expect(requests.find((request) => request.operationName === 'ResendGiftCardMail')?.variables).toMatchObject({ orderUuid: 'order-1', giftCardId: 'card-1', userData: { storeID: 49, language: 'en' } })
    expect(await screen.findByText('This e-mail can be sent again 1 more time for now.')).toBeInTheDocument()

    refuse = true
    fireEvent.click(screen.getByRole('button', { name: 'Resend e-mail' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Sent again 3 times already.')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('corrects the address once: checked before sending, server refusals at the field, then announced', async () => {
    const corrections: string[] = []
    const { requests } = render((operation, variables) => {
      if (operation === 'OrderGiftCards') return list([sent])
      if (operation === 'CorrectGiftCardRecipient') {
        corrections.push(String(variables.email))
        return { correctGiftCardRecipient: variables.email === 'mira@example.com'
          ? cardPayload(null, [apiError(3116, 'This gift card is already sent to this e-mail address.', 'email')])
          : cardPayload({ ...sent, recipient: variables.email, canCorrectRecipient: false }) }
      }
      return {}
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Change e-mail address' }))
    const input = screen.getByLabelText('New e-mail address of the receiver')
    await waitFor(() => expect(input).toHaveFocus())

    fireEvent.change(input, { target: { value: 'mira@' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }))
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(corrections).toEqual([])

    fireEvent.change(input, { target: { value: 'mira@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }))
    expect(await screen.findByText('This gift card is already sent to this e-mail address.')).toBeInTheDocument()

    fireEvent.change(input, { target: { value: 'mira.claes@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The e-mail address is now mira.claes@example.com. The gift card e-mail goes to this address.'))
    expect(corrections).toEqual(['mira@example.com', 'mira.claes@example.com'])
    expect(screen.queryByLabelText('New e-mail address of the receiver')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Change e-mail address' })).toBeNull()
    expect(screen.getByText('The e-mail address can no longer be changed.')).toBeInTheDocument()
    expect(screen.getByText('Sent to mira.claes@example.com')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('heading', { level: 3 })).toHaveFocus())
    expect(requests.filter((request) => request.operationName === 'CorrectGiftCardRecipient')).toHaveLength(2)
  })

  it('gives the keyboard back to the change button when the form is cancelled', async () => {
    render((operation) => (operation === 'OrderGiftCards' ? list([sent]) : {}))
    fireEvent.click(await screen.findByRole('button', { name: 'Change e-mail address' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change e-mail address' })).toHaveFocus())
  })
})
