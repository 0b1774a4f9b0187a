/**
 * Where the trained die reader's files come from, and what they say about themselves.
 *
 * The reader is two tfjs LayersModels trained in training-data/ (models/README.md):
 * `detector.json` + `detector.weights.bin` and `classifier.json` + `classifier.weights.bin`,
 * plus `dice-reader.json` ({@link ReaderConfig}). Node reads them from disk (loadNode.ts), the
 * worker fetches them as Vite asset URLs (loadBrowser.ts); both give a {@link ModelLoader}.
 */
import type * as tf from '@tensorflow/tfjs';

/** The two networks of the reader. */
export type ModelName = 'detector' | 'classifier';

/**
 * Facts about the exported networks that the reader needs (written by training-data/export.py
 * into `models/dice-reader.json`).
 */
export interface ReaderConfig {
  /** Format version of this file; this code reads version 1. */
  version: 1;
  /** The detector's input long side, pixels (the frame is scaled to it, sides rounded to `detectorMultiple`). */
  detectorLongSide: number;
  /** Input sides must be multiples of this, pixels (the detector downsamples 4 times by 2). */
  detectorMultiple: number;
  /** Output stride of the detector's maps, input pixels per cell. */
  detectorStride: number;
  /** Side of the classifier's square input, pixels. */
  cropSize: number;
  /** Crop side as a multiple of the detected top-face side. */
  cropSideShare: number;
  /** Class names of the classifier's outputs, in order: '1'..'6', 'X', 'unreadable', 'background'. */
  classes: string[];
}

/** Supplies the reader's model files from wherever they live. */
export interface ModelLoader {
  /**
   * The tfjs IO handler of one network, for `tf.loadLayersModel`.
   * @throws Error naming the missing or unreadable file
   */
  handler(name: ModelName): Promise<tf.io.IOHandler>;
  /**
   * The reader config (`dice-reader.json`).
   * @throws Error naming the file when it is missing or not a version 1 config
   */
  config(): Promise<ReaderConfig>;
}

/**
 * Checks a parsed `dice-reader.json`.
 * @param source names the file in error messages
 * @throws Error when a field is missing or of the wrong type, or the version is not 1
 */
export function parseReaderConfig(raw: unknown, source: string): ReaderConfig {
  const c = raw as Partial<ReaderConfig> | null;
  if (!c || typeof c !== 'object') throw new Error(`${source}: expected a JSON object`);
  if (c.version !== 1) throw new Error(`${source}: unsupported version ${JSON.stringify(c.version)} (this reader reads version 1)`);
  for (const key of ['detectorLongSide', 'detectorMultiple', 'detectorStride', 'cropSize', 'cropSideShare'] as const) {
    if (typeof c[key] !== 'number' || !(c[key] > 0)) throw new Error(`${source}: ${key} must be a positive number`);
  }
  if (!Array.isArray(c.classes) || c.classes.length !== 9) throw new Error(`${source}: classes must list 9 class names`);
  return c as ReaderConfig;
}

/**
 * Builds a tfjs IO handler from a model.json object and its weight bytes.
 * @throws Error when `modelJson` has no modelTopology or weightsManifest
 */
export function handlerFromParts(tfio: typeof tf.io, modelJson: unknown, weights: ArrayBuffer, source: string): tf.io.IOHandler {
  const json = modelJson as { modelTopology?: object; weightsManifest?: { weights: tf.io.WeightsManifestEntry[] }[] };
  if (!json?.modelTopology || !Array.isArray(json.weightsManifest)) {
    throw new Error(`${source}: not a tfjs LayersModel file (no modelTopology or weightsManifest)`);
  }
  const specs = json.weightsManifest.flatMap((group) => group.weights);
  return tfio.fromMemory({ modelTopology: json.modelTopology, weightSpecs: specs, weightData: weights });
}
