/**
 * The trained die reader in Node, ready to use: tfjs on the wasm backend and the model files
 * from a folder (default: the repository's `models/`). For the CLI, tests and benchmarks.
 */
import { startTfjsNode } from '../tfjs-node.ts';
import { DEFAULT_MODELS_DIR, nodeModelLoader } from './loadNode.ts';
import { createModelReader, type DieReader, type ReaderTuning } from './modelReader.ts';

/**
 * Starts tfjs (wasm, falling back to cpu) and loads the reader from `dir`.
 * @param dir folder with the model files (default `models/`)
 * @throws Error when no tfjs backend starts or a model file is missing or malformed
 */
export async function openNodeModelReader(dir: string = DEFAULT_MODELS_DIR, tuning: Partial<ReaderTuning> = {}): Promise<DieReader> {
  await startTfjsNode();
  return createModelReader(nodeModelLoader(dir), tuning);
}
