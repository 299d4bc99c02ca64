'use client'
import styled from 'styled-components'
import { media } from '@/components/theme/theme'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { useModalStore } from '@/stores/modal-store'
import type { ContentBlockData, ContentTexts } from './block-data'
import { TestimonialBlock } from './testimonial-block'

export const MOBILE_TESTIMONIALS_MODAL_ID = 'mobile-testimonials'

type Testimonial = Extract<ContentBlockData, { __typename: 'TestimonialBlock' }>

/**
 * docs/rules/catalogue.md testimonials: a run of testimonial blocks shows whole from 640 px; on phones only the first
 * shows, and "Read all reviews" opens all of them in the mobile testimonials modal, so the quotes do not push the
 * rest of the page far down.
 */
export function Testimonials({ blocks, texts }: { blocks: readonly Testimonial[]; texts: ContentTexts['testimonials'] }) {
  const openModal = useModalStore((state) => state.openModal)
  if (blocks.length < 2) return <>{blocks.map((block) => <TestimonialBlock key={block.id} block={block} />)}</>
  return (
    <div>
      {blocks.map((block, index) => (index === 0 ? <TestimonialBlock key={block.id} block={block} /> : <Wide key={block.id}><TestimonialBlock block={block} /></Wide>))}
      <Trigger variant="secondary" aria-haspopup="dialog" onClick={() => openModal(MOBILE_TESTIMONIALS_MODAL_ID)}>{texts.open}</Trigger>
      <Modal id={MOBILE_TESTIMONIALS_MODAL_ID} title={texts.title} closeLabel={texts.close}>
        <List>
          {blocks.map((block) => <li key={block.id}><TestimonialBlock block={block} /></li>)}
        </List>
      </Modal>
    </div>
  )
}

/** The testimonials after the first, from tablets up. */
const Wide = styled.div`
  display: none;
  ${media.tablet} { display: block; }
`
const Trigger = styled(Button)`
  ${media.tablet} { display: none; }
`
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  figure { margin: 16px 0; }
`
