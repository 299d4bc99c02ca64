'use client'
import styled from 'styled-components'
import { LinkButton } from '@/components/basket/link-button'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { useModalStore } from '@/stores/modal-store'

export const ALTERNATIVE_CHOICE_MODAL_ID = 'alternative-choice'

export interface AlternativeChoiceTexts {
  /** The trigger: "Not sure? Give the choice gift card". */
  open: string
  title: string
  /** Why the choice card fits: the receiver picks from the storefront's many gift cards. */
  text: string
  swap: string
  link: string
  close: string
}

export interface AlternativeChoiceProps {
  /** The storefront's alternativeChoiceAllInOne branding image (docs/rules/storefronts.md). */
  image: { src: string; alt: string }
  /** The choice gift card's page. */
  href: string
  texts: AlternativeChoiceTexts
}

/**
 * docs/rules/catalogue.md alternative choice modal: on a gift card's page, for a shopper who doubts which brand
 * to give, the choice gift card with the storefront's artwork and a link to its page.
 */
export function AlternativeChoice({ image, href, texts }: AlternativeChoiceProps) {
  const openModal = useModalStore((state) => state.openModal)
  return (
    <>
      <Trigger>
        <Button variant="link" aria-haspopup="dialog" onClick={() => openModal(ALTERNATIVE_CHOICE_MODAL_ID)}>{texts.open}</Button>
      </Trigger>
      <Modal
        id={ALTERNATIVE_CHOICE_MODAL_ID}
        title={texts.title}
        closeLabel={texts.close}
        size="small"
        footer={<LinkButton href={href}>{texts.link}</LinkButton>}
      >
        <Body>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small static branding SVG */}
          <img src={image.src} alt={image.alt} width={320} height={200} />
          <p>{texts.text}</p>
          <p>{texts.swap}</p>
        </Body>
      </Modal>
    </>
  )
}

const Trigger = styled.p`
  margin: 0;
`
const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  text-align: center;
  img { max-width: 100%; height: auto; }
  p { margin: 0; line-height: 1.5; }
`
