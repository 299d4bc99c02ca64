'use client'
import { useMemo } from 'react'
import { useTranslations } from 'next-intl'
import { Modal } from '@/components/ui/modal'
import { countryOptions } from '@/components/forms/country-options'
import { GUEST_ORDER_FORM_MODAL_ID, GuestOrderForm, type GuestOrderSaveResult, type GuestOrderValues } from './guest-order-form'

export interface GuestOrderFormModalProps {
  language: string
  /** The storefront's country: the default. */
  country: string
  /** The address stored before (to change it), if any. */
  initial?: Partial<Record<keyof GuestOrderValues, string | null>> | null
  onSave: (values: GuestOrderValues) => Promise<GuestOrderSaveResult>
}

/** The guest order form in its modal (docs/rules/redeem.md redeem modals; one modal at a time, Escape closes it). */
export function GuestOrderFormModal({ language, country, initial, onSave }: GuestOrderFormModalProps) {
  const t = useTranslations('redeem.guestOrder')
  const tCommon = useTranslations('common')
  const countries = useMemo(() => countryOptions(language), [language])
  const defaults: GuestOrderValues = {
    firstName: initial?.firstName ?? '', lastName: initial?.lastName ?? '', countryCode: initial?.countryCode ?? country,
    postCode: initial?.postCode ?? '', houseNumber: initial?.houseNumber ?? '', suffix: initial?.suffix ?? '', street: initial?.street ?? '', addressLine2: initial?.addressLine2 ?? '',
    city: initial?.city ?? '', email: initial?.email ?? '', confirmEmail: initial?.email ?? '',
  }
  return (
    <Modal id={GUEST_ORDER_FORM_MODAL_ID} title={t('title')} closeLabel={tCommon('close')}>
      <GuestOrderForm defaultValues={defaults} countries={countries} onSave={onSave} />
    </Modal>
  )
}
