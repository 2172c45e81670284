// Its own module, not in ./i18n.ts: only the chunks that render composed texts need it, and ./i18n.ts is part of
// every page's first download (the /login budget, e2e/specs/performance/bundle-budget.spec.ts).

/** A catalogue of the contract's as i18next reads it: its `{name}` placeholders as `{{name}}`. */
export const i18nextTemplates = (catalogue: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(catalogue).map(([code, template]) => [code, template.replaceAll('{', '{{').replaceAll('}', '}}')]),
  )
