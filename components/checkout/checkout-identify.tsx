'use client'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { CaptchaProvider } from '@/components/account/captcha'
import { IdentifyForm } from '@/components/account/identify-form'
import { Button } from '@/components/ui/button'
import type { Shopper } from '@/graphql/shopper'
import { Actions, Panel } from './form-parts'

export interface CheckoutIdentifyProps {
  shopper: Shopper
  /** The login page with the checkout as its callback. */
  loginHref: string
  /** The guest flow, with the e-mail address the shopper typed (null when they chose it straight away). */
  onGuest: (email: string | null) => void
}

/**
 * docs/rules/checkout.md identify user: a shopper who is not logged in types an e-mail address and the user-exists
 * check decides. An existing account goes to the login page (e-mail prefilled, back to the checkout
 * after logging in); a new address goes on as a guest with it filled in, where the information step
 * still offers to create an account. Ordering as a guest or logging in straight away stay possible.
 * The captcha (and its script) loads with this step only.
 */
export function CheckoutIdentify({ shopper, loginHref, onGuest }: CheckoutIdentifyProps) {
  const t = useTranslations('checkout')
  const tAccount = useTranslations('account')
  const router = useRouter()
  return (
    <Panel aria-labelledby="identify-title">
      <h3 id="identify-title">{tAccount('identify.title')}</h3>
      <p>{tAccount('identify.text')}</p>
      <CaptchaProvider>
        <IdentifyForm shopper={shopper} onIdentified={(status, email) => (status === 'EXISTS' ? router.push(loginHref) : onGuest(email))} />
      </CaptchaProvider>
      <Guest aria-labelledby="guest-title">
        <h4 id="guest-title">{t('guest.title')}</h4>
        <p>{t('guest.text')}</p>
        <Actions>
          <Button variant="secondary" onClick={() => onGuest(null)}>{t('guest.continueAsGuest')}</Button>
          <a href={loginHref}>{t('guest.logIn')}</a>
        </Actions>
      </Guest>
    </Panel>
  )
}

const Guest = styled.section`
  margin-top: 24px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h4 { margin: 0 0 8px; }
`
