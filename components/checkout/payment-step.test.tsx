// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { selectionProblem } from './payment-method-list'
import { PaymentStep, type PaymentStepProps } from './payment-step'
import { CheckoutTestProviders } from './test-providers'
import { testOrder } from '@/tests/fixtures/checkout-order'
import { openModalWith } from '@/tests/helpers/modal-round-trip'

/** Adyen Web stands in as a recorder: the step must hand it the server's session (adyen-dropin.test.tsx covers the rest). */
const adyen = vi.hoisted(() => ({ configs: [] as Array<Record<string, unknown>>, fail: false }))
vi.mock('@adyen/adyen-web', () => ({
  AdyenCheckout: async (config: Record<string, unknown>) => {
    if (adyen.fail) throw new Error('Adyen Web could not start')
    adyen.configs.push(config)
    return {}
  },
  Dropin: class { mount() { return this } unmount() {} },
  Card: 'Card', Bancontact: 'Bancontact', ApplePay: 'ApplePay', Blik: 'Blik', MBWay: 'MBWay', Swish: 'Swish', BcmcMobile: 'BcmcMobile', BankTransfer: 'BankTransfer',
}))

const METHODS = [
  { id: 'ideal', banks: [{ id: 'INGBNL2A', issuer: 'ING' }, { id: 'RABONL2U', issuer: 'Rabobank' }] },
  { id: 'scheme', banks: [] },
  { id: 'paypal', banks: [] },
]
const REDIRECT = { url: '/testbetaling/?payment=abc', httpMethod: 'GET', data: [] }

function setup(overrides: Partial<PaymentStepProps> = {}) {
  const api = {
    paymentMethods: vi.fn(async () => ({ __typename: 'PaymentMethodsPayload' as const, methods: METHODS.map((m) => ({ ...m, adyenRawData: null })), errors: [] })),
    startPayment: vi.fn(async () => ({ redirect: REDIRECT, order: null, errors: [] as Array<{ message: string; code: number; referencedRequestParameter: string | null }> })),
  }
  const follow = vi.fn()
  const onLeave = vi.fn()
  render(
    <PaymentStep api={api as unknown as PaymentStepProps['api']} order={testOrder()} locale="nl-BE" failure={null} confirmationHref={(uuid) => `/bestellen/${uuid}/`} onLeave={onLeave} follow={follow} {...overrides} />,
    { wrapper: CheckoutTestProviders },
  )
  return { api, follow, onLeave }
}

const payButton = () => screen.getByRole('button', { name: /^Pay / })

describe('selectionProblem', () => {
  it('needs a method, and a bank for methods that have banks', () => {
    expect(selectionProblem(METHODS, { methodId: null, issuerId: null })).toBe('chooseMethod')
    expect(selectionProblem(METHODS, { methodId: 'ideal', issuerId: null })).toBe('chooseBank')
    expect(selectionProblem(METHODS, { methodId: 'ideal', issuerId: 'NOTABANK' })).toBe('chooseBank')
    expect(selectionProblem(METHODS, { methodId: 'ideal', issuerId: 'RABONL2U' })).toBeNull()
    expect(selectionProblem(METHODS, { methodId: 'paypal', issuerId: null })).toBeNull()
  })
})

describe('PaymentStep', () => {
  afterEach(cleanup)

  it('lists the methods of the order and shows the amount on the pay button', async () => {
    const { api } = setup()
    expect(await screen.findByRole('radio', { name: 'iDEAL' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeTruthy()
    expect(api.paymentMethods).toHaveBeenCalledWith(testOrder().id)
    expect(payButton().textContent).toMatch(/25,95/)
  })

  it('asks for a method before paying', async () => {
    const { api } = setup()
    await screen.findByRole('radio', { name: 'iDEAL' })
    fireEvent.click(payButton())
    expect(await screen.findByText('Please choose a payment method')).toBeTruthy()
    expect(api.startPayment).not.toHaveBeenCalled()
  })

  it('requires the bank choice for iDEAL, then starts the payment with it and follows the redirect', async () => {
    const { api, follow, onLeave } = setup()
    fireEvent.click(await screen.findByRole('radio', { name: 'iDEAL' }))
    fireEvent.click(payButton())
    expect(await screen.findByText('Please choose your bank')).toBeTruthy()
    expect(api.startPayment).not.toHaveBeenCalled()

    const dialog = (await openModalWith(screen.getByRole('button', { name: 'Choose your bank' }), 'Choose your bank')).dialog
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Rabobank' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Bank: Rabobank')).toBeTruthy()
    fireEvent.click(payButton())
    await waitFor(() => expect(api.startPayment).toHaveBeenCalledWith(testOrder().id, 'ideal', 'RABONL2U'))
    await waitFor(() => expect(follow).toHaveBeenCalledWith(REDIRECT))
    expect(onLeave).toHaveBeenCalled()
  })

  it('shows the retry message and an API refusal such as the retry limit (2036)', async () => {
    const { api, follow } = setup({ failure: 'Your payment failed or was cancelled. Please try again.' })
    expect(screen.getByText('Your payment failed or was cancelled. Please try again.')).toBeTruthy()
    api.startPayment.mockResolvedValueOnce({ redirect: null as never, order: null, errors: [{ message: 'Too many attempts have been made.', code: 2036, referencedRequestParameter: null }] })
    fireEvent.click(await screen.findByRole('radio', { name: 'PayPal' }))
    fireEvent.click(payButton())
    expect(await screen.findByText('Too many attempts have been made.')).toBeTruthy()
    expect(follow).not.toHaveBeenCalled()
  })

  const SESSION = { id: 'CSD9CAC34EBAE225DD', sessionData: 'Ab02b4c0!BQAB', clientKey: 'test_CLIENTKEY', environment: 'test', returnUrl: 'https://www.cadorama.be/bestellen/betaling-verwerken/?order=o1' }

  it("takes a card payment on the step: Drop-in mounts with the server's session and the page stays", async () => {
    adyen.configs = []
    adyen.fail = false
    const { api, follow, onLeave } = setup()
    api.startPayment.mockResolvedValueOnce({ redirect: null as never, session: SESSION, order: null, errors: [] } as never)
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit or debit card' }))
    fireEvent.click(payButton())
    expect(await screen.findByRole('heading', { name: 'Your payment details' })).toBeTruthy()
    await waitFor(() => expect(adyen.configs).toHaveLength(1))
    expect(adyen.configs[0]).toMatchObject({ session: { id: 'CSD9CAC34EBAE225DD', sessionData: 'Ab02b4c0!BQAB' }, clientKey: 'test_CLIENTKEY', locale: 'nl-BE' })
    expect(api.startPayment).toHaveBeenCalledWith(testOrder().id, 'scheme', null)
    expect(follow).not.toHaveBeenCalled()
    expect(onLeave).not.toHaveBeenCalled()
    // Drop-in pays: the step's own pay button is gone.
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull()
  })

  it('a Drop-in that cannot load says so and offers the methods and the pay button again', async () => {
    adyen.configs = []
    adyen.fail = true
    const { api } = setup()
    api.startPayment.mockResolvedValueOnce({ redirect: null as never, session: SESSION, order: null, errors: [] } as never)
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit or debit card' }))
    fireEvent.click(payButton())
    expect(await screen.findByText('The payment form could not be loaded. Please choose another payment method or try again.')).toBeTruthy()
    expect(payButton()).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Your payment details' })).toBeNull()
  })
})
