import { failureText, getErrorMessage, isChunkLoadError, isSessionEnd, serverFieldErrors } from './errors'

describe('getErrorMessage', () => {
  it("uses the server's message", () => {
    expect(getErrorMessage({ status: 400, data: { message: 'Please fill in all fields', errors: {} } })).toBe(
      'Please fill in all fields',
    )
  })

  it("falls back to the server's error field", () => {
    expect(getErrorMessage({ status: 500, data: { error: 'Database unavailable' } })).toBe('Database unavailable')
  })

  it('names a missing answer as a network error', () => {
    expect(getErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'Network error. Please check your connection.',
    )
    expect(getErrorMessage({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBe(
      'Network error. Please check your connection.',
    )
  })

  it('says something general for everything else', () => {
    const unexpected = 'An unexpected error occurred. Please try again.'
    expect(getErrorMessage({ status: 500, data: '<html>Bad gateway</html>' })).toBe(unexpected)
    expect(getErrorMessage({ status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'bad json' })).toBe(
      unexpected,
    )
    expect(getErrorMessage({ message: 'x is undefined' })).toBe(unexpected)
    expect(getErrorMessage(undefined)).toBe(unexpected)
    expect(getErrorMessage({ status: 400, data: { message: '   ' } })).toBe(unexpected)
  })
})

describe('an answer that breaks the contract', () => {
  it('reads as an unexpected response', () => {
    expect(getErrorMessage({ status: 'CUSTOM_ERROR', error: 'Unexpected response from server', data: [] })).toBe(
      'Unexpected response from server',
    )
  })
})

describe('failureText', () => {
  const fallback = 'Failed to search swimmers'

  it("says the network sentence when nothing answered, not the screen's", () => {
    expect(failureText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, fallback)).toBe(
      'Network error. Please check your connection.',
    )
  })

  it("prefers the server's message, and names a broken answer", () => {
    expect(failureText({ status: 400, data: { message: 'Level must be a number' } }, fallback)).toBe(
      'Level must be a number',
    )
    expect(failureText({ status: 'CUSTOM_ERROR', error: 'Unexpected response from server' }, fallback)).toBe(
      'Unexpected response from server',
    )
  })

  it("falls back to the screen's sentence", () => {
    expect(failureText({ status: 500, data: '<html>' }, fallback)).toBe(fallback)
  })
})

describe('serverFieldErrors and isSessionEnd', () => {
  it('reads the fields the server named, and nothing else', () => {
    expect(
      serverFieldErrors({ status: 400, data: { message: 'x', errors: { fullName: 'Full name is required', n: 1 } } }),
    ).toEqual({ fullName: 'Full name is required' })
    expect(serverFieldErrors({ status: 400, data: { errors: ['a'] } })).toEqual({})
    expect(serverFieldErrors(undefined)).toEqual({})
  })

  it('knows a 401 ended the session', () => {
    expect(isSessionEnd({ status: 401, data: {} })).toBe(true)
    expect(isSessionEnd({ status: 403, data: {} })).toBe(false)
  })
})

describe('isChunkLoadError', () => {
  it("recognises webpack's and the browser's failed code downloads", () => {
    const webpack = Object.assign(new Error('Loading chunk 412 failed.\n(error: http://x/412.js)'), {
      name: 'ChunkLoadError',
    })
    expect(isChunkLoadError(webpack)).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk swimmers-grid failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true)
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false)
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false)
  })
})
