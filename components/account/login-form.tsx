'use client'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import { useMutation } from '@apollo/client/react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { pushEvent } from '@/components/analytics/data-layer'
import { UserLoginDocument } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { useUserStore } from '@/stores/user-store'
import { loginSchema } from '@/validation/account'
import { useCaptchaSubmit } from './use-captcha-submit'
import { safeCallback } from './callback'
import { Actions, Form, FormAlert } from './form-parts'
import { applyApiErrors, useFieldErrorText } from '@/components/forms/field-errors'
import { loadUserInfo } from './user-session'
import { fieldResolver } from '@/components/forms/field-resolver'

interface LoginValues {
  email: string
  password: string
}

export interface LoginFormProps {
  shopper: Shopper
  overviewHref: string
  forgotPasswordHref: string
  registerHref: string
  /** The `callback` query parameter; followed only when it is a same-site relative path. */
  callback?: string | null
}

/**
 * docs/rules/accounts.md Login success: login event, user info, then the overview (or the callback). docs/rules/validation.md: without
 * a captcha token, e-mail and password no request is sent.
 */
export function LoginForm({ shopper, overviewHref, forgotPasswordHref, registerHref, callback }: LoginFormProps) {
  const t = useTranslations('account')
  const errorText = useFieldErrorText()
  const router = useRouter()
  const [login] = useMutation(UserLoginDocument)
  const { formError, busy, submit } = useCaptchaSubmit(t('login.errors.generic'))
  const { register, handleSubmit, setError, formState: { errors } } = useForm<LoginValues>({
    resolver: fieldResolver(loginSchema),
    defaultValues: { email: useUserStore.getState().prefillEmail ?? '', password: '' },
  })

  const onSubmit = handleSubmit(({ email, password }) => {
    if (!email || !password) return
    return submit(async (captchaToken) => {
      const { data } = await login({ variables: { userData: toUserData(shopper), email, password, captchaToken }, errorPolicy: 'all' })
      const payload = data?.userLogin
      if (payload?.status !== 'LOGGED_IN') {
        return applyApiErrors(payload?.errors ?? [], ['email', 'password'], setError) ?? (payload?.errors.length ? null : t('login.errors.generic'))
      }
      pushEvent('login', { method: 'email' })
      useUserStore.getState().setPrefillEmail(null)
      await loadUserInfo(shopper)
      router.push(safeCallback(callback) ?? overviewHref)
    })
  })

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
      <FormAlert>{formError}</FormAlert>
      <Input label={t('login.email')} type="email" autoComplete="email" {...register('email')} error={errorText(errors.email)} />
      <Input label={t('login.password')} type="password" autoComplete="current-password" {...register('password')} error={errorText(errors.password)} />
      <Actions>
        <Button type="submit" loading={busy}>{t('login.submit')}</Button>
        <a href={forgotPasswordHref}>{t('login.forgotPassword')}</a>
      </Actions>
      <p>
        {t('login.noAccount')} <a href={registerHref}>{t('login.register')}</a>
      </p>
    </Form>
  )
}
