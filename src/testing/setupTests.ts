import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import '@/i18n/i18n'
import { server } from './msw/server'
import { resetSession } from './test-utils'

// jest-fixed-jsdom already provides fetch, TextEncoder and streams, so no polyfills are needed here.

// Pages load lazily and the CI machine has two cores shared with the server suite: give the first render of a
// chunk time to compile instead of failing on the default 1 s wait.
configure({ asyncUtilTimeout: 5000 })
jest.setTimeout(30_000)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetSession())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
