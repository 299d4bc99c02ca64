import 'server-only'
import type { MinuteJob } from '@/server/services/jobs/minute-jobs'
import { activationJob } from '@/server/modules/activation/activation-job'
import { orderExpiryJob } from '@/server/modules/orders/order-expiry'
import { doublerDrawJob } from '@/server/modules/doubler/draw-job'
import { attemptExpiryJob } from '@/server/modules/payments/attempt-expiry'
import { refundsJob } from '@/server/modules/payments/refunds-job'
import { retentionJob } from '@/server/modules/retention/retention-job'
import { unpaidInvoicesJob } from '@/server/modules/invoicing/unpaid-invoices'
import { mailSweepJob } from '@/server/services/mail/sweeper'

/** The jobs run each minute, once across instances (started in instrumentation.ts); the mail sweep last, after the jobs that send mail. */
export const minuteJobs: MinuteJob[] = [activationJob, doublerDrawJob, orderExpiryJob, attemptExpiryJob, refundsJob, unpaidInvoicesJob, retentionJob, mailSweepJob]
