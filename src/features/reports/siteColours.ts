// One colour per site in every chart (issue 25: the palette wrapped after seven, so Faisl. drew in Smart Way's blue and
// General in Club 13's yellow). Twelve distinct colours (Tableau's 10 and two more, each at least 3:1 against white
// where it fills a bar), given by the site's place among the sites shown, so nine sites never share one; the
// all-sites total is drawn in near-black.

export const SITE_COLOURS = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#393b79',
  '#637939',
] as const

export const TOTAL_COLOUR = '#212121'

/** The colour of the site at `index` among the sites shown (sorted by ID, as the reports list them). */
export const siteColour = (index: number): string => SITE_COLOURS[index % SITE_COLOURS.length]
