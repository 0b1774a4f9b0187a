/**
 * Faces as multisets (a roll, an arena: the same face may come several times, order aside):
 * the arithmetic the rules, the referees and the review's report share.
 */

/**
 * `faces` less one face for each face of `taken` (multiset difference), in `faces`' order; a
 * face of `taken` that is not (or no longer) in `faces` is ignored. `faces` is not modified.
 * @example withoutFaces(['1', '5', '5', '2'], ['5', '3']) → ['1', '5', '2']
 */
export function withoutFaces<F>(faces: readonly F[], taken: readonly F[]): F[] {
  const rest = [...faces];
  for (const face of taken) {
    const i = rest.indexOf(face);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}

/**
 * Whether every face of `part` is in `whole`, as many times as in `part` (`part` is a
 * sub-multiset of `whole`).
 * @example containsFaces(['1', '5', '5'], ['5', '5']) → true; containsFaces(['1', '5'], ['5', '5']) → false
 */
export function containsFaces<F>(whole: readonly F[], part: readonly F[]): boolean {
  return withoutFaces(whole, part).length === whole.length - part.length;
}
