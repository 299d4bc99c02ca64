'use client'
import { useCallback, useEffect, useLayoutEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useForm, type FieldError, type FieldPath, type Resolver } from 'react-hook-form'
import { useApolloClient } from '@apollo/client/react'
import { formatMoney } from '@/i18n/format'
import styled from 'styled-components'
import { useCaptcha } from '@/components/account/captcha'
import { SERVER_ERROR, useFieldErrorText } from '@/components/forms/field-errors'
import { AlertBox as Alert } from '@/components/ui/alert-box'
import { Button } from '@/components/ui/button'
import { Actions, FieldRow, RadioRow } from '@/components/ui/form-layout'
import { Input } from '@/components/ui/input'
import { TextArea } from '@/components/ui/text-area'
import { PlaceBusinessInvoiceOrderDocument, RequestBusinessQuoteDocument } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { BUSINESS_REMARK_MAX_LENGTH, createBusinessRequestSchema, type BusinessRequestKind } from '@/validation/business'
import { BusinessCardLines } from './business-card-lines'
import {
  businessRequestInput, emptyLine, fieldOfParameter, rangesOf,
  type BusinessFormValues as FormValues, type BusinessProductOption,
} from './business-form-values'
import { fieldResolver } from '@/components/forms/field-resolver'

export interface BusinessFormProps {
  shopper: Shopper
  /** BCP 47 tag of the shopper, for amounts. */
  locale: string
  currency: string
  countryCode: string
  products: readonly BusinessProductOption[]
  initialKind?: BusinessRequestKind
  /** The business product modal: the first card line starts with this product. */
  productSlug?: string
}

/**
 * The business form (docs/rules/business.md, two versions): a quote request or an order on invoice, for one or more
 * lines of gift cards. The rules are the server's (validation/business.ts); the server's answer lands
 * at its field, or above the button when it concerns the whole request (captcha, rate limit). On
 * success the form gives way to a confirmation that repeats the 1-hour promise.
 */
