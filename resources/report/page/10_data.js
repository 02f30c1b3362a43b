(function () {
'use strict';
const started = performance.now();
const DATA = JSON.parse(document.getElementById('quantlens-data').textContent);
const report = DATA.report || {};
const graph = DATA.graph || { width: 0, height: 0, nodes: [], edges: [] };
const gnodes = graph.nodes || [];
const tensors = report.tensors || [];
const summary = report.summary || {};
const thr = report.thresholds || {};
const $ = (id) => document.getElementById(id);

// ---------- language: the page's own strings; texts inside the data arrive already translated ----------
// The page's words, its triage categories and its metric columns come with the data, in the language
// the report was written in, from the catalog and registries the window uses (core/util/
// messages_report_page.cpp, the triage's categories, metrics/metric_list): no dictionary here. The
// English text names each word; without a translation it is shown as it is.
const WORDS = DATA.words || {};
const t = (s) => WORDS[s] || s;
const tf = (s, ...args) => t(s).replace(/%(\d)/g, (_, i) => String(args[+i - 1]));

// ---------- small DOM helpers: data text only ever goes through textContent / attributes ----------
function h(tag, cls, ...kids) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  for (const k of kids) if (k !== null && k !== undefined) e.append(k instanceof Node ? k : String(k));
  return e;
}
const SVGNS = 'http://www.w3.org/2000/svg';
function sv(tag, attrs) {
  const e = document.createElementNS(SVGNS, tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  return e;
}
const svText = (attrs, text) => { const e = sv('text', attrs); e.textContent = text; return e; };
const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));
const niceStep = (raw) => { const mag = Math.pow(10, Math.floor(Math.log10(raw))); return [1, 2, 5, 10].map((k) => k * mag).find((v) => v >= raw); };

// ---------- number formatting: cosines with 6 decimals, other numbers 4 significant digits ----------
const COS_KEY = /(^|_)(cos|cosine)(_|$)|^drop$/;
function fmtNum(v, key) {
  if (v === null || v === undefined) return '—';
  if (typeof v !== 'number' || !Number.isFinite(v)) return String(v);
  if (key && COS_KEY.test(key)) return v.toFixed(6);
  if (Number.isInteger(v) && Math.abs(v) < 1e15) return String(v);
  return v.toPrecision(4);
}
function fmtValue(v, key) {
  if (v === null || v === undefined) return '—';
  if (Array.isArray(v)) {
    if (key === 'shape') return v.length ? v.join('×') : '[]';
    const shown = v.slice(0, 32).map((x) => (typeof x === 'number' ? fmtNum(x, key) : fmtValue(x, key))).join(', ');
    return v.length > 32 ? shown + ', … (' + v.length + ')' : '[' + shown + ']';
  }
  if (typeof v === 'object') return JSON.stringify(v);
  return typeof v === 'number' ? fmtNum(v, key) : String(v);
}
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

// ---------- verdicts and lookups ----------
const VERDICT_TEXT = { pass: 'pass', warn: 'warn', fail: 'fail', 'not-compared': 'not compared' };
const VERDICT_RANK = { 'not-compared': 0, pass: 1, warn: 2, fail: 3 };
const VERDICT_FILL = ['var(--nc)', 'var(--pass)', 'var(--warn)', 'var(--fail)'];
const verdictClass = (v) => 'v-' + String(v).replace(/[^a-z-]/g, '');
const runLabels = (() => {
  const fromInputs = ((report.inputs && report.inputs.runs) || []).map((r) => r.label);
  const fromTensor = ((tensors[0] && tensors[0].runs) || []).map((r) => r.label);
  return fromInputs.length >= fromTensor.length ? fromInputs : fromTensor;
})();
const nRuns = Math.max(runLabels.length, 1);
const RUN_COLOURS = ['#1f5fbf', '#d35400', '#8e44ad', '#16a085', '#7f8c8d', '#c0392b', '#2c3e50'];
const runColour = (r) => RUN_COLOURS[r % RUN_COLOURS.length];
const runOf = (ti, r) => (tensors[ti].runs && tensors[ti].runs[r]) || null;
const verdictOf = (ti, r) => { const x = runOf(ti, r); return (x && x.verdict) || 'not-compared'; };
const cosOf = (ti, r) => { const x = runOf(ti, r); return x && typeof x.cosine === 'number' ? x.cosine : null; };
const byName = new Map();
tensors.forEach((x, i) => { if (!byName.has(x.tensor)) byName.set(x.tensor, i); });
const topo = tensors.map((_, i) => i).sort((a, b) => (tensors[a].order ?? a) - (tensors[b].order ?? b) || a - b);
const topoPos = new Int32Array(tensors.length);
topo.forEach((ti, p) => { topoPos[ti] = p; });
const nodeOfTensor = new Map(); // tensor name -> index of the graph box producing it (a group box stands for many)
gnodes.forEach((n, ni) => (n.tensors || []).forEach((name) => { if (!nodeOfTensor.has(name)) nodeOfTensor.set(name, ni); }));

const state = { run: 0, colorBy: 'cos', runA: 0, runB: Math.min(1, nRuns - 1), selected: -1, diverge: -1,
  sortKey: 'order', sortDir: 1, yMode: 'lin' };

function tlink(name) { // a tensor name that selects the tensor when clicked (event delegation on the document)
  if (!name) return document.createTextNode('—');
  const b = h('button', 'tlink', name);
  Object.assign(b, { type: 'button', disabled: !byName.has(name) });
  b.dataset.tensor = name;
  return b;
}
const badge = (v) => h('span', 'badge ' + verdictClass(v), t(VERDICT_TEXT[v] || v));
const swatch = (colour) => { const s = h('span', 'swatch'); s.style.background = colour; return s; };

