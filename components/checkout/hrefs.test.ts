import { describe, expect, it } from 'vitest'
import { confirmationPath, guestCheckoutPath, isGuestCheckout, withCallback } from './hrefs'

describe('checkout hrefs', () => {
  it('puts the order uuid into the confirmation path', () => {
    expect(confirmationPath('/bestellen/ORDER_UUID/', 'a b')).toBe('/bestellen/a%20b/')
  })

  it('opens the checkout on the guest flow with ?guest=1, and reads it back (first value only)', () => {
    expect(guestCheckoutPath('/bestellen/')).toBe('/bestellen/?guest=1')
    expect(isGuestCheckout({ guest: '1' })).toBe(true)
    expect(isGuestCheckout({ guest: ['1', '0'] })).toBe(true)
    expect(isGuestCheckout({ guest: 'true' })).toBe(false)
    expect(isGuestCheckout({ guest: ['0', '1'] })).toBe(false)
    expect(isGuestCheckout({})).toBe(false)
  })

  it('sends a login or register page back to the checkout', () => {
    expect(withCallback('/account/login/', '/bestellen/')).toBe('/account/login/?callback=%2Fbestellen%2F')
  })
})
