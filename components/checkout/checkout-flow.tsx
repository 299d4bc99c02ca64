'use client'
import { useEffect, useMemo, useRef, useState } from 'react'
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { pushEvent } from '@/components/analytics/data-layer'
import type { Shopper } from '@/graphql/shopper'
import type { CustomerProfileFieldsFragment } from '@/graphql/generated/operations'
import { LOGGED_IN_HINT_COOKIE } from '@/config/session'
import { useCartStore } from '@/stores/cart-store'
import { showApiError } from '@/stores/error-store'
import { releasePendingOrder, useCheckoutApi } from './checkout-api'
import { addressCountries } from './countries'
import { Actions, Alert, Panel } from './form-parts'
import type { InformationValues } from './information-schema'
import { OrderSummary } from './order-summary'
import { hasItems, orderAnalyticsItems, splitErrors, toBillingAddressInput, type CheckoutOrder } from './order'
import { PaymentStep } from './payment-step'
import { withSavedAddress, type SavedAddress } from './saved-addresses'
import { usePendingOrderGuard } from './pending-order-guard'
import type { FailedPayment } from './payment-outcome'
import type { ShippingValues } from './shipping-schema'
import { INFORMATION_FIELDS, SHIPMENT_FIELDS, emptyInformation, initialShipment, toDeliveryAddressInput } from './step-values'
import { CheckoutSteps, type CheckoutStep } from './checkout-steps'
import { confirmationPath, type CheckoutHrefs } from './hrefs'

// The step forms (react-hook-form, yup and the address rules) load with their step, not with the page:
// the flow first loads the order, and fetches them meanwhile (see the effect in CheckoutFlow).
const loadInformationForm = () => import('./information-form')
const loadShippingForm = () => import('./shipping-form')
const InformationForm = dynamic(() => loadInformationForm().then((module) => module.InformationForm))
const ShippingForm = dynamic(() => loadShippingForm().then((module) => module.ShippingForm))

export interface CheckoutFlowProps {
  shopper: Shopper
  locale: string
  hrefs: CheckoutHrefs
  /** Spec §4 retry: the order of the failed payment and what went wrong. */
  retry: FailedPayment | null
  /** A failed payment that may not be retried (toggle off, redeem token): its order is let go first. */
  abandoned?: FailedPayment | null
}

type Stage = 'loading' | 'failed' | 'empty' | 'identify' | CheckoutStep

/** The script-readable hint that a session exists (config/session.ts): only then are own addresses asked for. */
const loggedInHint = () => document.cookie.split(';').some((part) => part.trim() === `${LOGGED_IN_HINT_COOKIE}=1`)

function profileValues(profile: CustomerProfileFieldsFragment, countryCode: string): InformationValues {
  const address = profile.address
  return {
    ...emptyInformation(address?.countryCode ?? countryCode),
    customerType: profile.customerType,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    confirmEmail: profile.email,
    phoneNumber: profile.phoneNumber ?? '',
    companyName: address?.companyName ?? '',
    vatNumber: profile.vatNumber ?? '',
    invoiceEmail: profile.invoiceEmail ?? '',
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    suffix: address?.suffix ?? '',
    postCode: address?.postCode ?? '',
    city: address?.city ?? '',
  }
}

/**
 * The placed order this tab is paying, kept for the tab's session: a shopper who comes back from the
 * payment page without paying (Back) returns to its payment step, not to an empty basket.
 */
const BEING_PAID_KEY = 'checkout.orderBeingPaid'

function orderBeingPaid(): string | null {
  try {
    return window.sessionStorage.getItem(BEING_PAID_KEY)
  } catch {
    return null
  }
}

function rememberOrderBeingPaid(uuid: string | null) {
  try {
    if (uuid) window.sessionStorage.setItem(BEING_PAID_KEY, uuid)
    else window.sessionStorage.removeItem(BEING_PAID_KEY)
  } catch {
    // Storage refused (private mode): Back then shows the basket, as before.
  }
}

