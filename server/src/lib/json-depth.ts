// How deeply a JSON text nests its objects and arrays, counted in one pass without recursion, so that a hostile
// body thousands of levels deep is measured (and refused) before anything parses or walks it recursively.

/** The deepest nesting of `{`/`[` in the text, stopping as soon as it passes `limit`. Strings are skipped. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === 0x5c /* \ */) index++
      else if (code === 0x22 /* " */) inString = false
      continue
    }
    if (code === 0x22) inString = true
    else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      if (++depth > limit) return true
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) depth--
  }
  return false
}
