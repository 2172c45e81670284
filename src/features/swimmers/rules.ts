import { ruleText } from '@/i18n/ruleText'

// The swimmers' forms show the contract's rules (shared with the server) by their codes: src/i18n/ruleText.ts.

/** A contract validation message in the current language (unknown messages, e.g. from the server, pass through). */
export const translateRule = (message: string): string => ruleText(message)
