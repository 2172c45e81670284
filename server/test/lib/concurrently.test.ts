import { mapConcurrently } from '../../src/lib/concurrently'

// The renewal run's preview checks a site's swimmers a few at a time: every answer in its item's place, never more
// running at once than the limit.

describe('mapConcurrently', () => {
  it('answers in the order of the items, with at most `limit` running at once', async () => {
    let running = 0
    let most = 0
    const answers = await mapConcurrently([5, 1, 4, 2, 3, 0], 3, async (item, index) => {
      running += 1
      most = Math.max(most, running)
      // Later items finish first: the order of the answers must still be the items'.
      for (let turn = 0; turn < item; turn++) await Promise.resolve()
      running -= 1
      return `${index}:${item}`
    })
    expect(answers).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3', '5:0'])
    expect(most).toBe(3)
  })

  it('answers an empty list at once and passes a failure on', async () => {
    await expect(mapConcurrently([], 4, () => Promise.resolve(1))).resolves.toEqual([])
    await expect(
      mapConcurrently([1, 2], 2, (item) => (item === 2 ? Promise.reject(new Error('no')) : Promise.resolve(item))),
    ).rejects.toThrow('no')
  })
})
