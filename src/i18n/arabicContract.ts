// The contract's Arabic that the Arabic chunk brings (./arabic.ts): the sign-in protocol's words, the terms (a
// level's name, a day: a dictionary, looked up as they are) and the templates of the texts composed from data.
export { DATA_TEXTS_AR } from '@contract/messages/data-texts-ar'
export { LOGIN_MESSAGES_AR } from '@contract/messages/login-ar'
export { TERMS_AR } from '@contract/messages/terms-ar'
