import { getErrorMessage } from './errors'

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
