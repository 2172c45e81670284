import { useState } from 'react'
import { Alert } from '@mui/material'
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid'
import type { SwimmerListPosition, SwimmerListSort, SwimmerSummary } from '@contract/swimmers'
import type { RowButton } from './actionDialogs'
import { failureDetail, isSessionEnd } from './failure'
import { useSwimmersT } from './i18n'
import { SwimmersGrid } from './SwimmersGrid'
import { useListSwimmersQuery } from './swimmerListApi'

// Every swimmer of the chosen site page by page, sorted by the column the desk picks (issue 27): the grid pages and
// sorts on the server (MUI X DataGrid's server modes). A page starts after the last row of the one before it (the
// server's `next`), so the grid goes page by page forward and back over the pages it has seen; the total is not
// counted (at a million swimmers that would read the whole site).

/** The grid's sortable columns and the list's sorts. */
const SORT_OF: Record<string, SwimmerListSort> = {
  swimmerID: 'swimmerID',
  fullName: 'fullName',
  birthDate: 'birthDate',
  levelName: 'level',
}

interface SwimmerListGridProps {
  userID: number
  siteID: number
  onAction: (button: RowButton, swimmer: SwimmerSummary) => void
}

export function SwimmerListGrid({ userID, siteID, onAction }: SwimmerListGridProps) {
  const t = useSwimmersT()
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 })
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'swimmerID', sort: 'asc' }])
  // Where each page seen starts: page 0 at the start, page n after the last row of page n - 1.
  const [starts, setStarts] = useState<Array<SwimmerListPosition | null>>([null])
  const sorted = sortModel[0] ?? { field: 'swimmerID', sort: 'asc' }
  const list = useListSwimmersQuery({
    userSite: siteID,
    sort: SORT_OF[sorted.field] ?? 'swimmerID',
    order: sorted.sort === 'desc' ? 'desc' : 'asc',
    pageSize: paging.pageSize,
    after: starts[paging.page] ?? null,
  })
  // The answer to these very arguments (not the last page shown while the next loads).
  const current = list.currentData
  const next = current?.next ?? null
  // Known only on the last page: the rows before it and its own. Until then the grid offers the next page. The grid
  // is told the count, not that there is no next page: with hasNextPage false it counts the rows itself before it
  // has moved to the page, and sends the desk back to the first.
  const total = current && !next ? paging.page * paging.pageSize + current.rows.length : -1
  if (next && starts.length === paging.page + 1) setStarts([...starts, next])
  // A new order or page size starts again from the first page.
  const restart = () => setStarts([null])

  return (
    <>
      {list.isError && !isSessionEnd(list.error) && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {failureDetail(list.error, t('toast.searchFailed'))}
        </Alert>
      )}
      <SwimmersGrid
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        userID={userID}
        siteID={siteID}
        onAction={onAction}
        listing={{
          paginationMode: 'server',
          sortingMode: 'server',
          rowCount: total,
          paginationMeta: { hasNextPage: total === -1 ? true : undefined },
          paginationModel: paging,
          onPaginationModelChange: (model) => {
            if (model.pageSize !== paging.pageSize) {
              restart()
              return setPaging({ page: 0, pageSize: model.pageSize })
            }
            setPaging(model)
          },
          sortModel,
          onSortModelChange: (model) => {
            restart()
            setSortModel(model.length > 0 ? model : [{ field: 'swimmerID', sort: 'asc' }])
            setPaging((current) => ({ ...current, page: 0 }))
          },
          sortingOrder: ['asc', 'desc'],
        }}
      />
    </>
  )
}
