'use client'
import { lazy, Suspense, useContext, useMemo, type ReactNode } from 'react'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { CaptchaContext, type GetCaptchaToken } from './captcha-context'

const developmentToken: GetCaptchaToken = async () => DEVELOPMENT_CAPTCHA_TOKEN

/** reCAPTCHA's script and provider load only in the account islands that use them, only with a site key. */
const GoogleCaptchaProvider = lazy(() => import('./captcha-google').then((module) => ({ default: module.GoogleCaptchaProvider })))

/**
 * Captcha for the account forms (docs/rules/validation.md, action 'common'): reCAPTCHA v3 when
 * NEXT_PUBLIC_RECAPTCHA_SITE_KEY is set at build time, otherwise the development token, which the
 * server accepts only when it runs without a reCAPTCHA secret and allows the development verifier.
 */
export function CaptchaProvider({ children, siteKey = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY }: { children: ReactNode; siteKey?: string }) {
  if (!siteKey) return <CaptchaContext.Provider value={developmentToken}>{children}</CaptchaContext.Provider>
  return (
    <Suspense fallback={<CaptchaContext.Provider value={async () => null}>{children}</CaptchaContext.Provider>}>
      <GoogleCaptchaProvider siteKey={siteKey}>{children}</GoogleCaptchaProvider>
    </Suspense>
  )
}

export function useCaptcha(): GetCaptchaToken {
  return useContext(CaptchaContext)
}

/** For tests and stories: a fixed token (or none). */
export function StaticCaptcha({ token, children }: { token: string | null; children: ReactNode }) {
  const value = useMemo<GetCaptchaToken>(() => async () => token, [token])
  return <CaptchaContext.Provider value={value}>{children}</CaptchaContext.Provider>
}
