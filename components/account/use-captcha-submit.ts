'use client'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { useCaptcha } from './captcha'

/**
 * The submit cycle every captcha-protected account form shares (docs/rules/validation.md: no request without a
 * captcha token): busy flag, the form's alert text, the token, and `failureText` when the request
 * itself fails. `send` returns the alert text to show, or nothing when it went on (e.g. navigated).
 */
export function useCaptchaSubmit(failureText: string) {
  const t = useTranslations('account')
  const getCaptchaToken = useCaptcha()
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (send: (captchaToken: string) => Promise<string | null | void>) => {
    setFormError(null)
    setBusy(true)
    try {
      const captchaToken = await getCaptchaToken()
      if (!captchaToken) {
        setFormError(t('form.captchaUnavailable'))
        return
      }
      setFormError((await send(captchaToken)) ?? null)
    } catch {
      setFormError(failureText)
    } finally {
      setBusy(false)
    }
  }
  return { formError, setFormError, busy, submit }
}
