import { Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ErrorBoundary } from './ErrorBoundary'
import { retryableLazy } from './retryableLazy'

const chunkError = () => Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' })

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined))
afterEach(() => jest.restoreAllMocks())

describe('ErrorBoundary', () => {
  it('says code could not be downloaded, not "Something went wrong", and tries again', async () => {
    let online = false
    const Grid = retryableLazy(async () => {
      if (!online) throw chunkError()
      return function LoadedGrid() {
        return <p>the grid</p>
      }
    })
    render(
      <>
        <p>the search form</p>
        <ErrorBoundary>
          <Suspense fallback="loading">
            <Grid />
          </Suspense>
        </ErrorBoundary>
      </>,
    )
    expect(await screen.findByText('Could not load this part of the app')).toBeInTheDocument()
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
    expect(screen.getByText('the search form')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()

    online = true
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('the grid')).toBeInTheDocument()
  })

  it('still reports a crash as one, with Reload only', () => {
    function Broken(): never {
      throw new Error('x is undefined')
    }
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByText('Something went wrong')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })
})
