import { ApolloLink } from '@apollo/client'
import { getMainDefinition, print } from '@apollo/client/utilities'
import { apiRequestHeaders } from './api-request-headers'
import { toUserData, type Shopper } from './shopper'

/**
 * Adds userData to the variables of every operation that declares it, and the headers that
 * apiRequestHeaders decides for the operation's text (docs/rules/api.md). Used by the server and the
 * browser clients alike. Apollo's `print` keeps each document's text, which HttpLink sends anyway.
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
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, ...apiRequestHeaders(shopper, print(operation.query), options) },
    }))
    return forward(operation)
  })
}
