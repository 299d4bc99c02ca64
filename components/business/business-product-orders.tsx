'use client'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { CaptchaProvider } from '@/components/account/captcha'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { ApolloProvider } from '@/graphql/browser-client'
import { useModalStore } from '@/stores/modal-store'
import { BusinessForm, type BusinessFormProps } from './business-form'

export const BUSINESS_PRODUCT_MODAL_ID = 'business-product-form'

/**
 * The gift cards of a business page, each with a button that opens the business product form
 * (modal, docs/rules/business.md) with that card already chosen.
 */
export function BusinessProductOrders({ pageProducts, ...form }: Omit<BusinessFormProps, 'productSlug'> & { pageProducts: ReadonlyArray<{ slug: string; title: string }> }) {
  const t = useTranslations('business.form')
  const [chosen, setChosen] = useState<{ slug: string; title: string } | null>(null)
  return (
    <ApolloProvider shopper={form.shopper}>
      <CaptchaProvider>
        <List>
          {pageProducts.map((product) => (
            <li key={product.slug}>
              <Button variant="secondary" onClick={() => {
                setChosen(product)
                useModalStore.getState().openModal(BUSINESS_PRODUCT_MODAL_ID)
              }}>
                {t('orderProduct', { product: product.title })}
              </Button>
            </li>
          ))}
        </List>
        <Modal id={BUSINESS_PRODUCT_MODAL_ID} title={chosen ? t('modalTitle', { product: chosen.title }) : t('quote')} closeLabel={t('close')} size="large">
          {chosen && <BusinessForm key={chosen.slug} {...form} productSlug={chosen.slug} />}
        </Modal>
      </CaptchaProvider>
    </ApolloProvider>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`
