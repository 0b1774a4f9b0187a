/**
 * Where a live read's time goes: each step of the trained reader (src/vision/models/modelReader.ts,
 * one view of the frame and of each crop) timed alone on the benchmark frame, shared by the
 * Node and the worker benchmark.
 */
import * as tf from '@tensorflow/tfjs';
import type { RgbaFrame } from '../src/core/types.ts';
import type { ModelLoader } from '../src/vision/models/modelFiles.ts';
import { detectorInputSize, type DieReader } from '../src/vision/models/modelReader.ts';
import { cropSquare, resizeRgb } from '../src/vision/models/resample.ts';
import { summariseTimes, timeRuns } from './timing.ts';

/** Median time of each step, ms. */
export interface StageTimes {
  /** The frame resized to the detector's input (`resizeRgb`, TypeScript, into memory reused as the reader does). */
  resizeMs: number;
  /** The detector on that input, output read back. */
  detectorMs: number;
  /** Every die's crop cut (`cropSquare`, TypeScript). */
  cropsMs: number;
  /** The classifier on every crop at once, probabilities read back. */
  classifierMs: number;
  /** Crops cut and classified: the dice the reader found on the frame. */
  crops: number;
}

/**
 * Times each step of a live read of `frame` on the current tfjs backend.
 * @param reader the reader (loaded from `load`) whose dice on `frame` give the crops
 * @throws Error when a model file is missing or malformed
 */
export async function timeStages(load: ModelLoader, reader: DieReader, frame: RgbaFrame, warmup: number, runs: number): Promise<StageTimes> {
  const [config, detector, classifier] = await Promise.all([
    load.config(),
    load.handler('detector').then((h) => tf.loadLayersModel(h)),
    load.handler('classifier').then((h) => tf.loadLayersModel(h)),
  ]);
  const median = async (task: () => unknown): Promise<number> => summariseTimes(await timeRuns(async () => task(), warmup, runs)).medianMs;
  try {
    const [iw, ih] = detectorInputSize(frame.width, frame.height, config);
    const input = resizeRgb(frame, iw, ih);
    const dice = (await reader.read(frame)).dice;
    const size = config.cropSize;
    const cropLength = size * size * 3;
    const crops = new Float32Array(dice.length * cropLength);
    const cutCrops = (): void => dice.forEach(({ box: [x0, y0, x1, y1] }, i) => {
      cropSquare(frame, (x0 + x1) / 2, (y0 + y1) / 2, Math.max(x1 - x0, y1 - y0) * config.cropSideShare, size, crops, i * cropLength);
    });
    // As the reader does: the detector's raw output, the classifier's probabilities, read back.
    const predict = async (model: tf.LayersModel, x: () => tf.Tensor, softmax: boolean): Promise<void> => {
      const out = tf.tidy(() => {
        const y = model.predict(x()) as tf.Tensor;
        return softmax ? tf.softmax(y) : y;
      });
      await out.data();
      out.dispose();
    };
    return {
      resizeMs: await median(() => resizeRgb(frame, iw, ih, input)),
      detectorMs: await median(() => predict(detector, () => tf.tensor4d(input, [1, ih, iw, 3]), false)),
      cropsMs: await median(cutCrops),
      classifierMs: dice.length === 0 ? 0 : await median(() => predict(classifier, () => tf.tensor4d(crops, [dice.length, size, size, 3]), true)),
      crops: dice.length,
    };
  } finally {
    detector.dispose();
    classifier.dispose();
  }
}
