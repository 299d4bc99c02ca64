export function runClusterPrimary(workers: number): void
