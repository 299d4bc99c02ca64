// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderAccountIsland, testShopper } from '@/tests/helpers/account-island'
import { ERROR_CODES } from '@/graphql/error-codes'
import { useModalStore } from '@/stores/modal-store'
import { useRedeemStore } from '@/stores/redeem-store'
import { DoublerModal } from './doubler-modal'

const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: push, refresh: vi.fn() }) }))

const DRAW = { doublerDraw: { __typename: 'DoublerDraw', drawMonth: '2026-12', drawAt: '2026-12-07T08:00:00.000Z', creditCap: { __typename: 'Money', currency: 'EUR', value: 500 } } }
const entered = (productSlug: string | null) => ({
  enterDoublerDraw: { __typename: 'DoublerEntryPayload', errors: [], entry: { __typename: 'DoublerEntry', drawMonth: '2026-12', drawAt: DRAW.doublerDraw.drawAt, cardNumberEnds: ['1234'], productSlug } },
})
const refused = (code: number, message: string, referencedRequestParameter: string | null = null) => ({
  enterDoublerDraw: { __typename: 'DoublerEntryPayload', entry: null, errors: [{ __typename: 'ApiError', code, message, referencedRequestParameter }] },
})

describe('DoublerModal', () => {
  beforeEach(() => {
    push.mockReset()
    useModalStore.getState().closeAll()
    useRedeemStore.getState().reset()
  })

  it('is not offered without a redeem token', () => {
    renderAccountIsland(<DoublerModal shopper={testShopper} locale="en-BE" />)
    expect(screen.queryByRole('button', { name: 'Double your balance' })).toBeNull()
  })

  it('enters the cards of the redeem token with an e-mail address and goes to the thank-you page of the chosen product', async () => {
    useRedeemStore.getState().setRedeem('token-1', { cardNumberMasked: '•••• 1234', balance: { currency: 'EUR', value: 25 }, expiresAt: '2028-01-01T00:00:00Z' })
    const { requests } = renderAccountIsland(<DoublerModal shopper={testShopper} locale="en-BE" />, {
      answer: (operation) => (operation === 'DoublerDraw' ? DRAW : entered('bol-com')),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Double your balance' }))
    const dialog = await screen.findByRole('dialog', { name: 'Take part in the balance doubler' })
    await waitFor(() => expect(dialog).toHaveTextContent('Your checked gift cards take part in the draw of Monday, 7 December 2026.'))

    fireEvent.click(screen.getByRole('button', { name: 'Take part' }))
    expect(await screen.findByText('E-mail address is a required field')).toBeInTheDocument()
    expect(requests.filter((request) => request.operationName === 'EnterDoublerDraw')).toEqual([])

    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'me@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Take part' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/doubler/thank-you/bol-com/'))
    const entry = requests.find((request) => request.operationName === 'EnterDoublerDraw')!
    expect(entry.variables).toMatchObject({ input: { email: 'me@example.com' }, userData: { redeemToken: 'token-1' } })
  })

  it('shows "already entered" in the dialog and stays', async () => {
    useRedeemStore.getState().setRedeem('token-2', { cardNumberMasked: '•••• 9999', balance: { currency: 'EUR', value: 10 }, expiresAt: '2028-01-01T00:00:00Z' })
    renderAccountIsland(<DoublerModal shopper={testShopper} locale="en-BE" />, {
      answer: (operation) => (operation === 'DoublerDraw' ? DRAW : refused(ERROR_CODES.DOUBLER_ALREADY_ENTERED, 'This gift card already takes part in the draw.')),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Double your balance' }))
    await screen.findByRole('dialog', { name: 'Take part in the balance doubler' })
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'me@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Take part' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This gift card already takes part in the draw.')
    expect(push).not.toHaveBeenCalled()
  })
})
