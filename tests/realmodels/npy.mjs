// Minimal .npy reading and writing for the test tooling (float32/int64 C-order, format 1.0).
import fs from 'node:fs';

const DTYPES = { float32: ['<f4', Float32Array], int64: ['<i8', BigInt64Array], int32: ['<i4', Int32Array],
  uint8: ['|u1', Uint8Array], int8: ['|i1', Int8Array], bool: ['|b1', Uint8Array] };

export function readNpy(path) {
  const buf = fs.readFileSync(path);
  if (buf.toString('latin1', 0, 6) !== '\x93NUMPY') throw new Error(`${path}: not an .npy file`);
  const major = buf[6];
  const headerLen = major === 1 ? buf.readUInt16LE(8) : buf.readUInt32LE(8);
  const start = major === 1 ? 10 : 12;
  const header = buf.toString('latin1', start, start + headerLen);
  const descr = /'descr':\s*'([^']+)'/.exec(header)[1];
  if (/'fortran_order':\s*True/.test(header)) throw new Error(`${path}: Fortran order is not supported here`);
  const shape = /'shape':\s*\(([^)]*)\)/.exec(header)[1].split(',').map((s) => s.trim()).filter(Boolean).map(Number);
  const entry = Object.entries(DTYPES).find(([, [d]]) => d === descr);
  if (!entry) throw new Error(`${path}: dtype ${descr} is not supported here`);
  const [type, [, Array]] = entry;
  const offset = start + headerLen;
  const bytes = buf.subarray(offset);
  const data = new Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return { type, dims: shape, data };
}

export function npyBytes(type, dims, data) {
  const [descr] = DTYPES[type] ?? [];
  if (!descr) throw new Error(`cannot write dtype ${type}`);
  const shape = dims.length === 1 ? `(${dims[0]},)` : `(${dims.join(', ')})`;
  let header = `{'descr': '${descr}', 'fortran_order': False, 'shape': ${shape}, }`;
  const pad = 64 - ((10 + header.length + 1) % 64);
  header += ' '.repeat(pad % 64) + '\n';
  const prefix = Buffer.alloc(10);
  prefix.write('\x93NUMPY', 0, 'latin1');
  prefix[6] = 1;
  prefix[7] = 0;
  prefix.writeUInt16LE(header.length, 8);
  const payload = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.concat([prefix, Buffer.from(header, 'latin1'), payload]);
}
