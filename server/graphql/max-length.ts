import 'server-only'
import {
  defaultFieldResolver,
  GraphQLError,
  type ConstDirectiveNode,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLList,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql'
import { MapperKind, mapSchema } from '@graphql-tools/utils'
import { ERROR_CODES } from '@/graphql/error-codes'
import { isLanguage, type Language } from '@/config/storefronts/types'
import { storefrontByStoreId } from '@/config/storefronts/resolve'
import { toApiErrors } from '@/server/modules/common/api-errors'

/**
 * The schema's `@maxLength(max: N)` on String and ID inputs (server/modules/common/schema.graphql),
 * enforced before any resolver or validator runs: a too-long argument anywhere in a field's input
 * answers code 3020 with the argument's name, so no service ever counts, segments or stores it.
 */
export const MAX_LENGTH_DIRECTIVE = 'maxLength'

/**
 * graphql-js is loaded both as CommonJS and as ESM by the server's dependencies, so its `isListType`
 * and friends (instanceof checks) throw on the other copy's types; their toStringTag names them either way.
 */
const tagOf = (type: unknown) => Object.prototype.toString.call(type).slice(8, -1)
const isList = (type: unknown): type is GraphQLList<GraphQLInputType> => tagOf(type) === 'GraphQLList'
export const isInputObject = (type: unknown): type is GraphQLInputObjectType => tagOf(type) === 'GraphQLInputObjectType'
const isScalar = (type: unknown) => tagOf(type) === 'GraphQLScalarType'
export const isObject = (type: unknown): type is GraphQLObjectType => tagOf(type) === 'GraphQLObjectType'
const nullableOf = (type: GraphQLInputType): GraphQLInputType => (tagOf(type) === 'GraphQLNonNull' ? (type as { ofType: GraphQLInputType }).ofType : type)

/** The named type under lists and non-nulls. */
export function namedTypeOf(type: GraphQLInputType): GraphQLNamedType {
  let current: unknown = type
  while (tagOf(current) === 'GraphQLNonNull' || isList(current)) current = (current as { ofType: unknown }).ofType
  return current as GraphQLNamedType
}

export interface TooLong {
  parameter: string
  max: number
}

export function maxLengthOf(input: GraphQLArgument | GraphQLInputField): number | undefined {
  const directive = input.astNode?.directives?.find((node: ConstDirectiveNode) => node.name.value === MAX_LENGTH_DIRECTIVE)
  const max = directive?.arguments?.find((argument) => argument.name.value === 'max')?.value
  return max?.kind === 'IntValue' ? Number(max.value) : undefined
}

/** The first string in `value` longer than its declared maximum, walking input objects and lists. */
export function findTooLong(value: unknown, type: GraphQLInputType, parameter: string, max: number | undefined): TooLong | null {
  if (value === null || value === undefined) return null
  const nullable = nullableOf(type)
  if (isList(nullable)) {
    if (!Array.isArray(value)) return null
    for (const item of value) {
      const found = findTooLong(item, nullable.ofType, parameter, max)
      if (found) return found
    }
    return null
  }
  if (isScalar(nullable)) {
    return typeof value === 'string' && max !== undefined && value.length > max ? { parameter, max } : null
  }
  if (isInputObject(nullable) && typeof value === 'object') {
    const record = value as Record<string, unknown>
    for (const field of Object.values(nullable.getFields())) {
      const found = findTooLong(record[field.name], field.type, field.name, maxLengthOf(field))
      if (found) return found
    }
  }
  return null
}

/** Whether an input type can hold a limited string at all, so fields without one are left unwrapped. */
function holdsLimitedString(type: GraphQLInputType, max: number | undefined, seen = new Set<string>()): boolean {
  const nullable = nullableOf(type)
  if (isList(nullable)) return holdsLimitedString(nullable.ofType, max, seen)
  if (isScalar(nullable)) return max !== undefined
  if (!isInputObject(nullable) || seen.has(nullable.name)) return false
  seen.add(nullable.name)
  return Object.values(nullable.getFields()).some((field) => holdsLimitedString(field.type, maxLengthOf(field), seen))
}

interface Reader { language: Language; country: string }

/** Whom the error is written for: the userData's language (else the request's) and its storefront's country. */
function readerOf(args: Record<string, unknown>, headerLanguage: string | null): Reader {
  const userData = args.userData as { language?: unknown; storeID?: unknown } | undefined
  const candidate = typeof userData?.language === 'string' ? userData.language : headerLanguage
  const language = candidate !== null && isLanguage(candidate) ? candidate : 'en'
  const storefront = typeof userData?.storeID === 'number' ? storefrontByStoreId(userData.storeID) : undefined
  return { language, country: storefront?.country ?? '' }
}

async function tooLongError(found: TooLong, { language, country }: Reader): Promise<GraphQLError> {
  const [error] = await toApiErrors([{ code: ERROR_CODES.FIELD_TOO_LONG, parameter: found.parameter, values: { max: found.max } }], language, country)
  return new GraphQLError(error!.message, {
    extensions: { code: error!.code, referencedRequestParameter: error!.referencedRequestParameter, http: { status: 400 } },
  })
}

type LanguageContext = { requestInfo?: { language: string | null } }

/** Wraps every field whose arguments can hold a limited string with the length check. */
export function withInputLengthLimits(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const parent = schema.getType(typeName)
      const definitions = isObject(parent) ? (parent.getFields()[fieldName]?.args ?? []) : []
      if (!definitions.some((argument) => holdsLimitedString(argument.type, maxLengthOf(argument)))) return field
      const resolve = field.resolve ?? defaultFieldResolver
      return {
        ...field,
        resolve: (source, values: Record<string, unknown>, context: LanguageContext, info) => {
          for (const argument of definitions) {
            const found = findTooLong(values[argument.name], argument.type, argument.name, maxLengthOf(argument))
            if (found) return tooLongError(found, readerOf(values, context.requestInfo?.language ?? null)).then((error) => Promise.reject(error))
          }
          return resolve(source, values, context, info)
        },
      }
    },
  })
}
