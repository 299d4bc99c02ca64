'use client'
import type { Shopper } from '@/graphql/shopper'
import { CaptchaProvider } from '@/components/account/captcha'
import { BalanceCheck, type BalanceCheckProps } from './balance-check'

/**
 * The balance check's client island, with the captcha (reCAPTCHA v3 with a site key, else the
 * development token). It ships no API client: the check posts its plain operation
 * (gift-card-balance-request.ts), and the form's rules load when the form is first used.
 */
export function BalanceCheckIsland(props: BalanceCheckProps & { shopper: Shopper }) {
  return (
    <CaptchaProvider>
      <BalanceCheck {...props} />
    </CaptchaProvider>
  )
}
