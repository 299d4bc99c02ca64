import styled from 'styled-components'

/** Layout pieces every form of the shop shares (account, checkout, basket). */

export const FieldRow = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 640px) { grid-template-columns: repeat(auto-fit, minmax(0, 1fr)); }
`

export const RadioRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  label { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; cursor: pointer; }
  input { width: 20px; height: 20px; }
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
`
