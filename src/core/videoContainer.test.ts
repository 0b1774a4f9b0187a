import { startsAsImage } from '../cli/pictureFormat.ts';
import { describe, expect, it } from 'vitest';
import { isoBrands, pictureFormatBrowsersLack, startsAsTransportStream, startsAsVideoContainer } from './videoContainer.ts';

/** `count` packets of `size` bytes, each starting with `lead` bytes of time code then the sync byte 0x47. */
function packets(count: number, size: 188 | 192): Uint8Array {
  const bytes = new Uint8Array(count * size);
  const lead = size - 188;
  for (let i = 0; i < count; i++) bytes[i * size + lead] = 0x47;
  return bytes;
}

describe('startsAsVideoContainer', () => {
  it('knows MP4/MOV by ftyp at byte 4 and WebM/Matroska by the EBML magic', () => {
    expect(startsAsVideoContainer(Uint8Array.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]))).toBe(true);
    expect(startsAsVideoContainer(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe(true);
    expect(startsAsVideoContainer(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]))).toBe(false); // a JPEG
    expect(startsAsVideoContainer(new Uint8Array(0))).toBe(false);
  });

  it('takes an ISO file of a picture\'s or a sound\'s brand for no video: HEIC, AVIF, M4A (helper 143)', () => {
    const iso = (brand: string): Uint8Array => Uint8Array.from([0, 0, 0, 0x18, ...new TextEncoder().encode(`ftyp${brand}`), 0, 0, 0, 0]);
    expect(['isom', 'mp42', 'qt  ', 'M4V '].map((brand) => startsAsVideoContainer(iso(brand)))).toEqual([true, true, true, true]);
    expect(['heic', 'mif1', 'mif2', 'avif', 'M4A '].map((brand) => startsAsVideoContainer(iso(brand)))).toEqual([false, false, false, false, false]);
    // The CLI takes the same brands for a picture (one list of them: helper 161).
    expect(['heic', 'mif2', 'avis', 'isom', 'M4A '].map((brand) => startsAsImage(Buffer.from(iso(brand))))).toEqual([true, true, true, false, false]);
  });

  it('knows an MPEG transport stream of 188-byte packets (.ts) or 192-byte ones (.m2ts), by two sync bytes', () => {
    expect(startsAsTransportStream(packets(2, 188))).toBe(true);
    expect(startsAsTransportStream(packets(2, 192))).toBe(true);
    expect(startsAsVideoContainer(packets(2, 192))).toBe(true);
    // One sync byte is not enough: a text starting with "G" is no video.
    const text = new TextEncoder().encode(`G${'x'.repeat(400)}`);
    expect(startsAsVideoContainer(text)).toBe(false);
    expect(startsAsTransportStream(packets(1, 188))).toBe(false);
  });
});

describe('pictureFormatBrowsersLack', () => {
  /** An ISO file's first box, `ftyp`, of `major` with `compatible` brands, then padding. */
  const ftyp = (major: string, ...compatible: string[]): Uint8Array => {
    const size = 16 + 4 * compatible.length;
    const box = new TextEncoder().encode(`....ftyp${major}\0\0\0\0${compatible.join('')}........`);
    box.set([0, 0, 0, size], 0);
    return box;
  };

  it('names TIFF (either byte order) and HEIC (a HEIF brand, no AVIF one), and nothing else (helpers 143, 146)', () => {
    expect(pictureFormatBrowsersLack(Uint8Array.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0]))).toBe('TIFF');
    expect(pictureFormatBrowsersLack(Uint8Array.from([0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8]))).toBe('TIFF');
    expect(pictureFormatBrowsersLack(ftyp('heic', 'mif1', 'heic'))).toBe('HEIC');
    expect(pictureFormatBrowsersLack(ftyp('msf1', 'msf1', 'hevc'))).toBe('HEIC'); // a burst
    expect(pictureFormatBrowsersLack(ftyp('mif1', 'mif1', 'avif'))).toBeNull(); // an AVIF naming mif1 first
    expect(pictureFormatBrowsersLack(ftyp('isom', 'isom', 'mp42'))).toBeNull();
    expect(pictureFormatBrowsersLack(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(isoBrands(ftyp('heic', 'mif1', 'heic'))).toEqual(['heic', 'mif1', 'heic']);
    expect(isoBrands(new Uint8Array(4))).toEqual([]);
  });
});
