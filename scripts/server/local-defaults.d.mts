export function localDefaults(env: Record<string, string | undefined>, options: { shop: boolean }): Record<string, string>
