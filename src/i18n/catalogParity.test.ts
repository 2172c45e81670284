import fs from 'node:fs'
import path from 'node:path'
import { LOGIN_MESSAGES } from '@contract/auth-messages'
import { LOGIN_MESSAGES_AR } from '@contract/messages/login-ar'

// Every English catalog has an Arabic one with the same keys, and the other way round: the shell's
// (src/locales), each feature's and the form machinery's (src/**/locales), and the contract's sign-in messages.
// Plurals: an English plural ('count_one', 'count_other') needs every Arabic plural form i18next asks for
// (zero, one, two, few, many, other); Arabic plural forms need an English plural of the same base.
// Interpolations ({{name}}) must be the same on both sides (a plural form may say its number in words).

const ROOT = path.resolve(__dirname, '../..')
const PLURAL = /_(zero|one|two|few|many|other)$/
const ARABIC_FORMS = new Intl.PluralRules('ar').resolvedOptions().pluralCategories

type Catalog = { [key: string]: string | Catalog }

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>()
  for (const [key, value] of Object.entries(catalog)) {
    const full = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') keys.set(full, value)
    else for (const [nested, text] of flatten(value, full)) keys.set(nested, text)
  }
  return keys
}

function catalogDirs(dir: string): string[] {
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue
    const full = path.join(dir, entry.name)
    if (entry.name === 'locales') found.push(full)
    else found.push(...catalogDirs(full))
  }
  return found
}

const read = (file: string): Catalog => JSON.parse(fs.readFileSync(file, 'utf8')) as Catalog
const interpolations = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

/** The problems of an Arabic catalog against its English one, as readable lines. */
export function parityProblems(en: Catalog, ar: Catalog): string[] {
  const english = flatten(en)
  const arabic = flatten(ar)
  const problems: string[] = []
  const englishPlurals = new Set(
    [...english.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')),
  )

  for (const [key, text] of english) {
    if (PLURAL.test(key)) continue
    if (!arabic.has(key)) problems.push(`missing in Arabic: ${key}`)
    else if (interpolations(arabic.get(key)!).join() !== interpolations(text).join())
      problems.push(
        `${key}: Arabic has {{${interpolations(arabic.get(key)!).join('}}, {{')}}}, English {{${interpolations(text).join('}}, {{')}}}`,
      )
  }
  for (const base of englishPlurals) {
    const needed = interpolations(english.get(`${base}_other`) ?? '').filter((name) => name !== 'count')
    for (const form of ARABIC_FORMS) {
      const key = `${base}_${form}`
      if (!arabic.has(key)) problems.push(`missing Arabic plural form: ${key}`)
      else {
        const has = interpolations(arabic.get(key)!)
        const lacking = needed.filter((name) => !has.includes(name))
        if (lacking.length > 0) problems.push(`${key}: Arabic lacks {{${lacking.join('}}, {{')}}}`)
      }
    }
  }
  for (const key of arabic.keys()) {
    if (PLURAL.test(key)) {
      if (!englishPlurals.has(key.replace(PLURAL, ''))) problems.push(`Arabic plural without an English plural: ${key}`)
    } else if (!english.has(key)) problems.push(`only in Arabic: ${key}`)
  }
  return problems
}

describe('the Arabic catalogs match the English ones key for key', () => {
  const dirs = [
    path.join(ROOT, 'src/locales'),
    ...catalogDirs(path.join(ROOT, 'src/features')),
    ...catalogDirs(path.join(ROOT, 'src/components')),
  ]

  it('finds the shell, every feature and the form machinery', () => {
    const names = dirs.map((dir) => path.relative(ROOT, dir))
    expect(names).toEqual(
      expect.arrayContaining(['src/locales', 'src/features/swimmers/locales', 'src/components/form/locales']),
    )
    expect(names.length).toBeGreaterThan(9)
  })

  it.each(dirs.map((dir) => [path.relative(ROOT, dir), dir]))('%s', (_name, dir) => {
    expect(fs.existsSync(path.join(dir, 'ar.json'))).toBe(true)
    expect(parityProblems(read(path.join(dir, 'en.json')), read(path.join(dir, 'ar.json')))).toEqual([])
  })

  it.each(dirs.filter((dir) => !dir.endsWith('src/locales')).map((dir) => [path.relative(ROOT, dir), dir]))(
    '%s is registered with its Arabic catalog',
    (_name, dir) => {
      const module = path.join(path.dirname(dir), 'i18n.ts')
      const source = fs.readFileSync(module, 'utf8')
      // Bundled (imported, then registered) or downloaded when Arabic is chosen (a loader given to the registration).
      const bundled =
        /import ar from '\.\/locales\/ar\.json'/.test(source) &&
        /registerFeatureTexts\([^)]*,\s*en,\s*ar\s*\)|addResourceBundle\(\s*'ar'/.test(source)
      const onDemand =
        /registerFeatureTexts\(\s*[^,()]+,\s*en,\s*\(\)\s*=>\s*import\((\/\*[^*]*\*\/\s*)?'\.\/locales\/ar\.json'\),?\s*\)/.test(
          source,
        )
      expect(bundled || onDemand).toBe(true)
    },
  )

  it('the contract’s sign-in messages', () => {
    expect(Object.keys(LOGIN_MESSAGES_AR).sort()).toEqual(Object.keys(LOGIN_MESSAGES).sort())
  })
})

describe('the parity check itself', () => {
  it('reports a missing key, an extra key, a missing plural form and a lost interpolation', () => {
    const en = { a: 'A', b: { c: 'Hi {{name}}' }, n_one: '{{count}} swimmer', n_other: '{{count}} swimmers' }
    const ar = { b: { c: 'أهلاً' }, extra: 'زيادة', n_one: 'سبّاح', n_other: '{{count}} سبّاح' }
    expect(parityProblems(en, ar)).toEqual(
      expect.arrayContaining([
        'missing in Arabic: a',
        'b.c: Arabic has {{}}, English {{name}}',
        'missing Arabic plural form: n_zero',
        'missing Arabic plural form: n_few',
        'only in Arabic: extra',
      ]),
    )
  })

  it('accepts every Arabic plural form for an English plural', () => {
    const en = { n_one: '{{count}} month', n_other: '{{count}} months' }
    const ar = Object.fromEntries(ARABIC_FORMS.map((form) => [`n_${form}`, form === 'one' ? 'شهر' : '{{count}} شهر']))
    expect(parityProblems(en, ar)).toEqual([])
  })
})
