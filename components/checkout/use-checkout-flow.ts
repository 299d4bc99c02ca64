'use client'
/**
 * The checkout's state and its way through the steps (docs/rules/checkout.md): loading the basket or the
 * order being paid, then saving each step's values through the API; CheckoutFlow renders what it says.
 */
import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import { pushEvent } from '@/components/analytics/data-layer'
import type { Shopper } from '@/graphql/shopper'
import { useCartStore } from '@/stores/cart-store'
import { showApiError } from '@/stores/show-api-error'
import { useUserStore } from '@/stores/user-store'
import { releasePendingOrder, useCheckoutApi } from './checkout-api'
import type { CheckoutStep } from './checkout-steps'
import { confirmationPath, type CheckoutHrefs } from './hrefs'
import type { InformationValues } from '@/validation/checkout-information'
import { loggedInHint, profileValues } from './logged-in-customer'
import { hasItems, orderAnalyticsItems, splitErrors, toBillingAddressInput, type CheckoutOrder } from './order'
import { orderBeingPaid, rememberOrderBeingPaid } from './order-being-paid'
import type { FailedPayment } from './payment-outcome'
import { usePendingOrderGuard } from './pending-order-guard'
import { withSavedAddress, type SavedAddress } from './saved-addresses'
import type { ShippingValues } from './shipping-schema'
import { INFORMATION_FIELDS, SHIPMENT_FIELDS, emptyInformation, initialShipment, toDeliveryAddressInput } from './step-values'

type Stage = 'loading' | 'failed' | 'empty' | 'identify' | CheckoutStep

interface CheckoutFlowInput {
  shopper: Shopper
  hrefs: CheckoutHrefs
  retry: FailedPayment | null
  abandoned: FailedPayment | null
  /** The guest flow was chosen before the checkout (the basket's order modals, `?guest=1`). */
  guest: boolean
}

export function useCheckoutFlow({ shopper, hrefs, retry, abandoned, guest }: CheckoutFlowInput) {
  const t = useTranslations('checkout')
  const api = useCheckoutApi(shopper)
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

  const guard = usePendingOrderGuard(shopper, pendingUuid, t('leaveWarning'))
  const failureText = (failed: FailedPayment) => (failed.error === '2035' ? t('payment.fraud') : t('payment.failed'))
  const confirmationHref = (uuid: string) => confirmationPath(hrefs.confirmation, uuid)

  /** On as a guest (docs/rules/checkout.md identify user), with the e-mail address the user-exists check was asked for. */
  function continueAsGuest(email: string | null) {
    // The confirmation field stays empty: typing the address twice is what catches a typo in it.
    if (email) setInformation((current) => ({ ...current, email }))
    setStage('information')
  }

  useEffect(() => {
    let live = true
    void (async () => {
      if (abandoned) {
        // Leaving deletes the pending order (docs/rules/checkout.md): its cards are the basket again.
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
      if (profile) setStage('information')
      // Chosen in the basket's order modals: the identify step is behind the shopper, its e-mail (if any) comes along.
      else if (guest) continueAsGuest(useUserStore.getState().prefillEmail)
      else setStage('identify')
    })()
    return () => { live = false }
    // Loads once per visit; the retry parameters come from the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api])

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
          deliveryTime: shipment.deliveryType === 'DIGITAL' && shipment.deliveryDate && shipment.deliveryTime ? shipment.deliveryTime : null,
          deliveryAddress: toDeliveryAddressInput(shipment, information),
        })
        if (!payload) return
        const { atFields, rest } = splitErrors(payload.errors, 'input.deliveryAddress', SHIPMENT_FIELDS)
        const dateErrors = splitErrors(rest, 'input', ['deliveryDate', 'deliveryTime'])
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

  return {
    api, stage, order, loggedIn, savedAddresses, information, shipping, infoErrors, shipErrors, busy, failure, confirmationHref,
    submitInformation,
    submitShipping,
    /** Back to the information step (the shopper stepped back from shipping). */
    toInformation: () => setStage('information'),
    continueAsGuest,
    /** Lets the payment redirect leave the page without the pending order's warning. */
    disarmLeaveGuard: guard.disarm,
  }
}
