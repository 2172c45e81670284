// Lints several pieces of code, each as if it were the file at its path, with the project's ESLint configuration, in
// one process: ESLint with the type-aware configuration takes seconds to start, so starting it once per case made
// layer-direction.test.ts the slowest suite (three minutes of CPU). Reads [{ filePath, code }] as JSON on stdin and
// writes the messages of each, in order, as JSON on stdout. `code: null` lints the file as it is on disk.
import fs from 'node:fs'
import { ESLint } from 'eslint'

const cases = JSON.parse(fs.readFileSync(0, 'utf8'))
// ignore: false lets a case lint a fixture that `npm run lint` leaves out on purpose.
const eslint = new ESLint({ cwd: process.cwd(), ignore: false })
const results = []
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code ?? fs.readFileSync(filePath, 'utf8'), { filePath })
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })))
}
process.stdout.write(JSON.stringify(results))
