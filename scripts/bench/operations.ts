/**
 * The client's own GraphQL documents (graphql/operations/*.graphql of the built app), so the bench sends
 * exactly what the shop sends: one operation plus the fragments it uses, transitively.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql'

function usedFragments(node: DefinitionNode): Set<string> {
  const names = new Set<string>()
  visit(node, { FragmentSpread: (spread) => void names.add(spread.name.value) })
  return names
}

/** The printed document of `operationName` with every fragment it needs, from the given .graphql sources. */
export function operationDocument(sources: string[], operationName: string): string {
  const definitions = sources.flatMap((source) => parse(source).definitions)
  const operation = definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === operationName)
  if (!operation) throw new Error(`no operation named ${operationName} in graphql/operations`)
  const fragments = new Map(
    definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  )
  const needed = new Map<string, FragmentDefinitionNode>()
  const pending = [...usedFragments(operation)]
  while (pending.length) {
    const name = pending.pop() as string
    if (needed.has(name)) continue
    const fragment = fragments.get(name)
    if (!fragment) throw new Error(`fragment ${name} (used by ${operationName}) is not defined in graphql/operations`)
    needed.set(name, fragment)
    pending.push(...usedFragments(fragment))
  }
  return [operation, ...needed.values()].map((definition) => print(definition)).join('\n\n')
}

export function loadOperationSources(appDir: string): string[] {
  const dir = path.join(appDir, 'graphql/operations')
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
}
