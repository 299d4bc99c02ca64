'use client'
import { useEffect } from 'react'
import type { Shopper } from '@/graphql/shopper'
import { useRedeemLinkStore } from '@/stores/redeem-link-store'
import { takeRedeemToken } from './redeem-token-address'

/**
 * Mounted on every page: a link with `?redeemToken=` (an e-mail, the business redeem flow) opens or
 * resumes that redeem session wherever it lands. The token leaves the address at once; the code
 * that asks the API loads only when a link carries one.
 */
export function RedeemTokenLink({ shopper }: { shopper: Shopper }) {
  useEffect(() => {
    const token = takeRedeemToken(window.location, window.history)
    if (!token) return
    // Set before the flow's pages read the persisted session, so they wait for this one.
    useRedeemLinkStore.getState().setResuming(true)
    void import('./resume-redeem-session').then(
      ({ resumeRedeemSession }) => resumeRedeemSession(shopper, token),
      () => useRedeemLinkStore.getState().setResuming(false),
    )
  }, [shopper])
  return null
}
