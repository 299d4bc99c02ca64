'use client'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { useModalStore } from '@/stores/modal-store'

export const BRANDS_MODAL_ID = 'brands'

export interface ChoiceCardBrand {
  id: string
  title: string
  path: string
}

export interface ChoiceCardBrandsTexts {
  open: string
  title: string
  /** "… any of these {count} brands", with the count filled in. */
  intro: string
  close: string
}

/**
 * docs/rules/catalogue.md brands modal: the choice gift card page lists a few examples; this opens the whole list of
 * brands the card can be swapped for, each linking to its gift card.
 */
export function ChoiceCardBrands({ brands, texts }: { brands: ChoiceCardBrand[]; texts: ChoiceCardBrandsTexts }) {
  const openModal = useModalStore((state) => state.openModal)
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => openModal(BRANDS_MODAL_ID)}>{texts.open}</Button>
      <Modal id={BRANDS_MODAL_ID} title={texts.title} closeLabel={texts.close}>
        <Intro>{texts.intro}</Intro>
        <List aria-label={texts.title}>
          {brands.map((brand) => <li key={brand.id}><a href={brand.path}>{brand.title}</a></li>)}
        </List>
      </Modal>
    </>
  )
}

const Intro = styled.p`
  margin: 0 0 16px;
  line-height: 1.5;
`
const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  columns: 2 180px;
  column-gap: 24px;
  li { break-inside: avoid; padding: 6px 0; }
  a { color: inherit; }
`
