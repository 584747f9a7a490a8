/**
 * Typo tolerance (SPEC §2 Search), as Algolia sets it by word length: a typed word of five letters or more may be one
 * edit away from the word it means, of nine or more two; shorter words must be typed right, since one edit turns a
 * short word into too many others. An edit is a letter added, dropped, changed, or two neighbours swapped (the
 * optimal string alignment distance), in either script alike.
 */

const ONE_TYPO_FROM = 5;
const TWO_TYPOS_FROM = 9;

/** How many edits a typed word of `length` letters may be from the word it finds. */
export function allowedTypos(length: number): number {
  return length >= TWO_TYPOS_FROM ? 2 : length >= ONE_TYPO_FROM ? 1 : 0;
}

/** The three rows the distance is worked out in, kept between calls: a search measures hundreds of words. */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/** The edit distance of `a` and `b` when it is at most `max`, else null; work stops once a row passes `max`. */
export function editDistance(a: string, b: string, max: number): number | null {
  if (Math.abs(a.length - b.length) > max) return null;
  if (rows[0].length <= b.length) {
    const length = b.length * 2 + 1;
    rows = [new Int32Array(length), new Int32Array(length), new Int32Array(length)];
  }
  let [before, previous, row] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let smallest = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const other = b.charCodeAt(j - 1);
      let best = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + (letter === other ? 0 : 1),
      );
      // Two neighbours swapped count as one edit.
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === other)
        best = Math.min(best, (before[j - 2] as number) + 1);
      row[j] = best;
      if (best < smallest) smallest = best;
    }
    if (smallest > max) return null;
    [before, previous, row] = [previous, row, before];
  }
  const distance = previous[b.length] as number;
  return distance <= max ? distance : null;
}
