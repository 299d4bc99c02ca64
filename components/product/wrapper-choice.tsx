'use client'
import { useId } from 'react'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { useModalStore } from '@/stores/modal-store'
import { Legend } from './choice-group'
import { WRAPPER_CHOICE_MODAL_ID, WrapperChoiceModal, type WrapperChoiceModalProps, type WrapperChoiceTexts } from './wrapper-choice-modal'

export interface WrapperChoiceProps extends Omit<WrapperChoiceModalProps, 'texts'> {
  texts: WrapperChoiceTexts & {
    /** "Choose a wrapper" and "Change": the button's text without and with a wrapper. */
    choose: string
    change: string
  }
}

/**
 * The price form's wrapper (docs/rules/basket.md gift-wrap choice): the chosen design with its price, or
 * "No wrapper", and the one button that opens the gift-wrap choice modal.
 */
export function WrapperChoice({ choices, chosenId, onChoose, texts }: WrapperChoiceProps) {
  const id = useId()
  const openModal = useModalStore((state) => state.openModal)
  const chosen = choices.find((choice) => choice.value === chosenId) ?? choices.find((choice) => choice.value === '')
  return (
    <Group role="group" aria-labelledby={`${id}-legend`}>
      <Legend as="span" id={`${id}-legend`}>{texts.legend}</Legend>
      <Row>
        <p id={`${id}-chosen`}>
          {chosen?.label}
          {chosen?.detail && <>{', '}{chosen.detail}</>}
        </p>
        <Button variant="secondary" size="small" aria-describedby={`${id}-chosen`} onClick={() => openModal(WRAPPER_CHOICE_MODAL_ID)}>
          {chosenId ? texts.change : texts.choose}
        </Button>
      </Row>
      <WrapperChoiceModal choices={choices} chosenId={chosenId} onChoose={onChoose} texts={texts} />
    </Group>
  )
}

const Group = styled.div`
  display: grid;
`
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  p { margin: 0; }
`
