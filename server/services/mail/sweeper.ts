import 'server-only'
import type { MinuteJob } from '@/server/services/jobs/minute-jobs'
import { deliverPendingMail } from './outbox'
import { mailSenderFromEnv, mailTransportFromEnv } from './transport'

/** Each minute, once across instances, sends what is still unsent: failed deliveries and crash leftovers. */
export const mailSweepJob: MinuteJob = {
  name: 'mail-sweep',
  run: (db) => deliverPendingMail(db, mailTransportFromEnv(), mailSenderFromEnv()),
}
