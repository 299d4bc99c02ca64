const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Whether an id from a request can be a row id at all: anything else is answered "not found"
 * before a query (PostgreSQL would refuse to compare it with a uuid column).
 */
export const isUuid = (value: string): boolean => UUID.test(value)
