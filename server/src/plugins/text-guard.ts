import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { textProblem, textProblemMessage } from '@contract/common'
import { invalidInput } from '../lib/http-error'
import { ruleText, validationMessage } from '../lib/messages/validation'

// Every string of every request — body, query string and path — is checked once here, before validation, so no
// schema can forget it: no control characters (PostgreSQL cannot store NUL; the others break the grid and exports),
// no bidirectional overrides (a name would show reversed), and no text made only of invisible characters (it shows
// blank). The rules and their words are in contract/common.ts (`textProblem`), for the forms to use too.
// Passwords are never shown: only NUL is refused there, so no existing password stops working.
// Tab, carriage return and line feed are control characters too (issue 25: 'a\nb' was stored as a name and an inner
// tab made a second receipt of one): only the fields a route names in `multiline` (its multi-line boxes in the SPA:
// an address, a reason, a note) may hold line feeds.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body fields that are multi-line text (the SPA's multi-line boxes): a line feed is allowed there. */
    multiline?: readonly string[]
    /** Body fields whose schema strips tab characters before storing (SPEC.md: a club's description): a tab is allowed. */
    tabsStripped?: readonly string[]
  }
}

interface TextFields {
  multiline?: readonly string[]
  tabsStripped?: readonly string[]
}

const isPassword = (key: string) => /password/i.test(key)

interface Found {
  path: string
  message: string
}

function check(text: string, path: string, fields: TextFields): Found | undefined {
  const key = path.split('.').findLast((part) => !/^\d+$/.test(part)) ?? 'body'
  const problem = isPassword(key)
    ? text.includes('\u0000')
      ? 'control'
      : undefined
    : textProblem(text, {
        multiline: fields.multiline?.includes(key),
        tabs: fields.tabsStripped?.includes(key),
      })
  return problem ? { path: path || 'body', message: textProblemMessage(key, problem) } : undefined
}

/** The first string breaking a rule, walked without recursion (the body's depth is already limited). */
function findProblem(root: unknown, fields: TextFields = {}): Found | undefined {
  const stack: Array<[unknown, string]> = [[root, '']]
  while (stack.length > 0) {
    const [value, path] = stack.pop()!
    if (typeof value === 'string') {
      const found = check(value, path, fields)
      if (found) return found
    } else if (value && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value)
      // Pushed in reverse, so the first field in the request is reported first.
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index] as [string, unknown]
        stack.push([item, path ? `${path}.${key}` : key])
      }
    }
  }
  return undefined
}

export const textGuard = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    const found =
      findProblem(request.body, request.routeOptions.config) ??
      findProblem(request.query) ??
      findProblem(request.params)
    const rule = found && ruleText(found.message)
    done(rule ? invalidInput(validationMessage([rule]), { [found.path]: rule }) : undefined)
  })
})
