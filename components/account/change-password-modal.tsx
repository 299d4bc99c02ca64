'use client'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import { useMutation } from '@apollo/client/react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Modal } from '@/components/ui/modal'
import { UserChangePasswordDocument } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { useModalStore } from '@/stores/modal-store'
import { changePasswordSchema } from '@/validation/account'
import { useCaptchaSubmit } from './use-captcha-submit'
import { Actions, Form, FormAlert } from './form-parts'
import { applyApiErrors, useFieldErrorText } from '@/components/forms/field-errors'
import { fieldResolver } from '@/components/forms/field-resolver'

export const CHANGE_PASSWORD_MODAL_ID = 'account-change-password'

interface ChangePasswordValues {
  currentPassword: string
  password: string
  passwordConfirmation: string
}
const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const
const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', passwordConfirmation: '' }

/** docs/rules/accounts.md password change modal: current, new and repeated password, with captcha (status PASSWORD_CHANGED). */
export function ChangePasswordModal({ shopper, onChanged }: { shopper: Shopper; onChanged: () => void }) {
  const t = useTranslations('account')
  const errorText = useFieldErrorText()
  const [changePassword] = useMutation(UserChangePasswordDocument)
  const { formError, setFormError, busy, submit } = useCaptchaSubmit(t('form.generic'))
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<ChangePasswordValues>({
    resolver: fieldResolver(changePasswordSchema),
    defaultValues: EMPTY,
  })
  const error = (name: (typeof FIELDS)[number]) => errorText(errors[name])

  const onSubmit = handleSubmit((values) => submit(async (captchaToken) => {
    const { data } = await changePassword({ variables: { userData: toUserData(shopper), ...values, captchaToken }, errorPolicy: 'all' })
    const payload = data?.userChangePassword
    if (payload?.status !== 'PASSWORD_CHANGED') {
      return applyApiErrors(payload?.errors ?? [], FIELDS, setError) ?? (payload?.errors.length ? null : t('form.generic'))
    }
    reset(EMPTY)
    useModalStore.getState().closeModal(CHANGE_PASSWORD_MODAL_ID)
    onChanged()
  }))

  return (
    <Modal
      id={CHANGE_PASSWORD_MODAL_ID}
      title={t('changePassword.title')}
      closeLabel={t('form.close')}
      size="small"
      onClose={() => { reset(EMPTY); setFormError(null) }}
    >
      <Form onSubmit={onSubmit} noValidate aria-label={t('changePassword.title')}>
        <FormAlert>{formError}</FormAlert>
        <Input id="change-currentPassword" label={t('changePassword.currentPassword')} type="password" autoComplete="current-password" {...register('currentPassword')} error={error('currentPassword')} />
        <Input id="change-password" label={t('changePassword.newPassword')} type="password" autoComplete="new-password" hint={t('fields.passwordHint')} {...register('password')} error={error('password')} />
        <Input id="change-passwordConfirmation" label={t('changePassword.confirmPassword')} type="password" autoComplete="new-password" {...register('passwordConfirmation')} error={error('passwordConfirmation')} />
        <Actions>
          <Button type="submit" loading={busy}>{t('changePassword.submit')}</Button>
        </Actions>
      </Form>
    </Modal>
  )
}
