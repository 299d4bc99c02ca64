import 'server-only'
import { and, desc, eq } from 'drizzle-orm'
import { ERROR_CODES } from '@/graphql/error-codes'
import { receivers } from '@/server/db/schema'
import { receiverSchema } from '@/validation/account'
import { fail, ok, type Result } from '../common/result'
import { currentCustomer, type AccountRequest } from './account-service'
import { validateWith } from '../common/validate-with'
import { isUuid } from '../common/uuid'

export type ReceiverRow = typeof receivers.$inferSelect

/** An address book holds at most this many receivers, so one account cannot grow without bound. */
export const MAX_RECEIVERS = 200

export interface ReceiverInput {
  id?: string | null
  firstName: string
  lastName: string
  companyName?: string | null
  email?: string | null
  street?: string | null
  houseNumber?: string | null
  suffix?: string | null
  addressLine2?: string | null
  postCode?: string | null
  city?: string | null
  countryCode: string
}

const orNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null)

export async function listReceivers(request: AccountRequest): Promise<Result<{ receivers: ReceiverRow[] }>> {
  const customer = await currentCustomer(request)
  if (!customer) return fail(ERROR_CODES.NOT_LOGGED_IN)
  const rows = await request.db
    .select()
    .from(receivers)
    .where(eq(receivers.customerId, customer.id))
    .orderBy(desc(receivers.createdAt), desc(receivers.id))
  return ok({ receivers: rows })
}

export async function saveReceiver(request: AccountRequest, input: ReceiverInput): Promise<Result<{ receiver: ReceiverRow }>> {
  const customer = await currentCustomer(request)
  if (!customer) return fail(ERROR_CODES.NOT_LOGGED_IN)
  const valid = validateWith(receiverSchema, { ...input, countryCode: input.countryCode?.toUpperCase() }, 'input.')
  if (!valid.ok) return valid
  const data = valid.value
  const fields = {
    firstName: data.firstName,
    lastName: data.lastName,
    companyName: orNull(data.companyName),
    email: orNull(data.email),
    street: orNull(data.street),
    houseNumber: orNull(data.houseNumber),
    suffix: orNull(data.suffix),
    addressLine2: orNull(data.addressLine2),
    postCode: orNull(data.postCode)?.toUpperCase() ?? null,
    city: orNull(data.city),
    countryCode: data.countryCode,
  }
  if (input.id) {
    if (!isUuid(input.id)) return fail(ERROR_CODES.RECEIVER_NOT_FOUND, 'input.id')
    const [row] = await request.db
      .update(receivers)
      .set(fields)
      .where(and(eq(receivers.id, input.id), eq(receivers.customerId, customer.id)))
      .returning()
    return row ? ok({ receiver: row }) : fail(ERROR_CODES.RECEIVER_NOT_FOUND, 'input.id')
  }
  const count = await request.db.$count(receivers, eq(receivers.customerId, customer.id))
  if (count >= MAX_RECEIVERS) return fail(ERROR_CODES.FIELD_INVALID, 'input', { max: MAX_RECEIVERS })
  const [row] = await request.db.insert(receivers).values({ ...fields, customerId: customer.id }).returning()
  return ok({ receiver: row! })
}

export async function deleteReceiver(request: AccountRequest, id: string): Promise<Result<{ status: string }>> {
  const customer = await currentCustomer(request)
  if (!customer) return fail(ERROR_CODES.NOT_LOGGED_IN)
  if (!isUuid(id)) return fail(ERROR_CODES.RECEIVER_NOT_FOUND, 'id')
  const rows = await request.db
    .delete(receivers)
    .where(and(eq(receivers.id, id), eq(receivers.customerId, customer.id)))
    .returning({ id: receivers.id })
  return rows.length > 0 ? ok({ status: 'DELETED' }) : fail(ERROR_CODES.RECEIVER_NOT_FOUND, 'id')
}
