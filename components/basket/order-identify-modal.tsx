'use client'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { CaptchaProvider } from '@/components/account/captcha'
import { IdentifyForm } from '@/components/account/identify-form'
import { Modal } from '@/components/ui/modal'
import { ApolloProvider } from '@/graphql/browser-client'
import type { Shopper } from '@/graphql/shopper'
import { useModalStore } from '@/stores/modal-store'
import { ACCOUNT_IDENTIFY_MODAL_ID, type OrderAuthHrefs } from './order-auth'

/**
 * docs/rules/checkout.md identify user, order-modal auth mode on: the basket's account identify modal, the checkout's
 * identify step in a modal. The user-exists check (e-mail and captcha) decides: an account goes to the login page
 * (e-mail prefilled, back to the checkout afterwards), a new address to the checkout's guest flow with it filled in.
 * Ordering as a guest without typing anything stays possible. Loaded (with the API client and the captcha) only
 * when a shopper opens it.
 */
export function OrderIdentifyModal({ shopper, hrefs }: { shopper: Shopper; hrefs: OrderAuthHrefs }) {
  const t = useTranslations('checkout.guest')
  const tAccount = useTranslations('account.identify')
  const common = useTranslations('common')
  const router = useRouter()

  // Client-side, so the e-mail the check kept (the user store's prefill) reaches the next page.
  function goOn(href: string) {
    const modals = useModalStore.getState()
    // Closed while the check ran (Escape): the shopper stays on the basket.
    if (!modals.open.includes(ACCOUNT_IDENTIFY_MODAL_ID)) return
    modals.closeModal(ACCOUNT_IDENTIFY_MODAL_ID)
    router.push(href)
  }

  return (
    <Modal id={ACCOUNT_IDENTIFY_MODAL_ID} title={tAccount('title')} closeLabel={common('close')} size="small">
      <p>{tAccount('text')}</p>
      <ApolloProvider shopper={shopper}>
        <CaptchaProvider>
          <IdentifyForm shopper={shopper} autoFocus onIdentified={(status) => goOn(status === 'EXISTS' ? hrefs.login : hrefs.guest)} />
        </CaptchaProvider>
      </ApolloProvider>
      <Guest aria-labelledby="order-identify-guest">
        <h3 id="order-identify-guest">{t('title')}</h3>
        <p>{t('text')}</p>
        <a href={hrefs.guest}>{t('continueAsGuest')}</a>
      </Guest>
    </Modal>
  )
}

const Guest = styled.section`
  margin-top: 24px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 { margin: 0 0 8px; font-size: 1rem; }
  p { margin: 0 0 8px; }
`
