'use client'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import { useMutation } from '@apollo/client/react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { UserForgotPasswordDocument } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { useUserStore } from '@/stores/user-store'
import { emailOnlySchema } from '@/validation/account'
import { useCaptchaSubmit } from './use-captcha-submit'
import { Actions, Form, FormAlert } from './form-parts'
import { applyApiErrors, useFieldErrorText } from '@/components/forms/field-errors'
import { fieldResolver } from '@/components/forms/field-resolver'

export interface ForgotPasswordFormProps {
  shopper: Shopper
  successHref: string
  loginHref: string
}

/** Requests a reset link (status SENT) and shows the success page with the e-mail. */
export function ForgotPasswordForm({ shopper, successHref, loginHref }: ForgotPasswordFormProps) {
  const t = useTranslations('account')
  const errorText = useFieldErrorText()
  const router = useRouter()
  const [requestLink] = useMutation(UserForgotPasswordDocument)
  const { formError, busy, submit } = useCaptchaSubmit(t('form.generic'))
  const { register, handleSubmit, setError, formState: { errors } } = useForm<{ email: string }>({
    resolver: fieldResolver(emailOnlySchema),
    defaultValues: { email: useUserStore.getState().prefillEmail ?? '' },
  })

  const onSubmit = handleSubmit(({ email }) => {
    if (!email) return
    return submit(async (captchaToken) => {
      const { data } = await requestLink({ variables: { userData: toUserData(shopper), email, captchaToken }, errorPolicy: 'all' })
      const payload = data?.userForgotPassword
      if (payload?.status !== 'SENT') {
        return applyApiErrors(payload?.errors ?? [], ['email'], setError) ?? (payload?.errors.length ? null : t('forgotPassword.errors.sendFailed'))
      }
      useUserStore.getState().setForgotPasswordEmail(email)
      router.push(successHref)
    })
  })

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('forgotPassword.title')}>
      <FormAlert>{formError}</FormAlert>
      <Input label={t('fields.email')} type="email" autoComplete="email" {...register('email')} error={errorText(errors.email)} />
      <Actions>
        <Button type="submit" loading={busy}>{t('forgotPassword.submit')}</Button>
        <a href={loginHref}>{t('forgotPassword.backToLogin')}</a>
      </Actions>
    </Form>
  )
}

/** The success page's text: with the e-mail while this tab still knows it. */
export function ForgotPasswordSuccessText() {
  const t = useTranslations('account.forgotPassword')
  const email = useUserStore((state) => state.forgotPasswordEmail)
  return <p>{email ? t('successText', { email }) : t('successTextNoEmail')}</p>
}
