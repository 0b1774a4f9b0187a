/**
 * Runs an exported tfjs model on an input written by export.py, for the torch ↔ tfjs check.
 *
 *   npx tsx training-data/parity.ts MODELS_DIR NAME INPUT.bin H,W,C OUTPUT.bin
 *
 * INPUT.bin: float32 `[1, H, W, C]` (NHWC); OUTPUT.bin: the model's float32 output, NHWC.
 * Runs on the wasm backend, as the CLI does.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as tf from '@tensorflow/tfjs';
import { nodeModelLoader } from '../src/vision/models/loadNode.ts';
import { startTfjsNode } from '../src/vision/tfjs-node.ts';

const [dir, name, input, shape, output] = process.argv.slice(2);
if (!dir || (name !== 'detector' && name !== 'classifier') || !input || !shape || !output) {
  console.error('usage: npx tsx training-data/parity.ts MODELS_DIR detector|classifier INPUT.bin N,H,W,C OUTPUT.bin');
  process.exit(2);
}
await startTfjsNode();
const model = await tf.loadLayersModel(await nodeModelLoader(dir).handler(name));
const bytes = readFileSync(input);
const dims = shape.split(',').map(Number);
const x = tf.tensor(new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4), dims);
const y = model.predict(x) as tf.Tensor;
writeFileSync(output, Buffer.from((await y.data() as Float32Array).buffer));
console.log(`${name}: input ${dims.join('×')} → output ${y.shape.join('×')} (${tf.getBackend()})`);
