/**
 * Loads the die reader's model files in the browser (the vision worker): Vite bundles the files
 * of `models/` as assets (`?url` imports) and they are fetched on first use.
 */
import * as tf from '@tensorflow/tfjs';
import classifierJsonUrl from '../../../models/classifier.json?url';
import classifierWeightsUrl from '../../../models/classifier.weights.bin?url';
import detectorJsonUrl from '../../../models/detector.json?url';
import detectorWeightsUrl from '../../../models/detector.weights.bin?url';
import readerConfigUrl from '../../../models/dice-reader.json?url';
import { handlerFromParts, parseReaderConfig, type ModelLoader, type ModelName } from './modelFiles.ts';

/** Bundled URLs of each network's model.json and weights. */
const URLS: Record<ModelName, { json: string; weights: string }> = {
  detector: { json: detectorJsonUrl, weights: detectorWeightsUrl },
  classifier: { json: classifierJsonUrl, weights: classifierWeightsUrl },
};

/**
 * Fetches a URL, turning HTTP errors into an error that names the URL.
 * @throws Error when the request fails or the status is not 2xx
 */
async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot load model file ${url}: HTTP ${response.status}`);
  return response;
}

/** A {@link ModelLoader} over the model files bundled by Vite. */
export function browserModelLoader(): ModelLoader {
  return {
    async handler(name: ModelName) {
      const { json, weights } = URLS[name];
      const [modelJson, bytes] = await Promise.all([fetchOk(json).then((r) => r.json() as Promise<unknown>), fetchOk(weights).then((r) => r.arrayBuffer())]);
      return handlerFromParts(tf.io, modelJson, bytes, json);
    },
    async config() {
      return parseReaderConfig(await (await fetchOk(readerConfigUrl)).json(), readerConfigUrl);
    },
  };
}
