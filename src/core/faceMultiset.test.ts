import { describe, expect, it } from 'vitest';
import { containsFaces, withoutFaces } from './faceMultiset.ts';

describe('face multisets', () => {
  it('withoutFaces takes each face out once, in order, ignoring faces not there', () => {
    const faces = ['1', '5', '5', '2'];
    expect(withoutFaces(faces, ['5', '3'])).toEqual(['1', '5', '2']);
    expect(withoutFaces(faces, ['5', '5', '5'])).toEqual(['1', '2']);
    expect(withoutFaces(faces, [])).toEqual(faces);
    expect(faces).toEqual(['1', '5', '5', '2']);
    expect(withoutFaces(['3', null, '3'], [null, '3'])).toEqual(['3']);
  });
  it('containsFaces counts repeated faces', () => {
    expect(containsFaces(['1', '5', '5'], ['5', '5'])).toBe(true);
    expect(containsFaces(['1', '5'], ['5', '5'])).toBe(false);
    expect(containsFaces(['1', '5'], [])).toBe(true);
    expect(containsFaces([], ['1'])).toBe(false);
  });
});
