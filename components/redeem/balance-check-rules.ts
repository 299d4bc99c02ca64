import { lazyFieldResolver } from '@/components/forms/lazy-field-resolver'
import type { BalanceCheckValues } from './balance-check-schema'

/** The card number and PIN rules of the balance check and the extra-card modal, loaded on first use. */
export const balanceCheckRules = lazyFieldResolver<BalanceCheckValues>(() => import('./balance-check-schema').then((module) => module.balanceCheckSchema))
