export { DataGrid } from './DataGrid'
