import { ApolloLink } from '@apollo/client'
import { getMainDefinition } from '@apollo/client/utilities'
import { CSRF_HEADER } from './error-contract'
import { shopperHeaders, toUserData, type Shopper } from './shopper'

/**
 * Adds userData to the variables of every operation that declares it, the shopper headers, and the
 * CSRF header on mutations (docs/rules/api.md). Used by the server and the browser clients alike.
 */
export function createShopperLink(getShopper: (context: Record<string, unknown>) => Shopper, options: { serverSide: boolean }): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const shopper = getShopper(operation.getContext())
    const definition = getMainDefinition(operation.query)
    const declaresUserData = definition.kind === 'OperationDefinition'
      && definition.variableDefinitions?.some((variable) => variable.variable.name.value === 'userData')
    if (declaresUserData && !operation.variables.userData) {
      operation.variables = { ...operation.variables, userData: toUserData(shopper) }
    }
    const isMutation = definition.kind === 'OperationDefinition' && definition.operation === 'mutation'
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: {
        ...headers,
        ...shopperHeaders(shopper, options),
        ...(isMutation ? { [CSRF_HEADER]: '1' } : {}),
      },
    }))
    return forward(operation)
  })
}
