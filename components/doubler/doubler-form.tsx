'use client'
import { useLayoutEffect, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import { useApolloClient } from '@apollo/client/react'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useCaptcha } from '@/components/account/captcha'
import { balanceCheckSchema } from '@/components/redeem/balance-check-schema'
import { digitsOf } from '@/validation/gift-card'
import { ERROR_CODES } from '@/graphql/error-codes'
import { EnterDoublerDrawDocument } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { emailOnlySchema } from '@/validation/account'
import { doublerThankYouPath } from './doubler-paths'
import { SERVER_ERROR } from '@/components/forms/field-errors'
import { GiftCardNumberInput, GiftCardPinInput } from '@/components/redeem/gift-card-fields'
import { useFieldErrorText } from '@/components/forms/field-errors'
import { FocusableAlertBox as Alert } from '@/components/ui/alert-box'
import { fieldResolver } from '@/components/forms/field-resolver'

/** The entry form's rules: the balance check's card number and PIN (docs/rules/activation-and-doubler.md) plus a required e-mail. */
export const doublerFormSchema = balanceCheckSchema.concat(emailOnlySchema)

interface DoublerFormValues { cardNumber: string; pin: string; email: string }
type Field = keyof DoublerFormValues

const FIELDS: readonly Field[] = ['cardNumber', 'pin', 'email']
/** Errors about how a field is typed; the others (card states, already entered…) go above the form. */
const FORMAT_CODES: ReadonlySet<number> = new Set([ERROR_CODES.FIELD_REQUIRED, ERROR_CODES.CARD_NUMBER_LENGTH, ERROR_CODES.CARD_NUMBER_PREFIX, ERROR_CODES.PIN_FORMAT])

/**
 * The doubler entry form of /verdubbelaar/ (docs/rules/activation-and-doubler.md): card number (formatted in groups of four like
 * the balance check), PIN, e-mail and the captcha. A field's error shows at the field the API names;
 * card states, the captcha, the rate limit and "already entered" show above the form.
 */
export function DoublerForm({ shopper }: { shopper: Shopper }) {
  const t = useTranslations('doubler.page')
  const client = useApolloClient()
  const router = useRouter()
  const getCaptchaToken = useCaptcha()
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const alertRef = useRef<HTMLParagraphElement>(null)
  const { register, handleSubmit, setError, formState: { errors } } = useForm<DoublerFormValues>({
    resolver: fieldResolver(doublerFormSchema),
    defaultValues: { cardNumber: '', pin: '', email: '' },
  })

  // In the commit that shows the alert: a passive effect could run after the next submit has put focus on a field.
  useLayoutEffect(() => {
    if (alert) alertRef.current?.focus()
  }, [alert])

  const errorText = useFieldErrorText()

  const onSubmit = handleSubmit(async ({ cardNumber, pin, email }) => {
    setAlert(null)
    setBusy(true)
    try {
      const captchaToken = await getCaptchaToken()
      if (!captchaToken) return setAlert(t('captchaFailed'))
      const { data } = await client.mutate({
        mutation: EnterDoublerDrawDocument,
        variables: { userData: toUserData(shopper), input: { cardNumber: digitsOf(cardNumber), pin: pin.trim(), email: email.trim(), captchaToken } },
        errorPolicy: 'all',
      })
      const payload = data?.enterDoublerDraw
      if (!payload) return setAlert(t('connectionFailed'))
      if (payload.errors.length > 0 || !payload.entry) {
        let formMessage: string | null = null
        let focused = false
        for (const error of payload.errors) {
          const field = FIELDS.find((name) => name === error.referencedRequestParameter)
          const isFormat = field === 'email' || FORMAT_CODES.has(error.code)
          if (field && isFormat) {
            setError(field, { type: SERVER_ERROR, message: error.message }, { shouldFocus: !focused })
            focused = true
          } else {
            formMessage ??= error.message
          }
        }
        if (formMessage || !focused) setAlert(formMessage || t('connectionFailed'))
        return
      }
      router.push(doublerThankYouPath(shopper, payload.entry.productSlug))
    } catch {
      setAlert(t('connectionFailed'))
    } finally {
      setBusy(false)
    }
  })

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby="doubler-form-title">
      <h2 id="doubler-form-title">{t('formTitle')}</h2>
      {alert && <Alert role="alert" ref={alertRef} tabIndex={-1}>{alert}</Alert>}
      <GiftCardNumberInput
        label={t('cardNumber')}
        hint={t('cardNumberHint')}
        registration={register('cardNumber')}
        error={errorText(errors.cardNumber)}
      />
      <GiftCardPinInput
        label={t('pin')}
        hint={t('pinHint')}
        registration={register('pin')}
        error={errorText(errors.pin)}
        toggle={{ show: t('showPin'), hide: t('hidePin') }}
      />
      <Input label={t('email')} hint={t('emailHint')} type="email" autoComplete="email" {...register('email')} error={errorText(errors.email)} />
      <div>
        <Button type="submit" loading={busy}>{t('submit')}</Button>
      </div>
    </Form>
  )
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 420px;
  h2 { margin: 0; font-size: 1.3rem; }
`

