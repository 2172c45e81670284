import { RenewDialog as SharedRenewDialog } from '@/components/renew'
import { translateRule } from '../rules'
import { useActing } from '@/session/useActing'
import type { SwimmerDialogProps } from './types'

/** SPEC.md sections 3 and 5: the shared renewal (src/components/renew) for the swimmer whose row offered Renew. */
export function RenewDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const { userID, site } = useActing()
  return (
    <SharedRenewDialog
      id="renew-subscription"
      swimmer={swimmer}
      userID={userID}
      site={site?.id ?? ''}
      translate={translateRule}
      onClose={onClose}
    />
  )
}
