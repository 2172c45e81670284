import { fuzzGeneratedRequests, fuzzHarness } from './input-fuzz'

// Input fuzzing (issue 8, item 2; input-fuzz.ts): the generated requests for the second half of the routes, beside
// input-fuzz.test.ts, which fuzzes the first half and has the hand-written cases.

describe('input fuzzing, the second half of the routes', () => {
  fuzzGeneratedRequests(fuzzHarness('input-fuzzing (second half)'), 1)
})
