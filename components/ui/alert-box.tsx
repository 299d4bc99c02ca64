'use client'
import styled from 'styled-components'

/** The look of a form's or step's error message (a refused request, a failed check). */
export const AlertBox = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: 8px;
  background: #fdecea;
  color: #8c1d18;
  font-weight: 600;
`

/** The same, for a message that receives focus once shown. */
export const FocusableAlertBox = styled(AlertBox)`
  &:focus { outline: 2px solid #8c1d18; outline-offset: 2px; }
`
