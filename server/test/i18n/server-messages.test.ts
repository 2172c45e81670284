import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { MESSAGES_AR_CODES } from '../../../contract/messages/ar-codes'
import { MESSAGES_EN } from '../../../contract/messages/en'
import { message } from '../../../contract/messages/message'
import { rule } from '../../../contract/messages/rule'
import { languageOf, renderMessage } from '../../src/lib/messages'
import { ruleText, validationMessage } from '../../src/lib/messages/validation'

// Every message the server can send has an Arabic text (issue 16). The server throws and answers its messages by
// their code (issue 26): message('school.full', { id }), one text per language in contract/messages/en.ts and
// ar-codes.ts, and so are the contract's rules (contract/messages/rule.ts) and the texts it composes from data (a
// group's description, an invoice's item, a ledger's entry: contract/messages/data-texts.ts), which it answers by
// their code beside the English text. Nothing translates an English sentence back. This test reads the server's and
// the contract's source and finds:
//   - every message code the server makes (message('…', …)): each has a text in every catalogue;
//   - `message` and `warning` properties of what the services and routes answer: each is a code, never an English
//     sentence (a sentence would reach a client asking for Arabic in English);
//   - English sentences the server writes: the message (and field errors) of every badRequest / notFound /
//     conflict / forbidden / unauthorized / new HttpError written as a sentence, and the `text` of what the services
//     answer as data, with each `${…}` standing for a value (and each `cond ? 'a' : 'b'` giving both sentences):
//     there must be none. A refusal is thrown by its code; a data text is made by its code and answered in English
//     beside it (`english(words)`), so no client ever needs to translate the sentence;
//   - the contract's validation rules (the texts of zod checks and `error:` options): each a rule's code, never an
//     English sentence; and its message constants (the *_MESSAGES, *_RULES and *_SUCCESS objects), which forms show
//     and the server sends in validation replies: each text is a rule's in the English catalogue, by its code.
// A new message of the server or rule of the contract is a code: catalogues.test.ts checks every code has a text in
// every language.

const ROOT = path.resolve(__dirname, '../../..')
const THROWERS = new Set(['badRequest', 'notFound', 'conflict', 'forbidden', 'unauthorized'])
/** An answer's texts, each a code: what a client reads as the answer's message. */
const ANSWER_PROPERTIES = new Set(['message', 'warning'])
/** Texts the services answer as data, in English: the SPA translates them by their template. */
const DATA_PROPERTIES = new Set(['text'])
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'int',
  'positive',
  'nonnegative',
  'gte',
  'lte',
  'gt',
  'lt',
  'email',
  'nonempty',
])
/** The contract's field builders whose string arguments are the messages they send. */
const MESSAGE_TAKERS = new Set(['numericId', 'optionalId', 'requiredId'])
/** A value inside a message: a neutral token, so the catalog's template must match around it. */
const VALUE = 'Q7'
const MAX_VARIANTS = 16

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...filesUnder(full, keep))
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && keep(full)) found.push(full)
  }
  return found
}

/**
 * Text constants of the server and the contract ('const MONEY_MESSAGE = …', 'const COACH_SUCCESS = { added: … }'),
 * so a message built from one reads as its text: name → text, 'OBJECT.key' → text.
 */
const constants = new Map<string, string>()

function collectConstants(files: string[]) {
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node) => {
      // UPPER_CASE names only: constants by convention, so a local 'text' of one file is not read in another.
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        /^[A-Z][A-Z0-9_]*$/.test(node.name.text) &&
        node.initializer
      ) {
        let value: ts.Expression = node.initializer
        while (ts.isAsExpression(value) || ts.isParenthesizedExpression(value)) value = value.expression
        if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))
          constants.set(node.name.text, value.text)
        if (ts.isObjectLiteralExpression(value))
          for (const property of value.properties)
            if (
              ts.isPropertyAssignment(property) &&
              ts.isIdentifier(property.name) &&
              (ts.isStringLiteral(property.initializer) || ts.isNoSubstitutionTemplateLiteral(property.initializer))
            )
              constants.set(`${node.name.text}.${property.name.text}`, property.initializer.text)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
}

const constantOf = (node: ts.Expression): string | undefined => {
  if (ts.isIdentifier(node)) return constants.get(node.text)
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression))
    return constants.get(`${node.expression.text}.${node.name.text}`)
  return undefined
}

