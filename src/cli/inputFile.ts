/**
 * What the CLI checks about an input file before handing it to a decoder, the same way for
 * photos (`read`, `referee`) and videos (`review`): that it exists, is a file, not a folder,
 * can be opened and is not empty. Errors carry a {@link FileProblem} so that the command
 * words them in the `--lang` language (src/referee/messages/cli.ts).
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { en, type FileProblem } from '../referee/messages/cli.ts';

/**
 * A file the CLI was given cannot be used. `message` is the English sentence naming the
 * file once (e.g. "a.jpg is empty (0 bytes)"); `problem` says why, for other languages.
 */
export class InputFileError extends Error {
  /** The path as given on the command line. */
  readonly path: string;
  /** Why it cannot be used. */
  readonly problem: FileProblem;

  constructor(path: string, problem: FileProblem) {
    super(en.fileProblem(path, problem));
    this.name = 'InputFileError';
    this.path = path;
    this.problem = problem;
  }
}

/**
 * Why `path` cannot be read as an input file, or `null` when it is a non-empty file that
 * opens for reading (`photos`: the command reads photos, said with a `folder`). Kinds: `missing`, `folder`, `not-a-file` (a named pipe or socket, which
 * would block), `unreadable` (with the system's error code), `empty` (0 bytes).
 */
export function inputFileProblem(path: string, photos = false): FileProblem | null {
  let stats;
  try {
    stats = statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
    return { kind: 'unreadable', code: code || (error as Error).message };
  }
  if (stats.isDirectory()) return photos ? { kind: 'folder', photos } : { kind: 'folder' };
  // Opening a named pipe blocks until something writes to it.
  if (stats.isFIFO() || stats.isSocket()) return { kind: 'not-a-file' };
  try {
    closeSync(openSync(path, 'r'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    return { kind: 'unreadable', code: code || (error as Error).message };
  }
  if (stats.isFile() && stats.size === 0) return { kind: 'empty' };
  return null;
}

/**
 * The first `count` bytes of a file (fewer when it is shorter).
 * @throws Error from the file system when it cannot be opened (check {@link inputFileProblem} first)
 */
export function fileHead(path: string, count: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const read = readSync(fd, buffer, 0, count, 0);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}