export function BusinessForm({ shopper, locale, currency, countryCode, products, initialKind = 'QUOTE', productSlug }: BusinessFormProps) {
  const t = useTranslations('business.form')
  const errorText = useFieldErrorText({ namespaces: ['business.validation'] })
  const tErrors = useTranslations('errors')
  const client = useApolloClient()
  const getCaptchaToken = useCaptcha()
  const id = useId()
  const [kind, setKind] = useState<BusinessRequestKind>(initialKind)
  /** The version the resolver validates against; set with the state, read at submit time. */
  const kindRef = useRef(initialKind)
  const [alert, setAlert] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<{ email: string; kind: BusinessRequestKind; orderReference: string | null } | null>(null)
  const alertRef = useRef<HTMLParagraphElement>(null)
  const successRef = useRef<HTMLHeadingElement>(null)
  const firstFieldRef = useRef<HTMLInputElement | null>(null)
  const ranges = useMemo(() => rangesOf(products), [products])
  const initialProduct = products.find((product) => product.slug === productSlug)
  const money = useCallback((value: number) => formatMoney({ currency, value }, locale), [locale, currency])

  // The resolver reads the version chosen at submit time: the invoice order needs more fields.
  const resolver = useMemo<Resolver<FormValues>>(() => (values, context, options) => {
    const schema = createBusinessRequestSchema({ kind: kindRef.current, countryCode, currency, products: ranges })
    return (fieldResolver(schema) as unknown as Resolver<FormValues>)(values, context, options)
  }, [countryCode, currency, ranges])

  const defaultValues: FormValues = {
    companyName: '', firstName: '', lastName: '', email: '', phoneNumber: '', vatNumber: '', companyRegistrationNumber: '', referenceNumber: '', remark: '',
    cards: [emptyLine(initialProduct)],
    address: { street: '', houseNumber: '', suffix: '', addressLine2: '', postCode: '', city: '', countryCode },
  }
  const { register, control, handleSubmit, setError, setValue, reset, clearErrors, formState: { errors, isSubmitting } } = useForm<FormValues>({ resolver, defaultValues })

  // In the commit that shows the alert: a passive effect could run after the next submit has put focus on a field.
  useLayoutEffect(() => {
    if (alert) alertRef.current?.focus()
  }, [alert])
  useEffect(() => {
    if (sentTo) successRef.current?.focus()
  }, [sentTo])

  const errorOf = (name: FieldPath<FormValues>) => {
    const parts = name.split('.')
    let node: unknown = errors
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part]
    return errorText(node as FieldError | undefined)
  }

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null)
    const captchaToken = await getCaptchaToken()
    if (!captchaToken) {
      setAlert(t('captchaFailed'))
      return
    }
    const input = businessRequestInput(values, kind, captchaToken)
    const requestKind = kind
    try {
      const variables = { userData: toUserData(shopper), input }
      const payload = requestKind === 'QUOTE'
        ? (await client.mutate({ mutation: RequestBusinessQuoteDocument, variables })).data?.requestBusinessQuote
        : (await client.mutate({ mutation: PlaceBusinessInvoiceOrderDocument, variables })).data?.placeBusinessInvoiceOrder
      if (!payload) {
        setAlert(tErrors('default'))
        return
      }
      if (payload.errors.length > 0 || !payload.request) {
        let formMessage: string | null = null
        let focused = false
        for (const error of payload.errors) {
          const field = fieldOfParameter(error.referencedRequestParameter)
          if (field && field !== 'cards') {
            setError(field as FieldPath<FormValues>, { type: SERVER_ERROR, message: error.message }, { shouldFocus: !focused })
            focused = true
          } else {
            formMessage ??= error.message
          }
        }
        if (formMessage || !focused) setAlert(formMessage ?? tErrors('default'))
        return
      }
      setSentTo({ email: payload.request.email, kind: requestKind, orderReference: payload.request.orderReference ?? null })
    } catch {
      setAlert(tErrors('connection'))
    }
  })

  function startAgain() {
    reset(defaultValues)
    setSentTo(null)
    setAlert(null)
    requestAnimationFrame(() => firstFieldRef.current?.focus())
  }

  if (sentTo) {
    return (
      <Success>
        <h3 ref={successRef} tabIndex={-1}>{sentTo.kind === 'QUOTE' ? t('successQuote') : t('successInvoice')}</h3>
        <p>{sentTo.orderReference ? t('successOrder', { reference: sentTo.orderReference, email: sentTo.email }) : t('successText', { email: sentTo.email })}</p>
        <Button variant="secondary" onClick={startAgain}>{t('another')}</Button>
      </Success>
    )
  }

  const invoice = kind === 'INVOICE_ORDER'
  const companyName = register('companyName')
  // A rule of all lines together (at least one, the order's card limit): yup puts it on the array.
  const cardsError = errorText((errors.cards?.root ?? errors.cards) as FieldError | undefined)
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={invoice ? t('invoice') : t('quote')}>
      <fieldset>
        <legend>{t('versionLabel')}</legend>
        <RadioRow>
          {(['QUOTE', 'INVOICE_ORDER'] as const).map((version) => (
            <label key={version}>
              <input type="radio" name={`${id}-kind`} value={version} checked={kind === version}
                onChange={() => {
                  kindRef.current = version
                  setKind(version)
                  clearErrors(['vatNumber', 'companyRegistrationNumber', 'address'])
                }} />
              {version === 'QUOTE' ? t('quote') : t('invoice')}
            </label>
          ))}
        </RadioRow>
        <Intro>{invoice ? t('invoiceIntro') : t('quoteIntro')} {t('hours')}</Intro>
      </fieldset>

      <fieldset>
        <legend>{t('company')}</legend>
        <Input label={t('companyName')} autoComplete="organization" {...companyName}
          ref={(element) => { companyName.ref(element); firstFieldRef.current = element }} error={errorOf('companyName')} />
        <FieldRow>
          <Input label={t('firstName')} autoComplete="given-name" {...register('firstName')} error={errorOf('firstName')} />
          <Input label={t('lastName')} autoComplete="family-name" {...register('lastName')} error={errorOf('lastName')} />
        </FieldRow>
        <FieldRow>
          <Input label={t('email')} type="email" autoComplete="email" {...register('email')} error={errorOf('email')} />
          <Input label={t('phone')} type="tel" autoComplete="tel" {...register('phoneNumber')} error={errorOf('phoneNumber')} />
        </FieldRow>
        <FieldRow>
          <Input label={invoice ? t('vatNumber') : t('vatNumberOptional')} {...register('vatNumber')} error={errorOf('vatNumber')} />
          <Input label={invoice ? t('companyRegistrationNumber') : t('companyRegistrationNumberOptional')} {...register('companyRegistrationNumber')} error={errorOf('companyRegistrationNumber')} />
        </FieldRow>
        <Input label={invoice ? t('referenceNumber') : t('referenceNumberOptional')} {...register('referenceNumber')} error={errorOf('referenceNumber')} />
      </fieldset>

      {invoice && (
        <fieldset aria-describedby={`${id}-address-hint`}>
          <legend>{t('addressLegend')}</legend>
          <Intro id={`${id}-address-hint`}>{t('addressHint')}</Intro>
          <Input label={t('street')} autoComplete="address-line1" {...register('address.street')} error={errorOf('address.street')} />
          <FieldRow>
            <Input label={t('houseNumber')} inputMode="numeric" {...register('address.houseNumber')} error={errorOf('address.houseNumber')} />
            <Input label={t('suffix')} {...register('address.suffix')} error={errorOf('address.suffix')} />
          </FieldRow>
          <Input label={t('addressLine2')} autoComplete="address-line2" {...register('address.addressLine2')} error={errorOf('address.addressLine2')} />
          <FieldRow>
            <Input label={t('postCode')} autoComplete="postal-code" {...register('address.postCode')} error={errorOf('address.postCode')} />
            <Input label={t('city')} autoComplete="address-level2" {...register('address.city')} error={errorOf('address.city')} />
          </FieldRow>
        </fieldset>
      )}

      <BusinessCardLines control={control} register={register} setValue={setValue} products={products} ranges={ranges}
        currency={currency} money={money} errorOf={errorOf} cardsError={cardsError} />

      <TextArea label={t('remark')} rows={3} maxLength={BUSINESS_REMARK_MAX_LENGTH} {...register('remark')} error={errorOf('remark')}
        remainingText={(count) => t('remaining', { count })} tooManyText={(count) => t('tooMany', { count })} />

      {alert && <Alert role="alert" ref={alertRef} tabIndex={-1}>{alert}</Alert>}
      <Actions>
        <Button type="submit" loading={isSubmitting}>{invoice ? t('submitInvoice') : t('submitQuote')}</Button>
      </Actions>
    </Form>
  )
}

const Form = styled.form`
  display: grid;
  gap: 20px;
  max-width: 760px;
  fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 16px; min-width: 0; }
  legend { font-weight: 700; font-size: 1.15rem; margin-bottom: 8px; padding: 0; }
`
const Intro = styled.p`
  margin: 0;
`
const Success = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 24px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  h3 { margin: 0; }
  p { margin: 0; }
`
