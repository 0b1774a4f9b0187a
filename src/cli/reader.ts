/**
 * The die reader the CLI uses: OpenCV.js and the classical reader. (The trained models take
 * over here once they ship in models/.)
 */
import { classicalReader, type DieReader } from '../vision/dieReader.ts';
import type { OpenCv } from '../vision/opencv.ts';
import { loadOpenCvNode } from '../vision/opencv-node.ts';

/** A ready reader and the OpenCV.js instance the pipeline also needs. */
export interface CliReader {
  cv: OpenCv;
  reader: DieReader;
  dispose(): void;
}

/**
 * Loads OpenCV.js and the die reader.
 * @throws Error when OpenCV.js cannot start
 */
export async function createReader(): Promise<CliReader> {
  const cv = await loadOpenCvNode();
  const reader = classicalReader(cv);
  return { cv, reader, dispose: () => reader.dispose() };
}
