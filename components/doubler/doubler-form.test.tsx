// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderAccountIsland, testShopper } from '@/tests/helpers/account-island'
import { ERROR_CODES } from '@/graphql/error-codes'
import { DoublerForm } from './doubler-form'

const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: push, refresh: vi.fn() }) }))

const VALID = '6012345678901234563'
const payload = (errors: Array<{ code: number; message: string; referencedRequestParameter: string | null }>, entry: unknown = null) => ({
  enterDoublerDraw: { __typename: 'DoublerEntryPayload', entry, errors: errors.map((error) => ({ __typename: 'ApiError', ...error })) },
})
const ENTRY = { __typename: 'DoublerEntry', drawMonth: '2026-12', drawAt: '2026-12-07T08:00:00.000Z', cardNumberEnds: ['4563'], productSlug: null }

function fill(number: string, pin: string, email: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } })
  fireEvent.change(screen.getByLabelText('PIN'), { target: { value: pin } })
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } })
  fireEvent.click(screen.getByRole('button', { name: 'Take part in the draw' }))
}

describe('DoublerForm', () => {
  beforeEach(() => push.mockReset())

  it('checks number, PIN and e-mail before asking the API', async () => {
    const { requests } = renderAccountIsland(<DoublerForm shopper={testShopper} />)
    fill('', '12', 'nope')
    expect(await screen.findByText('Card number is a required field')).toBeInTheDocument()
    expect(screen.getByText('The PIN must have 6 digits')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('sends the digits, PIN, e-mail and captcha token, then goes to the thank-you page', async () => {
    const { requests } = renderAccountIsland(<DoublerForm shopper={testShopper} />, { answer: () => payload([], ENTRY) })
    fill(VALID.replace(/(\d{4})/g, '$1 '), '123456', ' me@example.com ')
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/doubler/thank-you/'))
    expect(requests[0]!.variables).toMatchObject({ input: { cardNumber: VALID, pin: '123456', email: 'me@example.com', captchaToken: 'test-token' } })
  })

  it('shows a card state above the form and a field error at its field', async () => {
    let answer = payload([{ code: ERROR_CODES.DOUBLER_ALREADY_ENTERED, message: 'Already in the draw.', referencedRequestParameter: 'cardNumber' }])
    renderAccountIsland(<DoublerForm shopper={testShopper} />, { answer: () => answer })
    fill(VALID, '123456', 'me@example.com')
    expect(await screen.findByRole('alert')).toHaveTextContent('Already in the draw.')
    expect(push).not.toHaveBeenCalled()

    answer = payload([{ code: ERROR_CODES.INVALID_EMAIL, message: 'Server says: bad e-mail.', referencedRequestParameter: 'email' }])
    fireEvent.click(screen.getByRole('button', { name: 'Take part in the draw' }))
    expect(await screen.findByText('Server says: bad e-mail.')).toBeInTheDocument()
    // Focus moves after the error renders: wait for it. Under the whole suite on two cores it once
    // had not moved within waitFor's default second, so this waits up to five.
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveFocus(), { timeout: 5000 })
  })
})
