/**
 * Which video container a file's first bytes start, for the CLI and the web app alike: a photo
 * command given a video says to review it, and a damaged video is told from a file of another kind.
 */

/** Bytes {@link startsAsVideoContainer} needs to tell every container it knows: two 192-byte packets. */
export const VIDEO_CONTAINER_HEAD_BYTES = 2 * 192;

/**
 * Whether `head` starts as an MPEG transport stream does: a sync byte (0x47) at the start of its
 * first two packets, 188 bytes long (`.ts`), or 192 with a 4-byte time code before each
 * (`.m2ts`, `.mts`: camcorders' AVCHD). ISO/IEC 13818-1, 2.4.3.2; BDAV for the 192-byte packets.
 * @param head the file's first bytes: {@link VIDEO_CONTAINER_HEAD_BYTES}, or the whole file when shorter
 */
export function startsAsTransportStream(head: Uint8Array): boolean {
  const SYNC = 0x47;
  return (head[0] === SYNC && head[188] === SYNC) || (head[4] === SYNC && head[196] === SYNC);
}

/**
 * Major brands (the four characters after `ftyp`) of ISO base media files that are no video:
 * HEIF and AVIF pictures and picture sequences (ISO/IEC 23008-12 Annex B: mif1, msf1, heic, heix,
 * hevc, hevx, heim, heis; AV1 Image File Format: avif, avis), and iTunes sound (M4A, M4B, M4P).
 */
const NOT_VIDEO_BRANDS: ReadonlySet<string> = new Set(['mif1', 'msf1', 'heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'avif', 'avis', 'M4A ', 'M4B ', 'M4P ']);

/**
 * Whether `head` starts a video container: MP4 or MOV (`ftyp` at byte 4; ISO/IEC 14496-12) but
 * for a picture's or a sound's brand ({@link NOT_VIDEO_BRANDS}), WebM or Matroska (EBML magic
 * 1A 45 DF A3), or an MPEG transport stream ({@link startsAsTransportStream}).
 * @param head the file's first bytes: {@link VIDEO_CONTAINER_HEAD_BYTES}, or the whole file when shorter
 */
export function startsAsVideoContainer(head: Uint8Array): boolean {
  const brand = head.length >= 12 ? String.fromCharCode(...head.subarray(8, 12)) : '';
  const isoBox = head.length >= 8 && head[4] === 0x66 && head[5] === 0x74 && head[6] === 0x79 && head[7] === 0x70 && !NOT_VIDEO_BRANDS.has(brand);
  const ebml = head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
  return isoBox || ebml || startsAsTransportStream(head);
}
