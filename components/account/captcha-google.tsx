'use client'
import { useCallback, type ReactNode } from 'react'
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3'
import { CAPTCHA_ACTION } from '@/config/captcha'
import { CaptchaContext } from './captcha-context'

function Bridge({ children }: { children: ReactNode }) {
  const { executeRecaptcha } = useGoogleReCaptcha()
  const getToken = useCallback(async () => {
    // Not loaded (yet, or blocked): no token, so the form sends nothing (docs/rules/validation.md).
    if (!executeRecaptcha) return null
    try {
      return (await executeRecaptcha(CAPTCHA_ACTION)) || null
    } catch {
      return null
    }
  }, [executeRecaptcha])
  return <CaptchaContext.Provider value={getToken}>{children}</CaptchaContext.Provider>
}

/** reCAPTCHA v3 (loaded by captcha.tsx only when a site key is configured). */
export function GoogleCaptchaProvider({ siteKey, children }: { siteKey: string; children: ReactNode }) {
  return (
    <GoogleReCaptchaProvider reCaptchaKey={siteKey} scriptProps={{ async: true, defer: true }}>
      <Bridge>{children}</Bridge>
    </GoogleReCaptchaProvider>
  )
}
