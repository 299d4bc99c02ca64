// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * Adyen Web replaced by a recorder (tests cannot reach Adyen): AdyenCheckout keeps the configuration
 * it was given, Dropin the checkout and options it was built with and where it was mounted. The
 * tests then play Adyen's part by calling the recorded callbacks.
 */
const adyen = vi.hoisted(() => {
  type Config = Record<string, unknown> & {
    onPaymentCompleted: (data: unknown) => void
    onPaymentFailed: (data?: unknown) => void
    onError: (error: { name: string; message?: string }) => void
    beforeRedirect: (resolve: () => void, reject: () => void, data: unknown) => void
  }
  const state = {
    config: null as Config | null,
    dropin: null as { checkout: unknown; options: { paymentMethodComponents: unknown[] }; mountedOn: Element | null; unmounted: boolean } | null,
    fail: false,
  }
  const core = { core: true }
  return {
    state,
    core,
    module: {
      AdyenCheckout: async (config: Config) => {
        if (state.fail) throw new Error('Adyen Web could not start')
        state.config = config
        return core
      },
      Dropin: class {
        constructor(checkout: unknown, options: { paymentMethodComponents: unknown[] }) {
          state.dropin = { checkout, options, mountedOn: null, unmounted: false }
        }
        mount(element: Element) {
          state.dropin!.mountedOn = element
          return this
        }
        unmount() {
          state.dropin!.unmounted = true
        }
      },
      Card: 'Card', Bancontact: 'Bancontact', ApplePay: 'ApplePay', Blik: 'Blik', MBWay: 'MBWay', Swish: 'Swish', BcmcMobile: 'BcmcMobile', BankTransfer: 'BankTransfer',
    },
  }
})
vi.mock('@adyen/adyen-web', () => adyen.module)

const { default: AdyenDropin, dropinReturnHref } = await import('./adyen-dropin')

const SESSION = {
  id: 'CSD9CAC34EBAE225DD',
  sessionData: 'Ab02b4c0!BQABAgBfYI29',
  clientKey: 'test_CLIENTKEY',
  environment: 'test',
  returnUrl: 'https://www.cadorama.be/bestellen/betaling-verwerken/?order=0b7c5f4e-6a47-4a4e-9d43-8f1f6c1f3a11',
}
const PROCESSING = 'https://www.cadorama.be/bestellen/betaling-verwerken/?order=0b7c5f4e-6a47-4a4e-9d43-8f1f6c1f3a11&sessionId=CSD9CAC34EBAE225DD'

function setup() {
  const props = { onLeave: vi.fn(), follow: vi.fn(), onFailure: vi.fn() }
  const view = render(<AdyenDropin session={SESSION} locale="nl-BE" {...props} />)
  return { ...props, view }
}
const mounted = () => waitFor(() => expect(adyen.state.dropin?.mountedOn).toBeTruthy())

describe('AdyenDropin', () => {
  beforeEach(() => {
    adyen.state.config = null
    adyen.state.dropin = null
    adyen.state.fail = false
  })
  afterEach(cleanup)

  it("mounts Drop-in configured from the server's session, with the components of the methods sessions are opened for", async () => {
    setup()
    await mounted()
    expect(adyen.state.config).toMatchObject({
      session: { id: 'CSD9CAC34EBAE225DD', sessionData: 'Ab02b4c0!BQABAgBfYI29' },
      clientKey: 'test_CLIENTKEY',
      environment: 'test',
      locale: 'nl-BE',
    })
    expect(adyen.state.dropin!.checkout).toBe(adyen.core)
    expect(adyen.state.dropin!.options.paymentMethodComponents).toEqual(['Card', 'Bancontact', 'ApplePay', 'Blik', 'MBWay', 'Swish', 'BcmcMobile', 'BankTransfer'])
    expect(adyen.state.dropin!.mountedOn).toBe(screen.getByTestId('adyen-dropin'))
  })

  it("a completed payment goes to the processing page with the session's result, the leave warning off", async () => {
    const { onLeave, follow } = setup()
    await mounted()
    adyen.state.config!.onPaymentCompleted({ resultCode: 'Authorised', sessionData: 'Ab03', sessionResult: 'X3XtfGC9!H4s' })
    expect(onLeave).toHaveBeenCalledTimes(1)
    expect(follow).toHaveBeenCalledWith(`${PROCESSING}&sessionResult=X3XtfGC9%21H4s&resultCode=Authorised`)
  })

  it('a refused payment goes the same way, so the server records it and sends the shopper back to retry', async () => {
    const { follow, onFailure } = setup()
    await mounted()
    adyen.state.config!.onPaymentFailed({ resultCode: 'Refused', sessionData: 'Ab04', sessionResult: 'Y7' })
    expect(follow).toHaveBeenCalledWith(`${PROCESSING}&sessionResult=Y7&resultCode=Refused`)
    expect(onFailure).not.toHaveBeenCalled()
  })

  it('turns the leave warning off before Drop-in redirects (3-D Secure, a bank app), then lets it go', async () => {
    const { onLeave, follow } = setup()
    await mounted()
    const resolve = vi.fn()
    adyen.state.config!.beforeRedirect(resolve, vi.fn(), { url: 'https://bank.example/3ds', method: 'GET' })
    expect(onLeave).toHaveBeenCalledTimes(1)
    expect(resolve).toHaveBeenCalledTimes(1)
    expect(follow).not.toHaveBeenCalled()
  })

  it('reports an error outside a payment, but not a wallet sheet the shopper closed', async () => {
    const { onFailure } = setup()
    await mounted()
    adyen.state.config!.onError({ name: 'CANCEL', message: 'Apple Pay sheet closed' })
    expect(onFailure).not.toHaveBeenCalled()
    adyen.state.config!.onError({ name: 'NETWORK_ERROR', message: 'Failed to fetch' })
    expect(onFailure).toHaveBeenCalledTimes(1)
  })

  it('reports a Drop-in that cannot start, and unmounts Drop-in with the step', async () => {
    adyen.state.fail = true
    const failing = setup()
    await waitFor(() => expect(failing.onFailure).toHaveBeenCalledTimes(1))
    failing.view.unmount()

    adyen.state.fail = false
    const { view } = setup()
    await mounted()
    view.unmount()
    expect(adyen.state.dropin!.unmounted).toBe(true)
  })
})

describe('dropinReturnHref', () => {
  it('keeps the order on the return URL and adds what Drop-in reported', () => {
    expect(dropinReturnHref(SESSION, { resultCode: 'Received' })).toBe(`${PROCESSING}&resultCode=Received`)
    expect(dropinReturnHref(SESSION, {})).toBe(PROCESSING)
  })
})
