'use client'
import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import { useMutation } from '@apollo/client/react'
import styled from 'styled-components'
import { FormAlert } from '@/components/account/form-parts'
import { applyApiErrors, useFieldErrorText } from '@/components/forms/field-errors'
import { fieldResolver } from '@/components/forms/field-resolver'
import { Button } from '@/components/ui/button'
import { Actions } from '@/components/ui/form-layout'
import { Input } from '@/components/ui/input'
import { CorrectGiftCardRecipientDocument, type OrderGiftCardFieldsFragment } from '@/graphql/generated/operations'
import type { UserData } from '@/graphql/shopper'
import { emailOnlySchema } from '@/validation/account'

export interface RecipientFormProps {
  card: OrderGiftCardFieldsFragment
  userData: UserData
  orderUuid: string
  /** The correction was saved; `email` is where the card's e-mail goes now. */
  onChanged: (email: string) => void
  onCancel: () => void
}

/** The one correction of the receiver's address, checked with the shop's e-mail rule before it is sent (docs/rules/checkout.md). */
export function RecipientForm({ card, userData, orderUuid, onChanged, onCancel }: RecipientFormProps) {
  const t = useTranslations('orderCards')
  const errorText = useFieldErrorText()
  const [correct, { loading }] = useMutation(CorrectGiftCardRecipientDocument)
  const [alert, setAlert] = useState<string | null>(null)
  const { register, handleSubmit, setError, setFocus, formState: { errors } } = useForm<{ email: string }>({
    resolver: fieldResolver(emailOnlySchema),
    defaultValues: { email: '' },
  })
  useEffect(() => setFocus('email'), [setFocus])

  const onSubmit = handleSubmit(async ({ email }) => {
    setAlert(null)
    try {
      const { data } = await correct({ variables: { userData, orderUuid, giftCardId: card.id, email }, errorPolicy: 'all' })
      const payload = data?.correctGiftCardRecipient
      if (payload?.card) return onChanged(payload.card.recipient ?? email)
      setAlert(applyApiErrors(payload?.errors ?? [], ['email'], setError) ?? (payload?.errors.length ? null : t('failed')))
    } catch {
      setAlert(t('failed'))
    }
  })

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('change')}>
      <FormAlert>{alert}</FormAlert>
      <Input label={t('newEmail')} type="email" autoComplete="off" {...register('email')} error={errorText(errors.email)} />
      <Actions>
        <Button type="submit" loading={loading}>{t('save')}</Button>
        <Button variant="link" onClick={onCancel}>{t('cancel')}</Button>
      </Actions>
    </Form>
  )
}

const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 480px;
`
