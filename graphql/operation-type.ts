/**
 * What kind of operation a GraphQL document's text holds, read from the text because the chrome's
 * plain operations are strings and it loads no GraphQL library (docs/architecture.md, Decisions:
 * "Two browser transports"). It reads the document the way the GraphQL lexer does, so a comment, a string, a
 * fragment written before the operation or a query named `mutationLog` does not mislead it.
 */
export type OperationType = 'query' | 'mutation' | 'subscription'

/**
 * One lexical token at a time: a comment, a block string, a string, a name, a number (with any
 * exponent, so `1e5` is not a name), or any other single character (punctuators, white space).
 */
const TOKENS = /#[^\n\r]*|"""(?:\\"""|[^])*?"""|"(?:\\.|[^"\\\n\r])*"|[_A-Za-z][_0-9A-Za-z]*|\d[\w.+-]*|[^]/g
const OPENING = new Set(['{', '(', '['])
const CLOSING = new Set(['}', ')', ']'])

function isOperationType(name: string): name is OperationType {
  return name === 'query' || name === 'mutation' || name === 'subscription'
}

/**
 * The type of the document's first operation (the one a client sends without an operation name,
 * and the one Apollo's `getMainDefinition` picks), or null when it holds none. A definition starts
 * at nesting depth 0 with a keyword (`fragment` is skipped to its closing brace) or, for the
 * query shorthand, with `{`.
 */
export function operationTypeOf(document: string): OperationType | null {
  let depth = 0
  let atDefinition = true
  for (const [token] of document.matchAll(TOKENS)) {
    if (OPENING.has(token)) {
      if (token === '{' && depth === 0 && atDefinition) return 'query'
      depth += 1
    } else if (CLOSING.has(token)) {
      depth -= 1
      if (token === '}' && depth === 0) atDefinition = true
    } else if (depth === 0 && atDefinition && /^[_A-Za-z]/.test(token)) {
      if (isOperationType(token)) return token
      atDefinition = false
    }
  }
  return null
}