/** The sentences an expression can make, values replaced by VALUE; undefined when it is not text we can read. */
function sentences(node: ts.Expression): string[] | undefined {
  if (ts.isParenthesizedExpression(node)) return sentences(node.expression)
  const constant = constantOf(node)
  if (constant !== undefined) return [constant]
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text]
  if (ts.isTemplateExpression(node)) {
    let variants = [node.head.text]
    for (const span of node.templateSpans) {
      const inner = valueSentences(span.expression)
      variants = variants.flatMap((before) => inner.map((value) => before + value + span.literal.text))
      variants = variants.slice(0, MAX_VARIANTS)
    }
    return variants
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = sentences(node.left) ?? [VALUE]
    const right = sentences(node.right) ?? [VALUE]
    return left.flatMap((a) => right.map((b) => a + b)).slice(0, MAX_VARIANTS)
  }
  if (ts.isConditionalExpression(node)) {
    const whenTrue = sentences(node.whenTrue)
    const whenFalse = sentences(node.whenFalse)
    if (whenTrue && whenFalse) return [...whenTrue, ...whenFalse]
  }
  return undefined
}

/** Inside a template: literal choices and constants give their texts, anything else is a value. */
function valueSentences(node: ts.Expression): string[] {
  const constant = constantOf(node)
  if (constant !== undefined) return [constant]
  if (ts.isConditionalExpression(node) || ts.isParenthesizedExpression(node)) return sentences(node) ?? [VALUE]
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
    return sentences(node) ?? [VALUE]
  return [VALUE]
}

interface Found {
  text: string
  where: string
}

