export { RenewDialog } from './RenewDialog'
export type { RenewDialogProps } from './RenewDialog'
