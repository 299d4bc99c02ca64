'use client'
import { useState } from 'react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useMutation, useQuery } from '@apollo/client/react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { DeleteAccountDocument, UserInfoDocument } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { useModalStore } from '@/stores/modal-store'
import { useUserStore } from '@/stores/user-store'
import { ChangePasswordModal, CHANGE_PASSWORD_MODAL_ID } from './change-password-modal'
import { ConfirmModal } from './confirm-modal'
import { Actions, FormAlert, FormStatus } from './form-parts'
import { ProfileForm, profileValues } from './profile-form'

export const DELETE_ACCOUNT_MODAL_ID = 'account-delete'

/** The details page: profile form, change-password modal and the irreversible account deletion. */
export function DetailsView({ shopper, homeHref }: { shopper: Shopper; homeHref: string }) {
  const t = useTranslations('account')
  const router = useRouter()
  const { data, loading } = useQuery(UserInfoDocument, { variables: { userData: toUserData(shopper) }, errorPolicy: 'all' })
  const [deleteAccount] = useMutation(DeleteAccountDocument)
  const [passwordChanged, setPasswordChanged] = useState(false)
  const user = data?.getUserInfo.user

  if (loading) return <Spinner $size={32} />
  if (!user) return <FormAlert>{data?.getUserInfo.errors[0]?.message ?? t('form.generic')}</FormAlert>

  async function confirmDelete(): Promise<string | null> {
    const { data: answer } = await deleteAccount({ variables: { userData: toUserData(shopper) }, errorPolicy: 'all' })
    const payload = answer?.deleteAccount
    if (payload?.status !== 'DELETED') return payload?.errors[0]?.message ?? t('form.generic')
    useUserStore.getState().clear()
    useModalStore.getState().closeAll()
    router.replace(homeHref)
    return null
  }

  return (
    <>
      <ProfileForm shopper={shopper} email={user.mainProfile.email} initial={profileValues(user.mainProfile, user.subscribed)} />
      <section aria-labelledby="account-security">
        <h2 id="account-security">{t('details.security')}</h2>
        {passwordChanged && <FormStatus>{t('changePassword.success')}</FormStatus>}
        <Actions>
          <Button variant="secondary" onClick={() => { setPasswordChanged(false); useModalStore.getState().openModal(CHANGE_PASSWORD_MODAL_ID) }}>
            {t('menu.changePassword')}
          </Button>
          <Button variant="secondary" onClick={() => useModalStore.getState().openModal(DELETE_ACCOUNT_MODAL_ID)}>
            {t('menu.deleteAccount')}
          </Button>
        </Actions>
      </section>
      <ChangePasswordModal shopper={shopper} onChanged={() => setPasswordChanged(true)} />
      <ConfirmModal id={DELETE_ACCOUNT_MODAL_ID} title={t('deleteAccount.title')} confirmLabel={t('deleteAccount.confirm')} onConfirm={confirmDelete} destructive>
        <p>{t('deleteAccount.text')}</p>
        <p>{t('deleteAccount.irreversible')}</p>
      </ConfirmModal>
    </>
  )
}
