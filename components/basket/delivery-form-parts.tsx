'use client'
/**
 * What the basket's delivery modals (docs/rules/basket.md "delivery receiver" and "delivery date and time")
 * share. Both save through setShipmentDelivery, which takes the date only together with a receiver:
 * without a receiver the date modal sends the shopper to the receiver first.
 */
import type { Path } from 'react-hook-form'
import styled from 'styled-components'
import { SERVER_ERROR } from '@/components/forms/field-errors'
import type { ShipmentDeliveryInput } from '@/graphql/generated/operations'
import type { ShownError } from '@/stores/error-store'

/** Saves a shipment's delivery; answers the API's errors (empty when saved). */
export type SaveDelivery = (input: ShipmentDeliveryInput) => Promise<ShownError[]>

/** Puts the API's field errors ('input.deliveryAddress.postCode') at their fields; answers the others. */
export function placeServerErrors<Values extends object>(
  errors: ShownError[],
  fields: readonly string[],
  setError: (name: Path<Values>, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void,
): ShownError[] {
  const rest: ShownError[] = []
  let first = true
  for (const error of errors) {
    const field = error.parameter?.split('.').pop() ?? ''
    if (error.parameter && fields.includes(field)) {
      setError(field as Path<Values>, { type: SERVER_ERROR, message: error.message }, { shouldFocus: first })
      first = false
    } else rest.push(error)
  }
  return rest
}

export const FormBody = styled.form`
  display: grid;
  gap: 12px;
  p { margin: 0; }
`
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`
