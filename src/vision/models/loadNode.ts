/**
 * Loads the die reader's model files from a folder with fs (CLI, tests, benchmarks).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { handlerFromParts, parseReaderConfig, type ModelLoader, type ModelName, type ReaderConfig } from './modelFiles.ts';

/** The repository's `models/` folder, where the shipped reader lives. */
export const DEFAULT_MODELS_DIR = path.resolve(import.meta.dirname, '../../../models');

/** Reads a file, turning "not found" into an error that names it. */
async function readOrExplain(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(`cannot read model file ${file}${code === 'ENOENT' ? ' (missing: run the training pipeline, training-data/README.md)' : `: ${(error as Error).message}`}`);
  }
}

/** Parses JSON, naming the file on failure. */
function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

/**
 * A {@link ModelLoader} over a folder holding `detector.json`, `detector.weights.bin`,
 * `classifier.json`, `classifier.weights.bin` and `dice-reader.json`.
 * @param dir folder path (default: the repository's `models/`)
 */
export function nodeModelLoader(dir: string = DEFAULT_MODELS_DIR): ModelLoader {
  return {
    async handler(name: ModelName) {
      const jsonFile = path.join(dir, `${name}.json`);
      const json = parseJson((await readOrExplain(jsonFile)).toString('utf8'), jsonFile);
      const bin = await readOrExplain(path.join(dir, `${name}.weights.bin`));
      const weights = bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength) as ArrayBuffer;
      return handlerFromParts(tf.io, json, weights, jsonFile);
    },
    async config(): Promise<ReaderConfig> {
      const file = path.join(dir, 'dice-reader.json');
      return parseReaderConfig(parseJson((await readOrExplain(file)).toString('utf8'), file), file);
    },
  };
}
