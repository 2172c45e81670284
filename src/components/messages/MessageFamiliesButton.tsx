import { useState } from 'react'
import { Button } from '@mui/material'
import { useGrantedActions } from '@/components/useGrantedActions'
import { useSiteNameOf } from '@/session/useSession'
import { BroadcastDialog, type BroadcastGroup } from './BroadcastDialog'
import { useMessagesT } from './i18n'

/**
 * "Message the families" of a school or a pre-team, from its list of swimmers (issue 29): a broadcast to that group's
 * families only. Offered with the privilege the server checks (Mod_SW:SendMessages) and while the group has swimmers.
 */
export function MessageFamiliesButton({ siteID, group }: { siteID: number; group: BroadcastGroup }) {
  const t = useMessagesT()
  const siteNameOf = useSiteNameOf()
  const mayMessage = useGrantedActions().privileges.includes('Mod_SW:SendMessages')
  const [open, setOpen] = useState(false)
  if (!mayMessage) return null
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('broadcast.messageFamilies')}
      </Button>
      {open && (
        <BroadcastDialog siteID={siteID} siteName={siteNameOf(siteID)} group={group} onClose={() => setOpen(false)} />
      )}
    </>
  )
}
