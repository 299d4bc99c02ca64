import { describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers'

const cspOf = (isDevelopment: boolean) => {
  const value = securityHeaders(isDevelopment).find((header) => header.key === 'Content-Security-Policy')!.value
  return new Map(value.split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]))
}

describe('content security policy', () => {
  it('lets reCAPTCHA v3 load and run (docs/rules/chrome.md captcha) and frames show https pages only, nothing else from outside scripts', () => {
    const csp = cspOf(false)
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'])
    expect(csp.get('frame-src')).toEqual(["'self'", 'https:'])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
  })

  it("allows eval and the dev server's socket only in development", () => {
    expect(cspOf(false).get('script-src')).not.toContain("'unsafe-eval'")
    expect(cspOf(true).get('script-src')).toContain("'unsafe-eval'")
    expect(cspOf(true).get('connect-src')).toContain('ws:')
    expect(cspOf(false).get('connect-src')).not.toContain('ws:')
  })
})
