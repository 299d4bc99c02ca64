'use client'
import { useState, type ReactNode } from 'react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useForm, useWatch } from 'react-hook-form'
import { useMutation } from '@apollo/client/react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { CreateAccountDocument } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { useUserStore } from '@/stores/user-store'
import { registerSchema } from '@/validation/account'
import { Actions, Checkbox, FieldRow, Fieldset, Form, FormAlert, RadioRow } from './form-parts'
import { applyApiErrors, useFieldErrorText } from '@/components/forms/field-errors'
import { loadUserInfo } from './user-session'
import { safeCallback } from './callback'
import { fieldResolver } from '@/components/forms/field-resolver'

interface RegisterValues {
  customerType: 'PRIVATE' | 'BUSINESS'
  firstName: string
  lastName: string
  companyName: string
  vatNumber: string
  phoneNumber: string
  email: string
  password: string
  passwordConfirmation: string
  subscribed: boolean
  acceptTerms: boolean
}

const FIELDS = ['customerType', 'firstName', 'lastName', 'companyName', 'vatNumber', 'phoneNumber', 'email', 'password', 'passwordConfirmation', 'subscribed', 'acceptTerms'] as const
/** The company fields show for business customers only; their errors otherwise go to the form alert. */
const shownFields = (business: boolean) => FIELDS.filter((field) => business || (field !== 'companyName' && field !== 'vatNumber'))

/** Plain ICU arguments mark where the links go (the catalogues hold no markup). */
const TERMS_MARK = '\u0001terms\u0001'
const PRIVACY_MARK = '\u0001privacy\u0001'

function withLinks(text: string, links: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\u0001\w+\u0001)/).map((part) => links[part] ?? part)
}

export interface RegisterFormProps {
  shopper: Shopper
  successHref: string
  loginHref: string
  termsHref: string
  privacyHref: string
  /** The `callback` query parameter (e.g. the checkout, from the basket's guest order modal); followed only when same-site. */
  callback?: string | null
}

/** Creates an account (which also logs in, status CREATED) and goes to the success page, or to a same-site callback. */
export function RegisterForm({ shopper, successHref, loginHref, termsHref, privacyHref, callback }: RegisterFormProps) {
  const t = useTranslations('account')
  const errorText = useFieldErrorText()
  const router = useRouter()
  const [createAccount] = useMutation(CreateAccountDocument)
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { register, handleSubmit, setError, control, formState: { errors } } = useForm<RegisterValues>({
    resolver: fieldResolver(registerSchema) as never,
    // A phone number written nationally is read in the storefront's country (the form has no address).
    context: { countryCode: shopper.countryCode },
    defaultValues: {
      customerType: 'PRIVATE', firstName: '', lastName: '', companyName: '', vatNumber: '', phoneNumber: '',
      email: useUserStore.getState().prefillEmail ?? '', password: '', passwordConfirmation: '', subscribed: false, acceptTerms: false,
    },
  })
  const business = useWatch({ control, name: 'customerType' }) === 'BUSINESS'
  const error = (name: (typeof FIELDS)[number]) => errorText(errors[name])

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    setBusy(true)
    try {
      const input = {
        ...values,
        // Empty strings for empty optional fields: the server's shared rules refuse null there.
        companyName: business ? values.companyName : '',
        vatNumber: business ? values.vatNumber : '',
      }
      const { data } = await createAccount({ variables: { userData: toUserData(shopper), input }, errorPolicy: 'all' })
      const payload = data?.createAccount
      if (payload?.status !== 'CREATED') {
        setFormError(applyApiErrors(payload?.errors ?? [], shownFields(business), setError) ?? (payload?.errors.length ? null : t('form.generic')))
        return
      }
      useUserStore.getState().setPrefillEmail(null)
      await loadUserInfo(shopper)
      // docs/rules/checkout.md: after registering on the way to the checkout the shopper goes on to it.
      router.push(safeCallback(callback) ?? successHref)
    } catch {
      setFormError(t('form.generic'))
    } finally {
      setBusy(false)
    }
  })

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('register.title')}>
      <FormAlert>{formError}</FormAlert>
      <Fieldset>
        <legend>{t('register.customerTypeLegend')}</legend>
        <RadioRow>
          <label><input type="radio" value="PRIVATE" {...register('customerType')} /> {t('fields.private')}</label>
          <label><input type="radio" value="BUSINESS" {...register('customerType')} /> {t('fields.business')}</label>
        </RadioRow>
      </Fieldset>
      <FieldRow>
        <Input label={t('fields.firstName')} autoComplete="given-name" {...register('firstName')} error={error('firstName')} />
        <Input label={t('fields.lastName')} autoComplete="family-name" {...register('lastName')} error={error('lastName')} />
      </FieldRow>
      {business && (
        <FieldRow>
          <Input label={t('fields.companyName')} autoComplete="organization" {...register('companyName')} error={error('companyName')} />
          <Input label={<>{t('fields.vatNumber')} {t('fields.optional')}</>} {...register('vatNumber')} error={error('vatNumber')} />
        </FieldRow>
      )}
      <Input label={<>{t('fields.phoneNumber')} {t('fields.optional')}</>} type="tel" autoComplete="tel" {...register('phoneNumber')} error={error('phoneNumber')} />
      <Input label={t('fields.email')} type="email" autoComplete="email" {...register('email')} error={error('email')} />
      <Input label={t('fields.password')} type="password" autoComplete="new-password" hint={t('fields.passwordHint')} {...register('password')} error={error('password')} />
      <Input label={t('fields.passwordConfirmation')} type="password" autoComplete="new-password" {...register('passwordConfirmation')} error={error('passwordConfirmation')} />
      <Checkbox label={t('register.newsletter')} {...register('subscribed')} />
      <Checkbox
        label={withLinks(t('register.terms', { terms: TERMS_MARK, privacy: PRIVACY_MARK }), {
          [TERMS_MARK]: <a key="terms" href={termsHref} target="_blank" rel="noopener">{t('register.termsLink')}</a>,
          [PRIVACY_MARK]: <a key="privacy" href={privacyHref} target="_blank" rel="noopener">{t('register.privacyLink')}</a>,
        })}
        {...register('acceptTerms')}
        error={error('acceptTerms')}
      />
      <Actions>
        <Button type="submit" loading={busy}>{t('register.submit')}</Button>
      </Actions>
      <p>
        {t('register.haveAccount')} <a href={loginHref}>{t('register.logIn')}</a>
      </p>
    </Form>
  )
}
