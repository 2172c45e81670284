// Babel only strips types and JSX for the bundle; `npm run type-check` runs tsc.

const PLAIN = new Set([
  'StringLiteral',
  'NumericLiteral',
  'BooleanLiteral',
  'NullLiteral',
  'RegExpLiteral',
  'BigIntLiteral',
  'Identifier',
  'ArrowFunctionExpression',
  'FunctionExpression',
])

/** An initializer that runs no code: a literal, a name, a function, or an object or array of those. */
function isPlain(node) {
  if (PLAIN.has(node.type)) return true
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') return isPlain(node.expression)
  if (node.type === 'TemplateLiteral') return node.expressions.length === 0
  if (node.type === 'ArrayExpression') return node.elements.every((element) => element && isPlain(element))
  if (node.type === 'ObjectExpression')
    return node.properties.every(
      (property) => property.type === 'ObjectProperty' && !property.computed && isPlain(property.value),
    )
  return false
}

/**
 * The contract's modules (contract/*.ts) build their zod schemas at their top level, beside plain constants. This
 * wraps each top-level constant's initializer that runs code in an arrow called at once and marks that call pure
 * (#__PURE__): webpack and the minifier may then drop the constants a module's importers do not use, and with them zod
 * (the constants the SPA needs first are in contract/constants.ts, without zod). Nothing else changes: the contract's
 * modules have no other top-level code, and every schema is still built, in the same order, where its module is used
 * whole.
 */
function pureContractConstants({ types: t }) {
  return {
    name: 'pure-contract-constants',
    visitor: {
      Program(program) {
        for (const statement of program.get('body')) {
          const declaration = statement.isExportNamedDeclaration() ? statement.get('declaration') : statement
          if (!declaration.isVariableDeclaration({ kind: 'const' })) continue
          for (const declarator of declaration.get('declarations')) {
            const init = declarator.get('init')
            if (!init.node || isPlain(init.node)) continue
            const call = t.callExpression(t.arrowFunctionExpression([], init.node), [])
            t.addComment(call, 'leading', '#__PURE__')
            init.replaceWith(call)
          }
        }
      },
    },
  }
}

module.exports = {
  presets: [
    ['@babel/preset-env', { targets: 'defaults', bugfixes: true }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
  overrides: [{ test: /[\\/]contract[\\/][^\\/]+\.ts$/, plugins: [pureContractConstants] }],
}
