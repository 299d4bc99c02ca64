'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Modal } from '@/components/ui/modal'
import { LinkButton } from './link-button'
import { GUEST_ORDER_MODAL_ID, type OrderAuthHrefs } from './order-auth'

/**
 * docs/rules/checkout.md identify user, order-modal auth mode off: the basket's guest order modal. Each choice is a
 * plain link: the checkout on its guest flow, or the login or register page that go on to the checkout afterwards.
 */
export function GuestOrderModal({ hrefs }: { hrefs: OrderAuthHrefs }) {
  const t = useTranslations('checkout.guestOrder')
  const common = useTranslations('common')
  return (
    <Modal id={GUEST_ORDER_MODAL_ID} title={t('title')} closeLabel={common('close')} size="small">
      <Choices>
        <p>{t('text')}</p>
        <LinkButton href={hrefs.guest} data-autofocus>{t('asGuest')}</LinkButton>
        <LinkButton href={hrefs.login} $variant="secondary">{t('logIn')}</LinkButton>
        <a href={hrefs.register}>{t('register')}</a>
      </Choices>
    </Modal>
  )
}

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 12px;
  p { margin: 0 0 4px; }
  > a:last-child { align-self: center; }
`
