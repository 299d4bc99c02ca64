'use client'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { useModalStore } from '@/stores/modal-store'
import { ChoiceGroup, type Choice } from './choice-group'

export const WRAPPER_CHOICE_MODAL_ID = 'wrapper-choice'

export interface WrapperChoiceTexts {
  title: string
  legend: string
  confirm: string
  close: string
}

export interface WrapperChoiceModalProps {
  /** "No wrapper" (value '') and the designs of the card's delivery type, with name and price. */
  choices: readonly Choice[]
  /** The wrapper id in the form now ('' for none); it is marked when the modal opens. */
  chosenId: string
  onChoose: (wrapperId: string) => void
  texts: WrapperChoiceTexts
}

/**
 * docs/rules/basket.md gift-wrap choice: the wrapper designs of the card's delivery type as tiles, or no
 * wrapper; confirming fills the price form's wrapper field and closes the modal, back to its button.
 */
export function WrapperChoiceModal({ texts, ...props }: WrapperChoiceModalProps) {
  return (
    <Modal id={WRAPPER_CHOICE_MODAL_ID} title={texts.title} closeLabel={texts.close}>
      <WrapperForm texts={texts} {...props} />
    </Modal>
  )
}

/** Mounted with the open modal: every opening starts from the form's wrapper, and Escape changes nothing. */
function WrapperForm({ choices, chosenId, onChoose, texts }: WrapperChoiceModalProps) {
  const { register, handleSubmit } = useForm({ defaultValues: { wrapperId: chosenId } })
  const closeModal = useModalStore((state) => state.closeModal)
  const confirm = handleSubmit(({ wrapperId }) => {
    onChoose(wrapperId)
    closeModal(WRAPPER_CHOICE_MODAL_ID)
  })
  return (
    <Form onSubmit={(event) => { event.stopPropagation(); void confirm(event) }}>
      <ChoiceGroup compact legend={texts.legend} choices={choices} registration={register('wrapperId')} autoFocusValue={chosenId} />
      <Button type="submit" fullWidth>{texts.confirm}</Button>
    </Form>
  )
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`
