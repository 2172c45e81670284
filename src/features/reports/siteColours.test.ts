import { SITE_COLOURS, TOTAL_COLOUR, siteColour } from './siteColours'

describe('site colours', () => {
  it('gives nine sites (the academy has nine) nine different colours, none the total’s', () => {
    const nine = Array.from({ length: 9 }, (_, index) => siteColour(index))
    expect(new Set(nine).size).toBe(9)
    expect(nine).not.toContain(TOTAL_COLOUR)
    expect(new Set(SITE_COLOURS).size).toBe(SITE_COLOURS.length)
  })
})