function scan(file: string, collect: (node: ts.Node, add: (expression: ts.Expression) => void) => void): Found[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: Found[] = []
  const visit = (node: ts.Node) => {
    collect(node, (expression) => {
      const texts = sentences(expression)
      const line = source.getLineAndCharacterOfPosition(expression.getStart()).line + 1
      for (const text of texts ?? []) found.push({ text, where: `${path.relative(ROOT, file)}:${line}` })
    })
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const calleeName = (call: ts.CallExpression | ts.NewExpression): string | undefined => {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text
  return undefined
}

/** Field errors passed with a refusal: { field: 'text' }. */
function addObjectValues(node: ts.Expression | undefined, add: (expression: ts.Expression) => void) {
  if (!node || !ts.isObjectLiteralExpression(node)) return
  for (const property of node.properties) if (ts.isPropertyAssignment(property)) add(property.initializer)
}

const SERVER_SOURCES = () =>
  filesUnder(path.join(ROOT, 'server/src'), (file) => !file.includes(`${path.sep}scripts${path.sep}`))

/**
 * The values of these properties in what the services and routes answer ({ message: … }, { text: … }): not in
 * repositories or the database layer (they send nothing).
 */
const answered =
  (file: string, names: ReadonlySet<string>) => (node: ts.Node, add: (expression: ts.Expression) => void) => {
    const answers = /domains|plugins|lib[\\/]actor/.test(file) && !file.endsWith('.repository.ts')
    if (answers && ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && names.has(node.name.text))
      add(node.initializer)
  }

/** The refusals' texts and the data texts written in a file. */
const serverMessagesIn = (file: string): Found[] =>
  scan(file, (node, add) => {
    if (ts.isCallExpression(node) && THROWERS.has(calleeName(node) ?? '')) {
      if (node.arguments[0]) add(node.arguments[0])
      addObjectValues(node.arguments[1], add)
    }
    if (ts.isNewExpression(node) && calleeName(node) === 'HttpError' && node.arguments) {
      if (node.arguments[1]) add(node.arguments[1])
      addObjectValues(node.arguments[2], add)
    }
    // What services answer as data: { text: '…' } (an invoice's line, a ledger's entry).
    answered(file, DATA_PROPERTIES)(node, add)
  })

const serverMessages = (): Found[] => SERVER_SOURCES().flatMap(serverMessagesIn)

/** The `message` and `warning` the services and routes answer, where written as text: each must be a code. */
const answeredSentences = (): Found[] =>
  SERVER_SOURCES().flatMap((file) => scan(file, answered(file, ANSWER_PROPERTIES)))

/** The codes of the messages the server makes: message('school.full', { id }) anywhere in server/src. */
function serverCodes(): Found[] {
  return SERVER_SOURCES().flatMap((file) =>
    scan(file, (node, add) => {
      if (ts.isCallExpression(node) && calleeName(node) === 'message' && node.arguments[0]) add(node.arguments[0])
    }),
  )
}

function contractMessages(): Found[] {
  const files = filesUnder(path.join(ROOT, 'contract'), (file) => !file.includes(`${path.sep}messages${path.sep}`))
  return files.flatMap((file) =>
    scan(file, (node, add) => {
      if (ts.isCallExpression(node) && ZOD_CHECKS.has(calleeName(node) ?? '')) {
        for (const argument of node.arguments) {
          if (ts.isObjectLiteralExpression(argument)) {
            for (const property of argument.properties)
              if (
                ts.isPropertyAssignment(property) &&
                ts.isIdentifier(property.name) &&
                ['error', 'message'].includes(property.name.text)
              )
                add(property.initializer)
          } else if (!ts.isRegularExpressionLiteral(argument)) add(argument)
        }
      }
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ['error', 'message'].includes(node.name.text))
        add(node.initializer)
      // The contract's identifier fields take their messages as arguments: numericId('site must be a site number').
      if (ts.isCallExpression(node) && MESSAGE_TAKERS.has(calleeName(node) ?? ''))
        for (const argument of node.arguments) if (ts.isStringLiteralLike(argument)) add(argument)
    }),
  )
}

/** The values of the contract's message constants, read at run time (the same strings the server sends). */
async function contractConstants(): Promise<Found[]> {
  const found: Found[] = []
  for (const file of filesUnder(
    path.join(ROOT, 'contract'),
    (name) => !name.includes(`${path.sep}messages${path.sep}`),
  )) {
    const exports = (await import(file)) as Record<string, unknown>
    for (const [name, value] of Object.entries(exports)) {
      if (!/_(MESSAGES|RULES|SUCCESS)$/.test(name) || typeof value !== 'object' || value === null) continue
      for (const [key, text] of Object.entries(value))
        if (typeof text === 'string') found.push({ text, where: `${path.relative(ROOT, file)} ${name}.${key}` })
    }
  }
  return found
}

/**
 * A sentence needs no translation of its own when it is only values and punctuation, or a field name before a
 * value ('level: ${text}': a message made elsewhere, checked where it is made).
 */
const isOnlyValues = (text: string) =>
  text
    .replace(/^[A-Za-z]\w*: /, '')
    .replaceAll(VALUE, '')
    .replace(/[\s:;,.()'"-]/g, '') === ''

const SERVER_FILES = filesUnder(path.join(ROOT, 'server/src'), () => true)
const CONTRACT_FILES = filesUnder(
  path.join(ROOT, 'contract'),
  (file) => !file.includes(`${path.sep}messages${path.sep}`),
)
beforeAll(() => collectConstants([...SERVER_FILES, ...CONTRACT_FILES]))

/** The sentences found, each once, with where it is written. */
const listedSentences = (found: Found[]) =>
  [...new Map(found.filter((item) => !isOnlyValues(item.text)).map((item) => [item.text, item])).values()].map(
    (item) => `${item.where}: ${item.text}`,
  )

describe('every server message has an Arabic text', () => {
  it('finds the messages it checks (the scan itself works)', async () => {
    const codes = serverCodes().map((item) => item.text)
    expect(codes).toEqual(
      expect.arrayContaining(['answer.swimmerAdded', 'answer.makeupBooked', 'answer.userEnabled', 'school.notFound']),
    )
    expect(codes.length).toBeGreaterThan(400)
    // English sentences where the server would write them: a refusal, its field error, a data text.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-messages-'))
    const sample = path.join(dir, 'domains', 'sample.service.ts')
    fs.mkdirSync(path.dirname(sample))
    fs.writeFileSync(
      sample,
      'throw badRequest(`School ${id} is full`, { id: "Choose another" })\nconst entry = { text: `Payment ${no}` }\n',
    )
    expect(serverMessagesIn(sample).map((item) => item.text)).toEqual([
      `School ${VALUE} is full`,
      'Choose another',
      `Payment ${VALUE}`,
    ])
    fs.rmSync(dir, { recursive: true })
    expect((await contractConstants()).map((item) => item.text)).toEqual(
      expect.arrayContaining(['Please enter a search value', '{field} must be a date (YYYY-MM-DD)']),
    )
  })

  it('every message code the server makes has a text in every catalogue', () => {
    const english: Record<string, string> = MESSAGES_EN
    const arabic: Record<string, string> = MESSAGES_AR_CODES
    // A code made of parts (`${code}.one`) is held by its type: message() takes only the English catalogue's codes.
    const missing = serverCodes()
      .filter((item) => !item.text.includes(VALUE))
      .filter((item) => !english[item.text]?.trim() || !arabic[item.text]?.trim())
    expect(missing.map((item) => `${item.where}: ${item.text}`)).toEqual([])
  })

  it('answers its messages and warnings by code, never as an English sentence', () => {
    const sentences = answeredSentences().filter((item) => !isOnlyValues(item.text))
    expect(sentences.map((item) => `${item.where}: ${item.text}`)).toEqual([])
  })

  it('writes no refusal, field error or data text as an English sentence: each is made by its code', () => {
    expect(listedSentences(serverMessages())).toEqual([])
  })

  it('the contract’s validation rules are codes, never English sentences', () => {
    const sentences = contractMessages().filter((item) => !isOnlyValues(item.text))
    expect(sentences.map((item) => `${item.where}: ${item.text}`)).toEqual([])
  })

  it('the contract’s message constants are the English texts of rules, by code', async () => {
    const english = new Set<string>(Object.values(MESSAGES_EN))
    // The sign-in protocol's own words (the spec's success rule reads 'Login successful'): its rules are LOGIN_RULES.
    const constants = (await contractConstants()).filter((item) => !item.where.includes(' LOGIN_MESSAGES.'))
    expect(constants.filter((item) => !english.has(item.text)).map((item) => `${item.where}: ${item.text}`)).toEqual([])
  })
})

describe('the reply language', () => {
  it('is English unless the request prefers Arabic', () => {
    expect(languageOf(undefined)).toBe('en')
    expect(languageOf('')).toBe('en')
    expect(languageOf('fr-FR,fr;q=0.9')).toBe('en')
    expect(languageOf('ar')).toBe('ar')
    expect(languageOf('ar-EG,ar;q=0.9,en-US;q=0.8')).toBe('ar')
    expect(languageOf('en-GB,en;q=0.9,ar;q=0.5')).toBe('en')
    expect(languageOf('en;q=0.4,ar-EG;q=0.8')).toBe('ar')
    expect(languageOf('ar;q=0')).toBe('en')
  })

  it('keeps English texts verbatim in English and renders them in Arabic, values kept', () => {
    expect(renderMessage(message('school.notFound', { id: 12 }), 'en')).toBe('School 12 not found')
    expect(renderMessage(message('school.notFound', { id: 12 }), 'ar')).toBe('مفيش مدرسة رقم 12')
    expect(renderMessage(message('access.module', { module: 'Coaches management' }), 'ar')).toBe(
      'مالكش صلاحية على إدارة المدربين',
    )
    // A success message, and a value that is a name (kept as it is).
    expect(renderMessage(message('answer.swimmerAdded'), 'en')).toBe('Swimmer added successfully')
    expect(renderMessage(message('answer.reportCardApproved', { swimmer: 'Nour Hassan' }), 'ar')).toBe(
      'تقرير Nour Hassan اتعتمد',
    )
    // A value that is a phrase is a term (contract/messages/terms-ar.ts), not a template: 'they are unfrozen'.
    expect(
      renderMessage(
        message('swimmer.otherSite', { swimmer: 'Nour', home: 'Club 13', doing: 'they are unfrozen', other: 'Egypt' }),
        'ar',
      ),
    ).toBe('Nour سبّاح في Club 13: لازم يتلغى تجميده في Club 13، مش في Egypt')
    // The contract's rules in a validation reply: by their codes, with the field they name.
    const problems = validationMessage([
      ruleText('rule.swimmer.levelRequired'),
      ruleText(rule('rule.field.required', { field: 'Site' })),
    ])
    expect(renderMessage(problems, 'en')).toBe('Level is required; Site is required')
    expect(renderMessage(problems, 'ar')).toBe('المستوى مطلوب؛ الفرع مطلوب')
  })
})
