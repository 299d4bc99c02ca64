/**
 * Captcha facts shared by the browser and the server (docs/rules/accounts.md and docs/rules/validation.md: reCAPTCHA v3, action 'common').
 * Plain module: client components and server code both import it.
 */
export const CAPTCHA_ACTION = 'common'

/**
 * The token the browser sends when no reCAPTCHA site key is configured. The server's development
 * verifier accepts it only when no reCAPTCHA secret is configured and the development verifier is
 * allowed (never by default in production); see server/services/captcha.
 */
export const DEVELOPMENT_CAPTCHA_TOKEN = 'development-captcha-token'
