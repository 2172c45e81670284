import { RawData } from '@/components/RawData'
import { useSwimmersT } from '../i18n'
import { useSwimmerTechnicalQuery } from '../swimmersApi'
import { ReadOnlyDialog } from './ReadOnlyDialog'
import type { SwimmerDialogProps } from './types'
import { useLoadFailure } from './useLoadFailure'

/** 'Technical Tab Data': everything recorded about the swimmer, as a raw dump shown as text, never as HTML. */
export function TechnicalDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const { data, isLoading, isError, error } = useSwimmerTechnicalQuery(swimmer.swimmerID)
  useLoadFailure(isError, error, t('toast.technicalFailed'), onClose)
  return (
    <ReadOnlyDialog id="technical-tab" title={t('dialogs.technical')} loading={isLoading} onClose={onClose}>
      {data && <RawData data={data} label={t('technical.data', { id: swimmer.swimmerID })} />}
    </ReadOnlyDialog>
  )
}
