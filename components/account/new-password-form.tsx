'use client'
import { useState } from 'react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import { useMutation } from '@apollo/client/react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { UserResetPasswordDocument } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { newPasswordSchema } from '@/validation/account'
import { Actions, Form, FormAlert } from './form-parts'
import { applyApiErrors, useFieldErrorText } from '@/components/forms/field-errors'
import { fieldResolver } from '@/components/forms/field-resolver'

interface NewPasswordValues {
  password: string
  passwordConfirmation: string
}

export interface NewPasswordFormProps {
  shopper: Shopper
  /** The reset link's `?token=`. */
  token: string
  successHref: string
}

/** Sets a new password with the token of a reset link (status PASSWORD_RESET). */
export function NewPasswordForm({ shopper, token, successHref }: NewPasswordFormProps) {
  const t = useTranslations('account')
  const errorText = useFieldErrorText()
  const router = useRouter()
  const [resetPassword] = useMutation(UserResetPasswordDocument)
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { register, handleSubmit, setError, formState: { errors } } = useForm<NewPasswordValues>({
    resolver: fieldResolver(newPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  })

  const onSubmit = handleSubmit(async ({ password, passwordConfirmation }) => {
    setFormError(null)
    setBusy(true)
    try {
      const { data } = await resetPassword({ variables: { userData: toUserData(shopper), token, password, passwordConfirmation }, errorPolicy: 'all' })
      const payload = data?.userResetPassword
      if (payload?.status !== 'PASSWORD_RESET') {
        setFormError(applyApiErrors(payload?.errors ?? [], ['password', 'passwordConfirmation'], setError) ?? (payload?.errors.length ? null : t('form.generic')))
        return
      }
      router.push(successHref)
    } catch {
      setFormError(t('form.generic'))
    } finally {
      setBusy(false)
    }
  })

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('newPassword.title')}>
      <FormAlert>{formError}</FormAlert>
      <Input label={t('changePassword.newPassword')} type="password" autoComplete="new-password" hint={t('fields.passwordHint')} {...register('password')} error={errorText(errors.password)} />
      <Input label={t('changePassword.confirmPassword')} type="password" autoComplete="new-password" {...register('passwordConfirmation')} error={errorText(errors.passwordConfirmation)} />
      <Actions>
        <Button type="submit" loading={busy}>{t('newPassword.submit')}</Button>
      </Actions>
    </Form>
  )
}
