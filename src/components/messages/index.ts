// Messages to families (issue 29), shared by the messages page and the family page (features never import each
// other): the outbox's calls, one message's card, a paged list of a filter's messages, and their texts.
export { MessageList } from './MessageList'
export { useMessagesT, type MessagesT } from './i18n'
export { useMessagesQuery, useMarkMessageSentMutation, type MessagesFilter, type MessageItem } from './messagesApi'
