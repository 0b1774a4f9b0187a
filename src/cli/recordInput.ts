/**
 * The game record files of `dice-referee review`: telling a record (`review RECORD.json`) from a
 * video by its content, reading one (src/review/recordFile.ts checks it), and checking that
 * `--record FILE` can be written before a video is analysed.
 */
import { accessSync, closeSync, constants, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { checkRecordSize, parseGameRecord } from '../review/recordFile.ts';
import type { GameRecord } from '../review/report.ts';

/**
 * Whether `path` holds JSON text rather than a video or a picture: its first byte but white space
 * (and a UTF-8 byte order mark) is `{` or `[`, which no video container starts with. A file that
 * cannot be read is not, nor anything but a plain file (the video's path says why): a named pipe
 * is not opened, which would wait for a writer for ever.
 */
export function isJsonFile(path: string): boolean {
  let fd: number | null = null;
  try {
    if (!statSync(path).isFile()) return false;
    fd = openSync(path, 'r');
    const head = Buffer.alloc(256);
    const read = readSync(fd, head, 0, head.length, 0);
    const text = head.subarray(0, read).toString('utf8').replace(/^\ufeff/, '').trimStart();
    return text.startsWith('{') || text.startsWith('[');
  } catch {
    return false;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/**
 * The game record in file `path`, checked (src/review/recordFile.ts `parseGameRecord`).
 * @throws RecordFileError `tooLarge` before reading a file over `MAX_RECORD_BYTES`, or why its
 *   text is not a record this version opens; a Node error when the file cannot be read
 */
export function readGameRecord(path: string): GameRecord {
  checkRecordSize(statSync(path).size);
  return parseGameRecord(readFileSync(path, 'utf8'));
}

/**
 * Why a `--record` file cannot be written: `folder` the path is a folder; `notFile` it is neither
 * a plain file nor a folder (a named pipe, a device: written to only once something reads it, or
 * never); `noFolder` its folder does not exist; `parentNotFolder` what should be its folder is a
 * file; `denied` no permission; `system` another error of the system, by its code (`ENOSPC`…).
 */
export type RecordWriteProblem =
  | { kind: 'folder' | 'notFile' | 'denied' }
  | { kind: 'noFolder' | 'parentNotFolder'; folder: string }
  | { kind: 'system'; code: string };

/** The {@link RecordWriteProblem} of a Node file-system error (`EACCES`/`EPERM`: `denied`). */
export function writeErrorProblem(error: unknown): RecordWriteProblem {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EACCES' || code === 'EPERM' ? { kind: 'denied' } : { kind: 'system', code: code ?? String(error) };
}

/**
 * Why `path` cannot be written as `--record` ({@link RecordWriteProblem}), or `null` when it can:
 * the file, else its folder, is checked. Nothing is created.
 */
export function recordWriteProblem(path: string): RecordWriteProblem | null {
  try {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat?.isDirectory()) return { kind: 'folder' };
    if (stat && !stat.isFile()) return { kind: 'notFile' };
    if (stat) {
      accessSync(path, constants.W_OK);
      return null;
    }
    const folder = dirname(path);
    const parent = statSync(folder, { throwIfNoEntry: false });
    if (!parent) return { kind: 'noFolder', folder };
    if (!parent.isDirectory()) return { kind: 'parentNotFolder', folder };
    accessSync(folder, constants.W_OK);
    return null;
  } catch (error) {
    return writeErrorProblem(error);
  }
}
