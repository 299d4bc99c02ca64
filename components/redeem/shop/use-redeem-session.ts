'use client'
import { useEffect, useMemo, useState } from 'react'
import { useTranslations } from 'next-intl'
import { toUserData, type Shopper, type UserData } from '@/graphql/shopper'
import { useLeaveWarningStore } from '@/stores/leave-warning-store'
import { hydrateRedeemStore, useRedeemStore } from '@/stores/redeem-store'
import { useRedeemLinkStore } from '@/stores/redeem-link-store'

/**
 * The persisted redeem token once the store has loaded it and no link's token is being resumed
 * (`ready`), and the userData every redeem call sends: the shopper's with the token (the shopper link keeps an explicit userData as it is).
 * docs/rules/redeem.md: the close-tab warning is armed while a token exists (as on the balance check).
 */
export function useRedeemSession(shopper: Shopper): { ready: boolean; token: string | null; userData: UserData } {
  const [ready, setReady] = useState(false)
  const token = useRedeemStore((state) => state.token)
  // A ?redeemToken= link being resumed decides the token: until then the page waits.
  const resuming = useRedeemLinkStore((state) => state.resuming)
  useEffect(() => {
    let active = true
    void hydrateRedeemStore().then(() => { if (active) setReady(true) }, () => { if (active) setReady(true) })
    return () => { active = false }
  }, [])
  const leaveMessage = useTranslations('redeem')('leaveConfirm')
  useEffect(() => {
    if (ready && token) useLeaveWarningStore.getState().arm(leaveMessage)
  }, [ready, token, leaveMessage])
  const userData = useMemo(() => toUserData({ ...shopper, redeemToken: token }), [shopper, token])
  return { ready: ready && !resuming, token, userData }
}
