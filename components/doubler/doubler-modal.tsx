'use client'
import { useLayoutEffect, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import { useApolloClient } from '@apollo/client/react'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Modal } from '@/components/ui/modal'
import { DoublerDrawDocument, EnterDoublerDrawDocument } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { useModalStore } from '@/stores/modal-store'
import { useRedeemStore } from '@/stores/redeem-store'
import { emailOnlySchema } from '@/validation/account'
import { FocusableAlertBox as Alert } from '@/components/ui/alert-box'
import { formatDrawMoment } from './doubler-format'
import { doublerThankYouPath } from './doubler-paths'
import { fieldResolver } from '@/components/forms/field-resolver'
import { SERVER_ERROR, useFieldErrorText } from '@/components/forms/field-errors'

export const DOUBLER_MODAL_ID = 'redeem-doubler'

/**
 * docs/rules/activation-and-doubler.md redeem modal "doubler": enters the cards of the current redeem token (the balance check
 * already proved number and PIN, so only an e-mail address is asked) into the coming draw, then goes
 * to the thank-you page with the product chosen with the balance. Renders its opening button; shown
 * only while a redeem token exists. Needs an Apollo provider above it (the redeem shop has one).
 */
export function DoublerModal({ shopper, locale }: { shopper: Shopper; locale?: string }) {
  const t = useTranslations('doubler')
  const errorText = useFieldErrorText()
  const client = useApolloClient()
  const router = useRouter()
  const token = useRedeemStore((state) => state.token)
  const [drawAt, setDrawAt] = useState<string | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const alertRef = useRef<HTMLParagraphElement>(null)
  const { register, handleSubmit, setError, formState: { errors } } = useForm<{ email: string }>({
    resolver: fieldResolver(emailOnlySchema),
    defaultValues: { email: '' },
  })

  // In the commit that shows the alert: a passive effect could run after the next submit has put focus on a field.
  useLayoutEffect(() => {
    if (alert) alertRef.current?.focus()
  }, [alert])

  if (!token) return null

  async function open() {
    setAlert(null)
    useModalStore.getState().openModal(DOUBLER_MODAL_ID)
    if (drawAt) return
    const { data } = await client.query({ query: DoublerDrawDocument, variables: { userData: toUserData(shopper) }, fetchPolicy: 'no-cache' }).catch(() => ({ data: undefined }))
    if (data?.doublerDraw) setDrawAt(data.doublerDraw.drawAt)
  }

  const onSubmit = handleSubmit(async ({ email }) => {
    setAlert(null)
    setBusy(true)
    try {
      const { data } = await client.mutate({
        mutation: EnterDoublerDrawDocument,
        variables: { userData: toUserData({ ...shopper, redeemToken: useRedeemStore.getState().token }), input: { email: email.trim() } },
        errorPolicy: 'all',
      })
      const payload = data?.enterDoublerDraw
      if (!payload) return setAlert(t('page.connectionFailed'))
      const [error] = payload.errors
      if (error || !payload.entry) {
        if (error?.referencedRequestParameter === 'email') return setError('email', { type: SERVER_ERROR, message: error.message }, { shouldFocus: true })
        return setAlert(error?.message || t('page.connectionFailed'))
      }
      useModalStore.getState().closeModal(DOUBLER_MODAL_ID)
      router.push(doublerThankYouPath(shopper, payload.entry.productSlug))
    } catch {
      setAlert(t('page.connectionFailed'))
    } finally {
      setBusy(false)
    }
  })

  const date = drawAt ? formatDrawMoment(drawAt, locale ?? `${shopper.language}-${shopper.countryCode}`) : null
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => void open()} aria-haspopup="dialog">{t('modal.open')}</Button>
      <Modal id={DOUBLER_MODAL_ID} title={t('modal.title')} closeLabel={t('modal.close')} size="small" loading={busy}>
        <Form onSubmit={onSubmit} noValidate aria-label={t('modal.title')}>
          <p>{date ? t('modal.text', { date }) : t('modal.textNoDate')}</p>
          {alert && <Alert role="alert" ref={alertRef} tabIndex={-1}>{alert}</Alert>}
          <Input
            label={t('page.email')}
            hint={t('page.emailHint')}
            type="email"
            autoComplete="email"
            data-autofocus
            {...register('email')}
            error={errorText(errors.email)}
          />
          <Actions>
            <Button variant="secondary" onClick={() => useModalStore.getState().closeModal(DOUBLER_MODAL_ID)}>{t('modal.cancel')}</Button>
            <Button type="submit" loading={busy}>{t('modal.submit')}</Button>
          </Actions>
        </Form>
      </Modal>
    </>
  )
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  p { margin: 0; }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
`
