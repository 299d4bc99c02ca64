'use client'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import { useApolloClient } from '@apollo/client/react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { CheckUserExistDocument } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { useUserStore } from '@/stores/user-store'
import { emailOnlySchema } from '@/validation/account'
import { useCaptchaSubmit } from './use-captcha-submit'
import { Actions, Form, FormAlert } from './form-parts'
import { applyApiErrors, useFieldErrorText } from '@/components/forms/field-errors'
import { fieldResolver } from '@/components/forms/field-resolver'

export type IdentifiedStatus = 'EXISTS' | 'NOT_EXISTS'

export interface IdentifyFormProps {
  shopper: Shopper
  /** What follows the user-exists check; the e-mail is kept for the next form (`prefillEmail`). */
  onIdentified: (status: IdentifiedStatus, email: string) => void
  /** Marks the e-mail field for a modal's first focus (components/ui/modal.tsx `data-autofocus`). */
  autoFocus?: boolean
}

/**
 * docs/rules/accounts.md Identify user: the e-mail address and a captcha, then the user-exists check. What an answer
 * leads to is the caller's: the account's identify page, the checkout and the basket's identify modal differ.
 */
export function IdentifyForm({ shopper, onIdentified, autoFocus = false }: IdentifyFormProps) {
  const t = useTranslations('account')
  const errorText = useFieldErrorText()
  const client = useApolloClient()
  const { formError, busy, submit } = useCaptchaSubmit(t('form.generic'))
  const { register, handleSubmit, setError, formState: { errors } } = useForm<{ email: string }>({
    resolver: fieldResolver(emailOnlySchema),
    defaultValues: { email: useUserStore.getState().prefillEmail ?? '' },
  })

  const onSubmit = handleSubmit(({ email }) => {
    if (!email) return
    return submit(async (captchaToken) => {
      const { data } = await client.query({
        query: CheckUserExistDocument,
        variables: { userData: toUserData(shopper), email, captchaToken },
        fetchPolicy: 'network-only',
        errorPolicy: 'all',
      })
      const payload = data?.checkUserExist
      if (payload?.status === 'EXISTS' || payload?.status === 'NOT_EXISTS') {
        useUserStore.getState().setPrefillEmail(email)
        onIdentified(payload.status, email)
        return
      }
      return applyApiErrors(payload?.errors ?? [], ['email'], setError) ?? (payload?.errors.length ? null : t('form.generic'))
    })
  })

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('identify.title')}>
      <FormAlert>{formError}</FormAlert>
      <Input label={t('identify.email')} type="email" autoComplete="email" {...register('email')} error={errorText(errors.email)} data-autofocus={autoFocus || undefined} />
      <Actions>
        <Button type="submit" loading={busy}>{t('identify.submit')}</Button>
      </Actions>
    </Form>
  )
}

/** The account's identify page: an existing account goes to the login page, a new e-mail to register (prefilled). */
export function AccountIdentifyForm({ shopper, loginHref, registerHref }: { shopper: Shopper; loginHref: string; registerHref: string }) {
  const router = useRouter()
  return <IdentifyForm shopper={shopper} onIdentified={(status) => router.push(status === 'EXISTS' ? loginHref : registerHref)} />
}
