'use client'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import { useMutation } from '@apollo/client/react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Modal } from '@/components/ui/modal'
import { SaveReceiverDocument, type ReceiverFieldsFragment } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { useModalStore } from '@/stores/modal-store'
import { receiverSchema } from '@/validation/account'
import { AddressFields, type AddressValues } from './address-fields'
import { ConfirmModal } from './confirm-modal'
import { Actions, FieldRow, Form, FormAlert } from './form-parts'
import { applyApiErrors, useFieldErrorText } from '@/components/forms/field-errors'
import { fieldResolver } from '@/components/forms/field-resolver'

export const RECEIVER_MODAL_ID = 'account-receiver'
export const RECEIVER_RESET_MODAL_ID = 'account-receiver-reset'

interface ReceiverValues extends AddressValues {
  firstName: string
  lastName: string
  companyName: string
  email: string
}
const FIELDS = ['firstName', 'lastName', 'companyName', 'email', 'street', 'houseNumber', 'suffix', 'addressLine2', 'postCode', 'city', 'countryCode'] as const

function receiverValues(receiver: ReceiverFieldsFragment | null, countryCode: string): ReceiverValues {
  return {
    firstName: receiver?.firstName ?? '',
    lastName: receiver?.lastName ?? '',
    companyName: receiver?.companyName ?? '',
    email: receiver?.email ?? '',
    street: receiver?.street ?? '',
    houseNumber: receiver?.houseNumber ?? '',
    suffix: receiver?.suffix ?? '',
    addressLine2: receiver?.addressLine2 ?? '',
    postCode: receiver?.postCode ?? '',
    city: receiver?.city ?? '',
    countryCode: receiver?.countryCode ?? countryCode,
  }
}

/**
 * Adds or edits a receiver of the address book; 'clear form' asks for confirmation first (docs/rules/accounts.md).
 * The address book mounts it afresh (key) for every opening, so it starts from the receiver's values.
 */
export function ReceiverModal({ shopper, receiver, onSaved }: { shopper: Shopper; receiver: ReceiverFieldsFragment | null; onSaved: (receiver: ReceiverFieldsFragment) => void }) {
  const t = useTranslations('account')
  const errorText = useFieldErrorText()
  const [save] = useMutation(SaveReceiverDocument)
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useForm<ReceiverValues>({ resolver: fieldResolver(receiverSchema) as never, defaultValues: receiverValues(receiver, shopper.countryCode) })
  const { register, handleSubmit, setError, reset, formState: { errors } } = form
  const error = (name: (typeof FIELDS)[number]) => errorText(errors[name])

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    setBusy(true)
    try {
      // Empty strings for empty optional fields: the server's shared rules refuse null there.
      const input = {
        id: receiver?.id ?? null,
        firstName: values.firstName,
        lastName: values.lastName,
        companyName: values.companyName,
        email: values.email,
        street: values.street,
        houseNumber: values.houseNumber,
        suffix: values.suffix,
        postCode: values.postCode,
        city: values.city,
        countryCode: values.countryCode,
      }
      const { data } = await save({ variables: { userData: toUserData(shopper), input }, errorPolicy: 'all' })
      const payload = data?.saveReceiver
      if (!payload?.receiver || payload.errors.length) {
        setFormError(applyApiErrors(payload?.errors ?? [], FIELDS, setError) ?? (payload?.errors.length ? null : t('form.generic')))
        return
      }
      useModalStore.getState().closeModal(RECEIVER_MODAL_ID)
      onSaved(payload.receiver)
    } catch {
      setFormError(t('form.generic'))
    } finally {
      setBusy(false)
    }
  })

  const clearForm = () => {
    reset(receiverValues(null, shopper.countryCode))
    setFormError(null)
    return null
  }

  return (
    <>
      <Modal id={RECEIVER_MODAL_ID} title={receiver ? t('addressBook.editTitle') : t('addressBook.addTitle')} closeLabel={t('form.close')} loading={busy}>
        <Form onSubmit={onSubmit} noValidate aria-label={receiver ? t('addressBook.editTitle') : t('addressBook.addTitle')}>
          <FormAlert>{formError}</FormAlert>
          <FieldRow>
            <Input id="receiver-firstName" label={t('fields.firstName')} {...register('firstName')} error={error('firstName')} />
            <Input id="receiver-lastName" label={t('fields.lastName')} {...register('lastName')} error={error('lastName')} />
          </FieldRow>
          <Input id="receiver-companyName" label={<>{t('fields.companyName')} {t('fields.optional')}</>} {...register('companyName')} error={error('companyName')} />
          <Input id="receiver-email" type="email" label={<>{t('fields.email')} {t('fields.optional')}</>} {...register('email')} error={error('email')} />
          <AddressFields form={form} language={shopper.language} idPrefix="receiver" />
          <Actions>
            <Button type="submit" loading={busy}>{t('addressBook.save')}</Button>
            <Button variant="secondary" onClick={() => useModalStore.getState().openModal(RECEIVER_RESET_MODAL_ID, { stack: true })}>
              {t('addressBook.reset')}
            </Button>
          </Actions>
        </Form>
      </Modal>
      <ConfirmModal id={RECEIVER_RESET_MODAL_ID} title={t('addressBook.resetTitle')} confirmLabel={t('form.confirm')} onConfirm={clearForm} destructive>
        <p>{t('addressBook.resetConfirm')}</p>
      </ConfirmModal>
    </>
  )
}
