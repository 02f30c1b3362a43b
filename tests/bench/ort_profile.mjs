// The ONNX Runtime side of op_profile.py: runs a model RUNS + 1 times with ONNX Runtime's profiler on
// (graph optimizations off, so its nodes are the model's), drops the first run (warm-up) and writes the
// milliseconds per operator type and run as JSON: { "Conv": [ms, nodes run], ... }. Usage:
//   node ort_profile.mjs NPM_DIR MODEL THREADS RUNS INPUT.npy OUT.json
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const [npm, model, threads, runs, input, out] = process.argv.slice(2);
const require = createRequire(path.join(npm, 'package.json'));
const ort = require('onnxruntime-node');
const { readNpy } = await import(path.join(npm, 'npy.mjs'));
const prefix = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ort-profile-')), 'trace');
const session = await ort.InferenceSession.create(model, {
  graphOptimizationLevel: 'disabled', executionProviders: ['cpu'], intraOpNumThreads: Number(threads),
  interOpNumThreads: 1, enableProfiling: true, profileFilePrefix: prefix, logSeverityLevel: 3,
});
const x = readNpy(input);
for (let r = 0; r <= Number(runs); ++r)
  await session.run({ [session.inputNames[0]]: new ort.Tensor(x.type, x.data, x.dims) });
session.endProfiling();
const traceDir = path.dirname(prefix);
const trace = JSON.parse(fs.readFileSync(path.join(traceDir, fs.readdirSync(traceDir)[0]), 'utf8'));
fs.rmSync(traceDir, { recursive: true });
const runEnds = trace.filter((e) => e.name === 'model_run').map((e) => e.ts + e.dur).sort((a, b) => a - b);
const perOp = {};
for (const e of trace) {
  if (e.cat !== 'Node' || !e.name.endsWith('_kernel_time') || e.ts < runEnds[0]) continue;
  const op = e.args.op_name;
  perOp[op] = perOp[op] || [0, 0];
  perOp[op][0] += e.dur / 1000 / Number(runs);
  perOp[op][1] += 1 / Number(runs);
}
fs.writeFileSync(out, JSON.stringify(perOp));
