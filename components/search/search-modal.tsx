'use client'
import { useTranslations } from 'next-intl'
import { ApolloProvider } from '@/graphql/browser-client'
import type { Shopper } from '@/graphql/shopper'
import { Modal } from '../ui/modal'
import { SEARCH_MODAL_ID } from './search-constants'
import { SearchPanel, type SearchPanelProps } from './search-panel'

/**
 * The search modal with its own Apollo client. The header's search box imports this module on first
 * use, so neither the modal nor Apollo is part of the initial page bundle.
 */
export function SearchModal(props: Omit<SearchPanelProps, 'shopper'> & { shopper: Shopper; onClose?: () => void }) {
  const t = useTranslations('search')
  const { onClose, ...panel } = props
  return (
    <ApolloProvider shopper={props.shopper}>
      <Modal id={SEARCH_MODAL_ID} title={t('label')} titleHidden closeLabel={t('close')} size="large" onClose={onClose}>
        <SearchPanel {...panel} />
      </Modal>
    </ApolloProvider>
  )
}
