// Client code must never import the backend: components/, stores/ and every 'use client' file may not
// import anything under server/ (by alias or relative path). Server code stays on the server, and
// secrets with it.
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const serverDir = path.join(root, 'server') + path.sep

function isClientFile(context, program) {
  const file = path.relative(root, context.filename)
  if (/^(components|stores)[\\/]/.test(file)) return true
  const first = program.body[0]
  return first?.type === 'ExpressionStatement' && first.directive === 'use client'
}

function importsServer(source, filename) {
  if (source === '@/server' || source.startsWith('@/server/')) return true
  if (source.startsWith('.')) return (path.resolve(path.dirname(filename), source) + path.sep).startsWith(serverDir)
  return false
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid client code from importing server/' },
    messages: { forbidden: "Client code may not import '{{source}}': server/ stays on the server. Fetch through GraphQL instead." },
    schema: [],
  },
  create(context) {
    let client = false
    const check = (node) => {
      if (!client || !node.source || typeof node.source.value !== 'string') return
      if (importsServer(node.source.value, context.filename)) {
        context.report({ node, messageId: 'forbidden', data: { source: node.source.value } })
      }
    }
    return {
      Program(program) { client = isClientFile(context, program) },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression(node) {
        if (client && node.source.type === 'Literal' && typeof node.source.value === 'string' && importsServer(node.source.value, context.filename)) {
          context.report({ node, messageId: 'forbidden', data: { source: node.source.value } })
        }
      },
    }
  },
}

export default rule
