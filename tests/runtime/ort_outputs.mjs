// Runs every operator case with ONNX Runtime in one process (its start costs ~0.3 s, a case a few ms)
// and writes the graph outputs as .npy: the expected values of the operator conformance suite.
// Usage: node ort_outputs.mjs NPM_DIR LIST.json RESULT.json
//   NPM_DIR    a folder whose node_modules holds onnxruntime-node (the realmodels fixture's tools/npm)
//   LIST.json  [{"name", "model", "inputs": {"name": "file.npy"}, "expected_dir"}, ...]
//   RESULT.json written: {"<case>": {"ok": true, "outputs": [{"name", "file", "dtype", "shape"}]}
//                                 | {"ok": false, "error": "..."}}
// Graph optimizations are off and one thread is used, so ORT computes each operator as its kernel
// does, without fusions and with a fixed summation order.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

// numpy descr <-> ORT tensor type and typed array. bool is one byte per element on both sides.
const DTYPES = {
  float32: ['<f4', Float32Array], float64: ['<f8', Float64Array], int64: ['<i8', BigInt64Array],
  uint64: ['<u8', BigUint64Array], int32: ['<i4', Int32Array], uint32: ['<u4', Uint32Array],
  int16: ['<i2', Int16Array], uint16: ['<u2', Uint16Array], int8: ['|i1', Int8Array],
  uint8: ['|u1', Uint8Array], bool: ['|b1', Uint8Array],
};

function readNpy(file) {
  const buf = fs.readFileSync(file);
  if (buf.toString('latin1', 0, 6) !== '\x93NUMPY') throw new Error(`${file}: not an .npy file`);
  const major = buf[6];
  const start = major === 1 ? 10 : 12;
  const headerLen = major === 1 ? buf.readUInt16LE(8) : buf.readUInt32LE(8);
  const header = buf.toString('latin1', start, start + headerLen);
  const descr = /'descr':\s*'([^']+)'/.exec(header)[1];
  if (/'fortran_order':\s*True/.test(header)) throw new Error(`${file}: Fortran order is not supported`);
  const dims = /'shape':\s*\(([^)]*)\)/.exec(header)[1].split(',').map((s) => s.trim()).filter(Boolean).map(Number);
  const entry = Object.entries(DTYPES).find(([, [d]]) => d === descr);
  if (!entry) throw new Error(`${file}: dtype ${descr} is not supported`);
  const [type, [, TypedArray]] = entry;
  const bytes = buf.subarray(start + headerLen);
  // A copy into a fresh, aligned buffer: typed arrays need an offset that is a multiple of the element size.
  const data = new TypedArray(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return { type, dims, data };
}

function npyBytes(type, dims, data) {
  const [descr] = DTYPES[type] ?? [];
  if (!descr) throw new Error(`cannot write dtype ${type}`);
  const shape = dims.length === 1 ? `(${dims[0]},)` : `(${dims.join(', ')})`;
  let header = `{'descr': '${descr}', 'fortran_order': False, 'shape': ${shape}, }`;
  header += ' '.repeat((64 - ((10 + header.length + 1) % 64)) % 64) + '\n';
  const prefix = Buffer.alloc(10);
  prefix.write('\x93NUMPY', 0, 'latin1');
  prefix[6] = 1;
  prefix.writeUInt16LE(header.length, 8);
  const payload = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.concat([prefix, Buffer.from(header, 'latin1'), payload]);
}

function sanitize(name) {
  return name.replace(/[^a-zA-Z0-9_-]/g, '_');
}

async function runCase(ort, c) {
  const session = await ort.InferenceSession.create(c.model, {
    graphOptimizationLevel: 'disabled', executionProviders: ['cpu'], intraOpNumThreads: 1, interOpNumThreads: 1,
    logSeverityLevel: 3,
  });
  const feeds = {};
  for (const [name, file] of Object.entries(c.inputs)) {
    const t = readNpy(file);
    feeds[name] = new ort.Tensor(t.type, t.data, t.dims);
  }
  const results = await session.run(feeds);
  fs.mkdirSync(c.expected_dir, { recursive: true });
  const outputs = session.outputNames.map((name) => {
    const t = results[name];
    const file = `${sanitize(name)}.npy`;
    fs.writeFileSync(path.join(c.expected_dir, file), npyBytes(t.type, t.dims, t.data));
    return { name, file, dtype: t.type, shape: t.dims };
  });
  await session.release?.();
  return { ok: true, outputs };
}

const [npmDir, listPath, resultPath] = process.argv.slice(2);
if (!resultPath) {
  console.error('usage: ort_outputs.mjs NPM_DIR LIST.json RESULT.json');
  process.exit(2);
}
// onnxruntime-node lives in the fixture's npm folder, not next to this script.
const ort = createRequire(path.join(path.resolve(npmDir), 'package.json'))('onnxruntime-node');
const result = {};
for (const c of JSON.parse(fs.readFileSync(listPath, 'utf8'))) {
  try {
    result[c.name] = await runCase(ort, c);
  } catch (e) {
    // ORT refusing a case is ORT's limit: the generator drops the case and says so.
    result[c.name] = { ok: false, error: String(e.message ?? e).split('\n')[0] };
  }
}
fs.writeFileSync(resultPath, JSON.stringify(result, null, 1));
