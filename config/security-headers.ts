/**
 * reCAPTCHA v3 (docs/rules/chrome.md captcha) loads its script from Google and runs in a Google frame; without
 * these origins a production shop with real keys would get no token and every login would fail.
 * The origins Google documents for a CSP; nothing else from outside may add scripts.
 */
const RECAPTCHA_SCRIPTS = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/'

/**
 * Security headers of every response (next.config.ts, and the direct GraphQL answers of
 * server/graphql/direct-endpoint.ts). The CSP allows inline scripts and styles
 * because Next's bootstrap scripts and styled-components' server-rendered styles are inline; a nonce
 * would make every page dynamic and defeat the per-storefront page cache. No other origin may frame
 * these pages or receive their forms; only reCAPTCHA may add scripts. Frames may show any https page:
 * reCAPTCHA's, and a brand's webshop in the redeem shop (docs/rules/chrome.md shop iframe modal, sandboxed there).
 */
export function securityHeaders(isDevelopment: boolean): Array<{ key: string; value: string }> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isDevelopment ? " 'unsafe-eval'" : ''} ${RECAPTCHA_SCRIPTS}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${isDevelopment ? ' ws:' : ''} https://www.google.com/recaptcha/`,
    "frame-src 'self' https:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(self)' },
  ]
}

/** HSTS only makes sense (and is only honoured) on HTTPS; the proxy adds it there. */
export const HSTS_HEADER = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' } as const
