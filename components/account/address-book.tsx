'use client'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { useMutation, useQuery } from '@apollo/client/react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { DeleteReceiverDocument, ReceiversDocument, type ReceiverFieldsFragment } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { useModalStore } from '@/stores/modal-store'
import { ConfirmModal } from './confirm-modal'
import { Actions, FormAlert, FormStatus } from './form-parts'
import { ReceiverModal, RECEIVER_MODAL_ID } from './receiver-modal'
import { postalLines } from '@/i18n/address-lines'

export const RECEIVER_DELETE_MODAL_ID = 'account-receiver-delete'

const fullName = (receiver: ReceiverFieldsFragment) => `${receiver.firstName} ${receiver.lastName}`

/** The address book: the receivers, add/edit in the receiver modal, delete after confirmation. */
export function AddressBook({ shopper }: { shopper: Shopper }) {
  const t = useTranslations('account')
  const { data, loading, refetch } = useQuery(ReceiversDocument, { variables: { userData: toUserData(shopper) }, errorPolicy: 'all' })
  const [deleteReceiver] = useMutation(DeleteReceiverDocument)
  const [editing, setEditing] = useState<ReceiverFieldsFragment | null>(null)
  const [deleting, setDeleting] = useState<ReceiverFieldsFragment | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [editorKey, setEditorKey] = useState(0)
  const receivers = data?.receivers.receivers ?? []

  function openEditor(receiver: ReceiverFieldsFragment | null) {
    setStatus(null)
    setEditing(receiver)
    setEditorKey((key) => key + 1)
    useModalStore.getState().openModal(RECEIVER_MODAL_ID)
  }

  async function confirmDelete(): Promise<string | null> {
    if (!deleting) return null
    const { data: answer } = await deleteReceiver({ variables: { userData: toUserData(shopper), id: deleting.id }, errorPolicy: 'all' })
    const payload = answer?.deleteReceiver
    if (payload?.status !== 'DELETED') return payload?.errors[0]?.message ?? t('form.generic')
    setStatus(t('addressBook.deleted'))
    await refetch()
    return null
  }

  return (
    <>
      {status && <FormStatus>{status}</FormStatus>}
      {loading ? (
        <Spinner $size={32} />
      ) : data?.receivers.errors.length ? (
        <FormAlert>{data.receivers.errors[0]?.message}</FormAlert>
      ) : receivers.length === 0 ? (
        <p>{t('addressBook.empty')}</p>
      ) : (
        <List aria-label={t('addressBook.list')}>
          {receivers.map((receiver) => (
            <li key={receiver.id}>
              <address>
                <strong>{fullName(receiver)}</strong>
                {receiver.companyName && <span>{receiver.companyName}</span>}
                {postalLines(receiver).map((line) => <span key={line}>{line}</span>)}
                <span>{new Intl.DisplayNames([shopper.language], { type: 'region' }).of(receiver.countryCode) ?? receiver.countryCode}</span>
                {receiver.email && <span>{receiver.email}</span>}
              </address>
              <Actions>
                <Button size="small" variant="secondary" aria-label={t('addressBook.editReceiver', { name: fullName(receiver) })} onClick={() => openEditor(receiver)}>
                  {t('addressBook.edit')}
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={t('addressBook.deleteReceiverOf', { name: fullName(receiver) })}
                  onClick={() => { setStatus(null); setDeleting(receiver); useModalStore.getState().openModal(RECEIVER_DELETE_MODAL_ID) }}
                >
                  {t('addressBook.delete')}
                </Button>
              </Actions>
            </li>
          ))}
        </List>
      )}
      <Actions>
        <Button onClick={() => openEditor(null)}>{t('addressBook.add')}</Button>
      </Actions>
      <ReceiverModal key={editorKey} shopper={shopper} receiver={editing} onSaved={() => { setStatus(t('addressBook.saved')); void refetch() }} />
      <ConfirmModal id={RECEIVER_DELETE_MODAL_ID} title={t('addressBook.deleteReceiver')} confirmLabel={t('addressBook.delete')} onConfirm={confirmDelete} destructive>
        <p>{t('addressBook.deleteReceiverConfirm')}</p>
        {deleting && <p><strong>{fullName(deleting)}</strong></p>}
      </ConfirmModal>
    </>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  gap: 16px;
  @media (min-width: 640px) { grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); }
  li {
    display: grid;
    gap: 12px;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  address { font-style: normal; display: grid; gap: 2px; }
`
