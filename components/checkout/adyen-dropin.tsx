'use client'
import { useEffect, useLayoutEffect, useRef } from 'react'
import '@adyen/adyen-web/styles/adyen.css'

/** The session the server opened for this payment (StartPaymentPayload.session). */
export interface DropinSession {
  id: string
  sessionData: string
  clientKey: string
  environment: string
  returnUrl: string
}

export interface AdyenDropinProps {
  session: DropinSession
  /** e.g. 'nl-BE': Drop-in's own texts follow it (Adyen falls back to English where it has none). */
  locale: string
  /** The browser leaves for the processing page or a 3-D Secure page: the leave warning must not fire. */
  onLeave: () => void
  /** Where the browser goes when Drop-in is done (tests replace it). */
  follow: (href: string) => void
  /** Drop-in could not load or failed outside a payment result. */
  onFailure: () => void
}

/**
 * The processing page with what Drop-in reported: the server asks Adyen for the session's result
 * (completePayment) and sends the shopper on to the confirmation or back to retry, exactly as after
 * a redirect. A refusal goes the same way, so it is recorded on the payment before the retry.
 */
export function dropinReturnHref(session: DropinSession, data: { resultCode?: string; sessionResult?: string }): string {
  const url = new URL(session.returnUrl)
  url.searchParams.set('sessionId', session.id)
  if (data.sessionResult) url.searchParams.set('sessionResult', data.sessionResult)
  if (data.resultCode) url.searchParams.set('resultCode', data.resultCode)
  return url.toString()
}

/**
 * Adyen Web's Drop-in for one payment session (sessions flow): Adyen's own card fields, wallets and
 * 3-D Secure, on the payment step. This module (with Adyen Web and its styles) is loaded only when a
 * session exists (payment-step.tsx loads it with next/dynamic), so no other page carries it.
 */
export default function AdyenDropin({ session, locale, onLeave, follow, onFailure }: AdyenDropinProps) {
  const container = useRef<HTMLDivElement>(null)
  // The callbacks change on every render of the step; Drop-in is mounted once per session.
  const callbacks = useRef({ onLeave, follow, onFailure })
  useLayoutEffect(() => {
    callbacks.current = { onLeave, follow, onFailure }
  })

  useEffect(() => {
    let unmount: (() => void) | null = null
    let live = true
    void (async () => {
      try {
        const { AdyenCheckout, Dropin, Card, Bancontact, ApplePay, Blik, MBWay, Swish, BcmcMobile, BankTransfer } = await import('@adyen/adyen-web')
        const finish = (data: { resultCode?: string; sessionResult?: string }) => {
          callbacks.current.onLeave()
          callbacks.current.follow(dropinReturnHref(session, data))
        }
        const checkout = await AdyenCheckout({
          session: { id: session.id, sessionData: session.sessionData },
          clientKey: session.clientKey,
          environment: session.environment === 'live' ? 'live' : 'test',
          locale,
          onPaymentCompleted: (data) => finish(data),
          onPaymentFailed: (data) => finish(data ?? {}),
          beforeRedirect: (resolve) => {
            callbacks.current.onLeave()
            resolve()
          },
          onError: (error) => {
            // The shopper closing a wallet's sheet is no failure: Drop-in stays for another try.
            if (error.name === 'CANCEL') return
            callbacks.current.onFailure()
          },
        })
        if (!live || !container.current) return
        // Only the components of the methods the server opens sessions for (adyen-provider.ts
        // COMPONENT_TYPES): Adyen Web's tree-shaking keeps the rest out of the bundle.
        const dropin = new Dropin(checkout, {
          paymentMethodComponents: [Card, Bancontact, ApplePay, Blik, MBWay, Swish, BcmcMobile, BankTransfer],
        }).mount(container.current)
        unmount = () => dropin.unmount()
      } catch {
        if (live) callbacks.current.onFailure()
      }
    })()
    return () => {
      live = false
      unmount?.()
    }
  }, [session, locale])

  return <div ref={container} data-testid="adyen-dropin" />
}
