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
 * cannot be read is not (the video's path says why).
 */
export function isJsonFile(path: string): boolean {
  let fd: number | null = null;
  try {
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
 * Why `path` cannot be written as `--record`, or `null` when it can: a folder, a folder that does
 * not exist, or no permission (the file, else its folder). Nothing is created.
 */
export function recordWriteProblem(path: string): string | null {
  try {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat?.isDirectory()) return 'it is a folder';
    if (stat) {
      accessSync(path, constants.W_OK);
      return null;
    }
    const folder = dirname(path);
    const parent = statSync(folder, { throwIfNoEntry: false });
    if (!parent) return `no folder ${folder}`;
    if (!parent.isDirectory()) return `${folder} is not a folder`;
    accessSync(folder, constants.W_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (code ?? String(error));
  }
}
