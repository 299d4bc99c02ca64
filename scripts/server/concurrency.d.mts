export const CRASH_LIMIT: number
export const CRASH_WINDOW_MS: number
export function parseWebConcurrency(value: string | undefined, availableParallelism: number): { workers: number } | { error: string }
export function serverPlan(env: Record<string, string | undefined>, availableParallelism: number): { mode: 'single' } | { mode: 'cluster'; workers: number } | { error: string }
export interface CrashDecision { restart: boolean; delayMs?: number; crashesInWindow: number }
export function crashBudget(options?: { limit?: number; windowMs?: number }): { crashed(now: number): CrashDecision }
