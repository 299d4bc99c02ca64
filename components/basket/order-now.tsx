'use client'
import { useState, type MouseEvent } from 'react'
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import type { Shopper } from '@/graphql/shopper'
import { useModalStore } from '@/stores/modal-store'
import { useToggle } from '@/stores/toggles-store'
import { useUserStore } from '@/stores/user-store'
import { GuestOrderModal } from './guest-order-modal'
import { LinkButton } from './link-button'
import { ACCOUNT_IDENTIFY_MODAL_ID, GUEST_ORDER_MODAL_ID, orderAuthHrefs } from './order-auth'

/** The identify modal brings the API client, the captcha and the form rules: loaded once a shopper opens it. */
const OrderIdentifyModal = dynamic(() => import('./order-identify-modal').then((module) => module.OrderIdentifyModal), { ssr: false })

export interface OrderNowProps {
  shopper: Shopper
  /** The server found a session for this request. */
  loggedIn: boolean
  checkoutHref: string
  loginHref: string
  registerHref: string
}

/**
 * The basket's Order now (docs/rules/checkout.md identify user): a link to the checkout, which a logged-in customer
 * follows. For anyone else it opens the account identify modal when the order-modal auth mode is on, else the guest
 * order modal; the modal gives the focus back to it on closing. A modified click (a new tab) and a page without
 * script still reach the checkout, whose own identify step then asks.
 */
export function OrderNow({ shopper, loggedIn, checkoutHref, loginHref, registerHref }: OrderNowProps) {
  const t = useTranslations('checkout.basket')
  const identifyFirst = useToggle('isOrderModalAuthOn')
  // The header loads the user of a session (e.g. one started in another tab since this page was rendered).
  const knownUser = useUserStore((state) => state.user !== null)
  const [identifyLoaded, setIdentifyLoaded] = useState(false)
  const identified = loggedIn || knownUser
  const hrefs = orderAuthHrefs({ checkout: checkoutHref, login: loginHref, register: registerHref })

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (identified || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (identifyFirst) setIdentifyLoaded(true)
    useModalStore.getState().openModal(identifyFirst ? ACCOUNT_IDENTIFY_MODAL_ID : GUEST_ORDER_MODAL_ID)
  }

  return (
    <>
      <LinkButton href={checkoutHref} aria-haspopup={identified ? undefined : 'dialog'} onClick={onClick}>{t('toCheckout')}</LinkButton>
      {!identified && <GuestOrderModal hrefs={hrefs} />}
      {!identified && identifyLoaded && <OrderIdentifyModal shopper={shopper} hrefs={hrefs} />}
    </>
  )
}
