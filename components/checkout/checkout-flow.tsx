'use client'
import { useEffect, useMemo, useRef } from 'react'
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Spinner } from '@/components/ui/spinner'
import type { Shopper } from '@/graphql/shopper'
import { countryOptions } from '@/components/forms/country-options'
import { Actions, Alert, Panel } from './form-parts'
import { OrderOverviewModal } from './order-overview-modal'
import { OrderSummary } from './order-summary'
import { PaymentStep } from './payment-step'
import type { FailedPayment } from './payment-outcome'
import { CheckoutSteps, type CheckoutStep } from './checkout-steps'
import { withCallback, type CheckoutHrefs } from './hrefs'
import { useCheckoutFlow } from './use-checkout-flow'
import { postalLines } from '@/i18n/address-lines'

// The step forms (react-hook-form, yup and the address rules) load with their step, not with the page:
// the flow first loads the order, and fetches them meanwhile (see the effect in CheckoutFlow).
const loadInformationForm = () => import('./information-form')
const loadShippingForm = () => import('./shipping-form')
const CheckoutIdentify = dynamic(() => import('./checkout-identify').then((module) => module.CheckoutIdentify))
const InformationForm = dynamic(() => loadInformationForm().then((module) => module.InformationForm))
const ShippingForm = dynamic(() => loadShippingForm().then((module) => module.ShippingForm))

export interface CheckoutFlowProps {
  shopper: Shopper
  locale: string
  hrefs: CheckoutHrefs
  /** docs/rules/checkout.md retry: the order of the failed payment and what went wrong. */
  retry: FailedPayment | null
  /** A failed payment that may not be retried (toggle off, redeem token): its order is let go first. */
  abandoned?: FailedPayment | null
  /** docs/rules/checkout.md identify user: the shopper chose the guest flow before the checkout (`?guest=1`). */
  guest?: boolean
}

/** The checkout (docs/rules/checkout.md): identify, information, shipping, payment; or straight to payment on a retry. */
export function CheckoutFlow({ shopper, locale, hrefs, retry, abandoned = null, guest = false }: CheckoutFlowProps) {
  const t = useTranslations('checkout')
  const countries = useMemo(() => countryOptions(shopper.language), [shopper.language])
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    // A failed fetch is retried when the step renders.
    loadInformationForm().catch(() => undefined)
    loadShippingForm().catch(() => undefined)
  }, [])
  const flow = useCheckoutFlow({ shopper, hrefs, retry, abandoned, guest })
  const { stage, order, information } = flow

  useEffect(() => {
    if (stage !== 'loading') headingRef.current?.focus()
  }, [stage])

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
  const buyerAddress = postalLines(information).join(', ')
  return (
    <Layout>
      <Main>
        <CheckoutSteps current={step} />
        <OrderOverviewModal order={order} locale={locale} />
        <h2 id="checkout-step-title" ref={headingRef} tabIndex={-1}>{t(`steps.${step}`)}</h2>
        {stage !== 'payment' && <Alert>{flow.failure}</Alert>}
        {stage === 'identify' && (
          <CheckoutIdentify shopper={shopper} loginHref={withCallback(hrefs.login, hrefs.checkout)} onGuest={flow.continueAsGuest} />
        )}
        {stage === 'information' && (
          <InformationFormWrapper>
            <InformationForm
              defaultValues={information}
              countries={countries}
              showCreateAccount={!flow.loggedIn}
              savedAddresses={flow.savedAddresses}
              termsHref={hrefs.terms}
              privacyHref={hrefs.privacy}
              serverErrors={flow.infoErrors}
              onSubmit={flow.submitInformation}
            />
          </InformationFormWrapper>
        )}
        {stage === 'shipping' && flow.shipping && (
          <ShippingForm
            shipments={order.shipments}
            defaultValues={flow.shipping}
            countries={countries}
            buyer={{ name: `${information.firstName} ${information.lastName}`, email: information.email, address: buyerAddress }}
            serverErrors={flow.shipErrors}
            submitting={flow.busy}
            onBack={flow.toInformation}
            onSubmit={flow.submitShipping}
          />
        )}
        {stage === 'payment' && (
          <PaymentStep api={flow.api} order={order} locale={locale} failure={flow.failure} confirmationHref={flow.confirmationHref} onLeave={flow.disarmLeaveGuard} labelledBy="checkout-step-title" />
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

/** Beside the steps from 1024 px; below, the checkout order overview modal shows the summary. */
const Aside = styled.aside`
  @media (max-width: 1023px) { display: none; }
  @media (min-width: 1024px) { position: sticky; top: 16px; }
`

const InformationFormWrapper = styled.div`
  max-width: 720px;
`
