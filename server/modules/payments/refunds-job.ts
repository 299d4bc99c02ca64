import 'server-only'
import type { MinuteJob } from '@/server/services/jobs/minute-jobs'
import { executeDueRefunds } from './refunds'

/**
 * Asks the provider for every refund still due: those whose first try (right after the transaction
 * that made them due) failed in a way that may pass, or never ran because the instance stopped.
 */
export const refundsJob: MinuteJob = { name: 'refunds', run: executeDueRefunds }
