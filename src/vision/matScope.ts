/**
 * Bookkeeping for OpenCV.js objects, which live on the WebAssembly heap and must be freed with
 * `.delete()`: every Mat, MatVector or kernel made during one step is registered in a scope and
 * freed together in a `finally`.
 */

/** Anything with an OpenCV.js `delete()` (Mat, MatVector, SimpleBlobDetector, …). */
export interface Deletable {
  delete(): void;
}

/** Collects OpenCV.js objects and deletes them all at once. */
export class MatScope {
  private readonly items: Deletable[] = [];

  /** Registers `item` for deletion by {@link MatScope.release} and returns it. */
  add<T extends Deletable>(item: T): T {
    this.items.push(item);
    return item;
  }

  /** Deletes every registered object, newest first; safe to call more than once. */
  release(): void {
    while (this.items.length > 0) {
      const item = this.items.pop();
      try {
        item?.delete();
      } catch {
        // Already deleted: nothing left to free.
      }
    }
  }
}

/**
 * Runs `body` with a fresh {@link MatScope} and releases the scope afterwards, also when
 * `body` throws. Results must be plain JS values (never a Mat of the scope).
 */
export function withMatScope<T>(body: (scope: MatScope) => T): T {
  const scope = new MatScope();
  try {
    return body(scope);
  } finally {
    scope.release();
  }
}
