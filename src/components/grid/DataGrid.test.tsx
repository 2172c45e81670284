import { screen, waitFor } from '@testing-library/react'
import { i18n } from '@/i18n/i18n'
import { applyLanguage } from '@/i18n/languages'
import { renderWithProviders } from '@/testing/test-utils'
import { DataGrid } from './DataGrid'

// The app's grid wrapper adds its defaults to the theme's MuiDataGrid entry. It replaced that entry whole, which
// dropped the language's grid texts: on an Arabic page, a grid without texts of its own (the swimmers found)
// paginated in English, 'of 1' and 'Go to next page' (issue 25, the Arabic phone walk).

afterEach(async () => {
  await i18n.changeLanguage('en')
})

it('keeps the language’s grid texts: Arabic pagination on an Arabic page', async () => {
  await applyLanguage('ar')
  renderWithProviders(
    <DataGrid
      aria-label="سبّاحين"
      rows={[{ id: 1, name: 'ليلى' }]}
      columns={[{ field: 'name', headerName: 'الاسم' }]}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[25]}
    />,
  )
  await screen.findByRole('grid', { name: 'سبّاحين' })
  await waitFor(() =>
    expect(document.querySelector('.MuiTablePagination-displayedRows')?.textContent?.replace(/\u200e/g, '')).toBe(
      '1–1 من 1',
    ),
  )
  expect(screen.getByRole('button', { name: 'انتقل إلى الصفحة التالية' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument()
})
