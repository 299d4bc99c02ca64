import 'server-only'
import type { MinuteJob } from '@/server/services/jobs/minute-jobs'

/** The jobs every instance runs each minute (started in instrumentation.ts). */
export const minuteJobs: MinuteJob[] = []