/** The checkout (spec §4): identify, information, shipping, payment; or straight to payment on a retry. */
export function CheckoutFlow({ shopper, locale, hrefs, retry, abandoned = null }: CheckoutFlowProps) {
  const t = useTranslations('checkout')
  const api = useCheckoutApi(shopper)
  const countries = useMemo(() => addressCountries(shopper.language, shopper.countryCode), [shopper.language, shopper.countryCode])
  const [stage, setStage] = useState<Stage>('loading')
  const [order, setOrder] = useState<CheckoutOrder | null>(null)
  const [loggedIn, setLoggedIn] = useState(false)
  const [savedAddresses, setSavedAddresses] = useState<readonly SavedAddress[]>([])
  const [information, setInformation] = useState<InformationValues>(() => emptyInformation(shopper.countryCode))
  const [shipping, setShipping] = useState<ShippingValues | null>(null)
  const [infoErrors, setInfoErrors] = useState<Array<{ field: string; message: string }>>([])
  const [shipErrors, setShipErrors] = useState<Array<{ index: number; field: string; message: string }>>([])
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [pendingUuid, setPendingUuid] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    // A failed fetch is retried when the step renders.
    loadInformationForm().catch(() => undefined)
    loadShippingForm().catch(() => undefined)
  }, [])
  const guard = usePendingOrderGuard(shopper, pendingUuid, t('leaveWarning'))
  const failureText = (failed: FailedPayment) => (failed.error === '2035' ? t('payment.fraud') : t('payment.failed'))
  const confirmationHref = (uuid: string) => confirmationPath(hrefs.confirmation, uuid)

  useEffect(() => {
    let live = true
    void (async () => {
      if (abandoned) {
        // Leaving deletes the pending order (spec §4): its cards are the basket again.
        await releasePendingOrder(shopper, abandoned.orderUuid)
        rememberOrderBeingPaid(null)
        if (!live) return
        setFailure(failureText(abandoned))
      }
      // A retry, or the order this tab left for the payment page (the shopper came back without paying).
      const resumed = retry?.orderUuid ?? orderBeingPaid()
      const [cart, user, own] = await Promise.all([api.cart(resumed ?? undefined), api.userInfo(), loggedInHint() ? api.ownAddresses() : null])
      if (!live) return
      // Not answered at all: the error modal says why; the page must not claim the basket is empty.
      if (!cart) {
        setStage('failed')
        return
      }
      const loaded = cart.order ?? null
      if (cart.errors.length && !resumed) showApiError(null, cart.errors)
      const profile = user?.user?.mainProfile
      // A logged-in customer's own addresses (their errors, e.g. a stale hint, just mean none); the most recent is prefilled.
      const addresses = profile ? own?.ownAddresses ?? [] : []
      setSavedAddresses(addresses)
      if (profile) setInformation(addresses[0] ? withSavedAddress(profileValues(profile, shopper.countryCode), addresses[0]) : profileValues(profile, shopper.countryCode))
      setLoggedIn(Boolean(profile))
      if (resumed && loaded?.id === resumed) {
        if (retry && (loaded.status === 'COMPLETED' || loaded.status === 'AWAITING_BANK_TRANSFER')) {
          window.location.replace(confirmationHref(loaded.id))
          return
        }
        if (loaded.status === 'PENDING') {
          setOrder(loaded)
          setPendingUuid(loaded.id)
          useCartStore.getState().setCartQuantity(loaded.quantity)
          if (retry) setFailure(failureText(retry))
          setStage('payment')
          return
        }
      }
      // Not a retry (or its order is gone, or became a basket again): the basket.
      if (!retry) rememberOrderBeingPaid(null)
      const basket = resumed ? (await api.cart())?.order ?? null : loaded
      if (!live) return
      setOrder(basket)
      // The header counts these cards until they are paid (also on the payment page): it may not know them yet.
      if (basket) useCartStore.getState().setCartQuantity(basket.quantity)
      if (!hasItems(basket)) {
        setStage('empty')
        return
      }
      pushEvent('begin_checkout', {
        ecommerce: { currency: basket.totals.grandTotal.currency, value: basket.totals.grandTotal.value, items: orderAnalyticsItems(basket) },
      })
      setStage(profile ? 'information' : 'identify')
    })()
    return () => { live = false }
    // Loads once per visit; the retry parameters come from the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api])

  useEffect(() => {
    if (stage !== 'loading') headingRef.current?.focus()
  }, [stage])

  function submitInformation(values: InformationValues) {
    setInformation(values)
    setInfoErrors([])
    if (order) setShipping((current) => current ?? { shipments: order.shipments.map((shipment) => initialShipment(shipment, values.countryCode)) })
    setStage('shipping')
  }

  async function submitShipping(values: ShippingValues) {
    if (!order) return
    setShipping(values)
    setShipErrors([])
    setBusy(true)
    try {
      // One receiver per shipment; all of them, so every field error shows at once.
      const fieldErrors: Array<{ index: number; field: string; message: string }> = []
      for (const [index, shipment] of values.shipments.entries()) {
        const payload = await api.setShipmentDelivery({
          shipmentTag: shipment.tag,
          deliveryDate: shipment.deliveryDate || null,
          deliveryAddress: toDeliveryAddressInput(shipment, information),
        })
        if (!payload) return
        const { atFields, rest } = splitErrors(payload.errors, 'input.deliveryAddress', SHIPMENT_FIELDS)
        const dateErrors = splitErrors(rest, 'input', ['deliveryDate'])
        fieldErrors.push(...[...atFields, ...dateErrors.atFields].map((error) => ({ ...error, index })))
        if (dateErrors.rest.length) {
          showApiError(null, dateErrors.rest)
          return
        }
      }
      if (fieldErrors.length) {
        setShipErrors(fieldErrors)
        return
      }
      const placed = await api.placeOrder({
        customerType: information.customerType,
        billingAddress: toBillingAddressInput(information),
        acceptTerms: information.acceptTerms,
        createAccountPassword: !loggedIn && information.createAccount ? information.password : null,
      })
      if (!placed) return
      if (placed.errors.length) {
        const billing = splitErrors(placed.errors, 'input.billingAddress', INFORMATION_FIELDS)
        const other = splitErrors(billing.rest, 'input', ['acceptTerms', 'createAccountPassword'])
        const atFields = [...billing.atFields, ...other.atFields.map((error) => ({ ...error, field: error.field === 'createAccountPassword' ? 'password' : error.field }))]
        if (atFields.length) {
          setInfoErrors(atFields)
          setStage('information')
        }
        if (other.rest.length) showApiError(null, other.rest)
        return
      }
      if (placed.order) {
        setOrder(placed.order)
        setPendingUuid(placed.order.id)
        rememberOrderBeingPaid(placed.order.id)
        setStage('payment')
      }
    } finally {
      setBusy(false)
    }
  }

  if (stage === 'loading') {
    return <Reserved><p role="status"><Spinner /> {t('loading')}</p></Reserved>
  }
  if (stage === 'failed' || stage === 'empty' || !order) {
    return (
      <Reserved>
        <Panel>
          <h2 ref={headingRef} tabIndex={-1}>{stage === 'failed' ? t('loadFailed') : t('basket.empty')}</h2>
          <Actions><a href={hrefs.basket}>{t('backToBasket')}</a></Actions>
        </Panel>
      </Reserved>
    )
  }

  const step: CheckoutStep = stage === 'identify' ? 'information' : stage
  const buyerAddress = [information.street, information.houseNumber, information.suffix].filter(Boolean).join(' ') + `, ${information.postCode} ${information.city}`
  return (
    <Layout>
      <Main>
        <CheckoutSteps current={step} />
        <h2 id="checkout-step-title" ref={headingRef} tabIndex={-1}>{t(`steps.${step}`)}</h2>
        {stage !== 'payment' && <Alert>{failure}</Alert>}
        {stage === 'identify' && (
          <Panel aria-labelledby="identify-title">
            <h3 id="identify-title">{t('guest.title')}</h3>
            <p>{t('guest.text')}</p>
            <Actions>
              <Button onClick={() => setStage('information')}>{t('guest.continueAsGuest')}</Button>
              <a href={`${hrefs.login}?${new URLSearchParams({ callback: hrefs.checkout })}`}>{t('guest.logIn')}</a>
            </Actions>
          </Panel>
        )}
        {stage === 'information' && (
          <InformationFormWrapper>
            <InformationForm
              defaultValues={information}
              countries={countries}
              showCreateAccount={!loggedIn}
              savedAddresses={savedAddresses}
              termsHref={hrefs.terms}
              privacyHref={hrefs.privacy}
              serverErrors={infoErrors}
              onSubmit={submitInformation}
            />
          </InformationFormWrapper>
        )}
        {stage === 'shipping' && shipping && (
          <ShippingForm
            shipments={order.shipments}
            defaultValues={shipping}
            countries={countries}
            buyer={{ name: `${information.firstName} ${information.lastName}`, email: information.email, address: buyerAddress }}
            serverErrors={shipErrors}
            submitting={busy}
            onBack={() => setStage('information')}
            onSubmit={submitShipping}
          />
        )}
        {stage === 'payment' && (
          <PaymentStep api={api} order={order} locale={locale} failure={failure} confirmationHref={confirmationHref} onLeave={guard.disarm} labelledBy="checkout-step-title" />
        )}
      </Main>
      <Aside>
        <OrderSummary order={order} locale={locale} />
      </Aside>
    </Layout>
  )
}

/** Keeps the footer below the fold while the order loads, so nothing jumps when a state replaces the spinner. */
const Reserved = styled.div`
  min-height: 60vh;
`

const Layout = styled.div`
  display: grid;
  gap: 32px;
  @media (min-width: 1024px) { grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr); align-items: start; }
`

const Main = styled.div`
  display: grid;
  gap: 20px;
  h2 { margin: 0; }
  h2:focus { outline: none; }
`

const Aside = styled.aside`
  @media (min-width: 1024px) { position: sticky; top: 16px; }
`

const InformationFormWrapper = styled.div`
  max-width: 720px;
`
