import { describe, expect, it } from 'vitest'
import { publicStorefrontHosts, testModeAtStart, testModeOf } from './test-mode'

const production = { NODE_ENV: 'production' }

describe('test mode of a production build', () => {
  it('is off without either switch, and outside production', () => {
    expect(testModeOf(production)).toBeNull()
    expect(testModeOf({ NODE_ENV: 'development', ALLOW_TEST_PAYMENTS: '1' })).toBeNull()
    expect(testModeAtStart(production)).toEqual({ kind: 'off' })
  })

  it('warns with either switch on local hosts only', () => {
    const env = { ...production, ALLOW_DEVELOPMENT_CAPTCHA: '1', STOREFRONT_HOSTS: 'CBBE=cbbe.localhost|127.0.0.1,CBDE=[::1]:3000' }
    expect(testModeOf(env)).toEqual({ testPayments: false, developmentCaptcha: true })
    expect(testModeAtStart(env)).toMatchObject({ kind: 'warn', message: expect.stringContaining('ALLOW_DEVELOPMENT_CAPTCHA=1') })
  })

  it('refuses to start with a public storefront host, unless the operator overrides it', () => {
    const env = { ...production, ALLOW_TEST_PAYMENTS: '1', STOREFRONT_HOSTS: 'CBBE=www.shop.be|cbbe.localhost' }
    expect(publicStorefrontHosts(env)).toEqual(['www.shop.be'])
    expect(testModeAtStart(env)).toMatchObject({ kind: 'refuse', message: expect.stringContaining('www.shop.be') })
    expect(testModeAtStart({ ...env, ALLOW_TEST_MODE_ON_PUBLIC_HOSTS: '1' }).kind).toBe('warn')
  })
})
