'use client'
import { useCallback, useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { CaptchaProvider } from '@/components/account/captcha'
import { useRedeemStore } from '@/stores/redeem-store'
import type { BalanceCheckProps, BalanceCheckStart } from './balance-check'
import { BalanceCheckForm, BalanceCheckLayout } from './balance-check-form'
import type { BalanceCheckValues } from './balance-check-schema'

const loadBalanceCheck = () => import('./balance-check').then((module) => module.BalanceCheck)

/** A field before the form's code has loaded: a plain input, read when the code arrives. */
const plainField = <Name extends keyof BalanceCheckValues>(name: Name): UseFormRegisterReturn<Name> => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
})

/**
 * The balance check's client island (docs/performance.md, the balance check's budget). The page
 * first shows the form as plain fields: react-hook-form, the captcha (reCAPTCHA v3 with a site key,
 * else the development token) and the check itself load when the shopper starts using it (hover,
 * focus or submit), or at once when a redeem session already holds checked cards. The loaded form
 * takes over what was typed, the field with the focus and a check already asked for.
 */
export function BalanceCheckIsland(props: BalanceCheckProps) {
  const t = useTranslations('redeem')
  const [loaded, setLoaded] = useState<{ Check: ComponentType<BalanceCheckProps> } | null>(null)
  const [waiting, setWaiting] = useState(false)
  const [failed, setFailed] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const loading = useRef(false)
  const submitRequested = useRef(false)
  const hasSession = useRedeemStore((state) => state.token !== null)

  const load = useCallback(() => {
    if (loading.current) return
    loading.current = true
    loadBalanceCheck().then(
      (Check) => setLoaded({ Check }),
      () => {
        // Offline: the next use tries again; a check that was asked for says it could not be done.
        loading.current = false
        if (submitRequested.current) {
          submitRequested.current = false
          setWaiting(false)
          setFailed(true)
        }
      },
    )
  }, [])

  useEffect(() => {
    if (hasSession) load()
  }, [hasSession, load])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submitRequested.current = true
    setFailed(false)
    setWaiting(true)
    load()
  }

  if (loaded) {
    return (
      <CaptchaProvider>
        <loaded.Check {...props} readStart={() => startOf(formRef.current, submitRequested.current)} />
      </CaptchaProvider>
    )
  }
  return (
    <BalanceCheckLayout>
      <BalanceCheckForm
        ref={formRef}
        onSubmit={submit}
        onFocus={load}
        onPointerEnter={load}
        cardNumber={plainField('cardNumber')}
        pin={plainField('pin')}
        alert={failed ? t('errors.connectionFailed') : null}
        busy={waiting}
      />
    </BalanceCheckLayout>
  )
}

/** What the shopper did in the plain form: its values, the focused field, and whether the check was asked. */
function startOf(form: HTMLFormElement | null, submit: boolean): BalanceCheckStart {
  const valueOf = (name: keyof BalanceCheckValues) => {
    const field = form?.elements.namedItem(name)
    return field instanceof HTMLInputElement ? field.value : ''
  }
  const active = form?.ownerDocument.activeElement
  const focus = active instanceof HTMLInputElement && form?.contains(active) && (active.name === 'cardNumber' || active.name === 'pin') ? active.name : null
  return { values: { cardNumber: valueOf('cardNumber'), pin: valueOf('pin') }, focus, submit }
}
