// The ONNX Runtime side of executor_bench.py: one process that loads a model and runs it once per
// input (outputs only), as `quantlens run --outputs-only` does. Usage:
//   node ort_bench.mjs NPM_DIR MODEL LEVEL THREADS INPUT.npy...   (LEVEL: disabled | all)
import path from 'node:path';
import { createRequire } from 'node:module';

const [npm, model, level, threads, ...inputs] = process.argv.slice(2);
const require = createRequire(path.join(npm, 'package.json'));
const ort = require('onnxruntime-node');
const { readNpy } = await import(path.join(npm, 'npy.mjs'));
const session = await ort.InferenceSession.create(model, {
  graphOptimizationLevel: level, executionProviders: ['cpu'], intraOpNumThreads: Number(threads), interOpNumThreads: 1,
});
for (const file of inputs) {
  const x = readNpy(file);
  await session.run({ [session.inputNames[0]]: new ort.Tensor(x.type, x.data, x.dims) });
}
