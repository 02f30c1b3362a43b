// Runs an ONNX model with ONNX Runtime (graph optimizations off, so tensor names stay the model's)
// and writes what the tooling needs. Usage:
//   node ort_run.mjs dump   MODEL INPUT.npy OUT_DIR [NAMES.json]   every float output as .npy + manifest.json
//   node ort_run.mjs minmax MODEL OUT.json INPUT.npy...             per-output min/max over all inputs
//   node ort_run.mjs outputs MODEL INPUT.npy OUT_DIR                 only the graph outputs (for checks)
// NAMES.json maps an output name of the (exposed) model to the float tensor name it stands for;
// the manifest lists tensors under those names, in the order given.
import fs from 'node:fs';
import path from 'node:path';
import ort from 'onnxruntime-node';
import { readNpy, npyBytes } from './npy.mjs';

function fail(message) {
  console.error(`ort_run: ${message}`);
  process.exit(1);
}

async function run(modelPath, inputPath) {
  const session = await ort.InferenceSession.create(modelPath, {
    graphOptimizationLevel: 'disabled', executionProviders: ['cpu'], intraOpNumThreads: 2, interOpNumThreads: 1,
    logSeverityLevel: 3, // errors only: warnings would bury the generator's own messages
  }).catch((e) => fail(`${modelPath}: ONNX Runtime could not load it: ${e.message}`));
  const input = readNpy(inputPath);
  const feeds = { [session.inputNames[0]]: new ort.Tensor(input.type, input.data, input.dims) };
  const results = await session.run(feeds).catch((e) => fail(`${modelPath}: ONNX Runtime failed: ${e.message}`));
  return { session, results, feeds };
}

function sanitize(name) {
  return name.replace(/[^a-zA-Z0-9_-]/g, '_');
}

async function dump(modelPath, inputPath, outDir, namesPath) {
  const { session, results, feeds } = await run(modelPath, inputPath);
  const names = namesPath ? JSON.parse(fs.readFileSync(namesPath, 'utf8')) : null;
  const order = names ? Object.keys(names) : session.outputNames;
  fs.mkdirSync(outDir, { recursive: true });
  const manifest = { format: 'quantlens-dump', version: 1, layout: 'NCHW', tensors: [] };
  const used = new Set();
  order.forEach((outputName, index) => {
    const tensor = results[outputName] ?? feeds[outputName]; // the graph input is dumped from the feed
    if (!tensor) fail(`${modelPath}: output '${outputName}' was not produced`);
    if (tensor.type !== 'float32') return;
    const name = names ? names[outputName] : outputName;
    let file = `${sanitize(name)}.npy`;
    for (let k = 2; used.has(file); ++k) file = `${sanitize(name)}_${k}.npy`;
    used.add(file);
    fs.writeFileSync(path.join(outDir, file), npyBytes('float32', tensor.dims, tensor.data));
    manifest.tensors.push({ name, file, shape: tensor.dims, dtype: 'float32', order: index });
  });
  fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 1));
}

async function minmax(modelPath, outPath, inputs) {
  const stats = {};
  for (const inputPath of inputs) {
    const { session, results } = await run(modelPath, inputPath);
    for (const name of session.outputNames) {
      const t = results[name];
      if (t.type !== 'float32') continue;
      let lo = Infinity;
      let hi = -Infinity;
      for (const v of t.data) {
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
      const s = stats[name] ?? [Infinity, -Infinity];
      stats[name] = [Math.min(s[0], lo), Math.max(s[1], hi)];
    }
  }
  fs.writeFileSync(outPath, JSON.stringify(stats));
}

async function outputs(modelPath, inputPath, outDir) {
  const { session, results } = await run(modelPath, inputPath);
  fs.mkdirSync(outDir, { recursive: true });
  for (const name of session.outputNames) {
    const t = results[name];
    fs.writeFileSync(path.join(outDir, `${sanitize(name)}.npy`), npyBytes(t.type, t.dims, t.data));
  }
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'dump' && args.length >= 3) await dump(args[0], args[1], args[2], args[3]);
else if (mode === 'minmax' && args.length >= 3) await minmax(args[0], args[1], args.slice(2));
else if (mode === 'outputs' && args.length === 3) await outputs(args[0], args[1], args[2]);
else fail('usage: ort_run.mjs dump MODEL INPUT OUT_DIR [NAMES.json] | minmax MODEL OUT.json INPUT... | outputs MODEL INPUT OUT_DIR');
