import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

// A refusal is thrown as a message by its code (contract/messages/en.ts), never as an English sentence: the sentence
// would reach a client asking for Arabic untranslated once the template translator goes (issue 26). This finds
// every badRequest / notFound / conflict / forbidden / unauthorized / new HttpError in server/src whose message or
// field error is written as text (a string, a template, a concatenation or a choice between them).

const ROOT = path.resolve(__dirname, '../../..')
const THROWERS = new Set(['badRequest', 'notFound', 'conflict', 'forbidden', 'unauthorized', 'invalidInput'])

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full)
    return entry.name.endsWith('.ts') ? [full] : []
  })
}

/** Text written in place: a string, a template, a concatenation, or a choice between such. */
function isSentence(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return isSentence(node.expression)
  if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) return true
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) return true
  if (ts.isConditionalExpression(node)) return isSentence(node.whenTrue) || isSentence(node.whenFalse)
  return false
}

function sentencesThrown(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const check = (node: ts.Expression | undefined) => {
    if (!node) return
    const texts = ts.isObjectLiteralExpression(node)
      ? node.properties.flatMap((property) => (ts.isPropertyAssignment(property) ? [property.initializer] : []))
      : [node]
    for (const text of texts)
      if (isSentence(text))
        found.push(`${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(text.getStart()).line + 1}`)
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && THROWERS.has(node.expression.text)) {
      check(node.arguments[0])
      if (ts.isObjectLiteralExpression(node.arguments[1] ?? node)) check(node.arguments[1])
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'HttpError') {
      check(node.arguments?.[1])
      if (node.arguments?.[2] && ts.isObjectLiteralExpression(node.arguments[2])) check(node.arguments[2])
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const files = filesUnder(path.join(ROOT, 'server/src')).map((file) => ({
  name: path.relative(ROOT, file).split(path.sep).join('/'),
  found: sentencesThrown(file),
}))

describe('refusals are thrown by their code', () => {
  it('finds sentences where they are (the scan works)', () => {
    const probe = [
      'throw notFound(`School ${id} not found`)',
      "throw conflict(message('school.full'), { capacity: 'At least ' + taken })",
      "throw new HttpError(409, full ? 'Full' : message('school.open'))",
      "throw badRequest(message('school.full', { id }), { capacity: message('school.atLeast') })",
    ].join('\n')
    expect(sentencesThrown(path.join(ROOT, 'probe.ts'), probe)).toEqual(['probe.ts:1', 'probe.ts:2', 'probe.ts:3'])
  })

  it('no file throws an English sentence', () => {
    expect(files.flatMap((file) => file.found)).toEqual([])
  })
})
