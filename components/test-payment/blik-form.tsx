'use client'
import { useEffect } from 'react'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { blikSchema } from '@/validation/payment-card'
import { Form } from './card-form'
import { fieldResolver } from '@/components/forms/field-resolver'

/** docs/rules/validation.md: a BLIK code is 6 digits; only then may the tester authorise. */
export function BlikForm({ onValidChange }: { onValidChange: (valid: boolean) => void }) {
  const t = useTranslations('checkout.testPayment')
  const tv = useTranslations('validation')
  const { register, formState: { errors, isValid } } = useForm<{ blikCode: string }>({
    resolver: fieldResolver(blikSchema),
    mode: 'onTouched',
    defaultValues: { blikCode: '' },
  })
  useEffect(() => onValidChange(isValid), [isValid, onValidChange])
  const message = errors.blikCode?.message
  return (
    <Form onSubmit={(event) => event.preventDefault()} noValidate>
      <Input label={t('blikCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...register('blikCode')} error={message ? (tv.has(message as never) ? tv(message as never) : message) : null} />
    </Form>
  )
}
