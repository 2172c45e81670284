import { inEnglish } from '@contract/messages/rule'
import { translateContractMessage } from './i18n'

/**
 * A message of the contract's rules as a form shows it, in the current language: a rule's code (what zod carries,
 * contract/messages/rule.ts) rendered by `translate` (the current language's catalogue, which its chunk brings:
 * Arabic, ./arabic.ts), else in English from the texts of the rules loaded; any other text (the server's words,
 * already in the request's language) as `translate` makes it. Not part of the shell: the rules come with the forms.
 */
export const ruleTextBy =
  (translate: (text: string) => string) =>
  (text: string): string => {
    const translated = translate(text)
    return translated !== text ? translated : inEnglish(text)
  }

/** A rule's message (or any other text) in the current language, by the contract's catalogues. */
export const ruleText = ruleTextBy(translateContractMessage)
