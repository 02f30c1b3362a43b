#!/usr/bin/env node
// SPDX-License-Identifier: GPL-3.0-or-later
// Opens a `quantlens report --format html` page in headless Chromium and checks it the way a user
// uses it, with real mouse and keyboard input sent over the DevTools protocol: the page loads without
// script errors and fetches nothing; (a) every tensor the first run compared has a row showing the
// report's cosine; one selection is linked everywhere when made from (b) a table row, (c) a graph
// box, (f) the curves, (g) a triage link; (d) the filter box and (e) the sortable headers work; with
// several runs the run picker switches the table's values.
//
//   node check_html_report.mjs REPORT.html REPORT.json [--chromium PATH] [--screenshot OUT.png]
//
// REPORT.json is the same analysis written by `quantlens report --format json`.
// Exit status: 0 all checks passed, 1 a check failed, 77 no Chromium (ctest's skip code).
// Plain Node 18+, no packages: Chromium is driven over --remote-debugging-pipe (commands on its
// fd 3, replies and events on its fd 4, each message JSON followed by a NUL byte).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const usage = 'usage: node check_html_report.mjs REPORT.html REPORT.json [--chromium PATH] [--screenshot OUT.png] [--parting TENSOR]\n'
  + '       [--box FIRST_TENSOR=SELECTS:VERDICT]';
const args = process.argv.slice(2);
const opts = { positional: [] };
for (let i = 0; i < args.length; i++) {
  if (['--chromium', '--screenshot', '--parting', '--box'].includes(args[i])) opts[args[i].slice(2)] = args[++i];
  else if (args[i] === '-h' || args[i] === '--help') { console.log(usage); process.exit(0); }
  else opts.positional.push(args[i]);
}
if (opts.positional.length !== 2 || opts.chromium === undefined && args.includes('--chromium')) {
  console.error(usage);
  process.exit(2);
}
const [htmlPath, jsonPath] = opts.positional.map((p) => path.resolve(p));

function findOnPath(names) {
  for (const name of names)
    for (const dir of (process.env.PATH || '').split(path.delimiter)) {
      const file = path.join(dir || '.', name);
      try { fs.accessSync(file, fs.constants.X_OK); if (fs.statSync(file).isFile()) return file; } catch { /* next */ }
    }
  return null;
}
const chromium = opts.chromium || findOnPath(['chromium', 'chromium-browser']);
if (opts.chromium) {
  try { fs.accessSync(opts.chromium, fs.constants.X_OK); } catch {
    console.error(`FAIL: --chromium ${opts.chromium} is not an executable file`);
    process.exit(1);
  }
} else if (!chromium) {
  console.log('SKIP: no chromium or chromium-browser on PATH (give one with --chromium PATH)');
  process.exit(77);
}

class CheckFailed extends Error {}
const fail = (msg) => { throw new CheckFailed(msg); };
const pass = (msg) => console.log('ok   ' + msg);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------- Chromium and the pipe protocol ----------
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'quantlens-html-check-'));
let child = null, exited = null, stderrTail = '';
const pending = new Map(), listeners = [];
let nextId = 1;

function startChromium() {
  child = spawn(chromium, ['--headless=new', '--no-sandbox', '--disable-gpu', '--remote-debugging-pipe',
    '--user-data-dir=' + profile, '--no-first-run', '--no-default-browser-check', '--hide-scrollbars', '--mute-audio',
    'about:blank'], { stdio: ['ignore', 'pipe', 'pipe', 'pipe', 'pipe'], detached: true }); // own process group: killed as one
  exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    child.on('error', (e) => { stderrTail += '\nspawn error: ' + e.message; resolve({ code: null, signal: e.code }); });
  });
  child.stdout.on('data', () => {});
  child.stderr.on('data', (d) => { stderrTail = (stderrTail + d).slice(-4000); });
  exited.then(({ code, signal }) => {
    for (const p of pending.values()) p.reject(new CheckFailed(`chromium exited (code ${code}, signal ${signal}) during ${p.method}`));
    pending.clear();
  });
  let buf = Buffer.alloc(0);
  child.stdio[4].on('data', (chunk) => {
    buf = Buffer.concat([buf, chunk]);
    let end;
    while ((end = buf.indexOf(0)) >= 0) {
      const msg = JSON.parse(buf.subarray(0, end).toString('utf8'));
      buf = buf.subarray(end + 1);
      if (msg.id !== undefined && pending.has(msg.id)) {
        const p = pending.get(msg.id);
        pending.delete(msg.id);
        if (msg.error) p.reject(new CheckFailed(`${p.method}: ${msg.error.message}`)); else p.resolve(msg.result);
      } else if (msg.method) for (const l of listeners) l(msg);
    }
  });
  child.stdio[4].on('error', () => {});
  child.stdio[3].on('error', () => {});
}
function send(method, params = {}, sessionId, timeoutMs = 60000) {
  const id = nextId++;
  const msg = { id, method, params };
  if (sessionId) msg.sessionId = sessionId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { pending.delete(id); reject(new CheckFailed(`${method}: no answer in ${timeoutMs / 1000} s`)); }, timeoutMs);
    pending.set(id, { method, resolve: (v) => { clearTimeout(timer); resolve(v); }, reject: (e) => { clearTimeout(timer); reject(e); } });
    child.stdio[3].write(JSON.stringify(msg) + '\0');
  });
}
function waitEvent(method, sessionId, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { remove(); reject(new CheckFailed(`no ${method} within ${timeoutMs / 1000} s`)); }, timeoutMs);
    const l = (m) => { if (m.method === method && m.sessionId === sessionId) { remove(); clearTimeout(timer); resolve(m.params); } };
    const remove = () => { const i = listeners.indexOf(l); if (i >= 0) listeners.splice(i, 1); };
    listeners.push(l);
  });
}

async function cleanup() {
  if (child) {
    if (child.exitCode === null && child.signalCode === null) {
      try { child.stdio[3].write(JSON.stringify({ id: nextId++, method: 'Browser.close' }) + '\0'); } catch { /* pipe gone */ }
      await Promise.race([exited, sleep(5000)]);
    }
    // Always the whole process group (ours alone, spawned detached): helpers may outlive the browser
    // process for a moment and would keep writing into the profile.
    try { process.kill(-child.pid, 'SIGKILL'); } catch { /* all gone */ }
    await Promise.race([exited, sleep(5000)]);
    child.stdio.forEach((s) => s && s.destroy());
  }
  for (let attempt = 0; attempt < 5 && fs.existsSync(profile); attempt++) {
    try { fs.rmSync(profile, { recursive: true, force: true, maxRetries: 3, retryDelay: 100 }); } catch { await sleep(300); }
  }
  if (fs.existsSync(profile)) console.error('warning: could not remove ' + profile);
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => { cleanup().finally(() => process.exit(1)); });

// ---------- the checks ----------
async function main() {
  const report = JSON.parse(fs.readFileSync(jsonPath, 'utf8'));
  if (!Array.isArray(report.tensors)) fail(`${jsonPath} has no tensors[]: is it a quantlens report --format json?`);
  if (!fs.existsSync(htmlPath)) fail(`${htmlPath} does not exist`);
  startChromium();

  const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  const S = (method, params, timeoutMs) => send(method, params, sessionId, timeoutMs);
  const errors = [];
  listeners.push((m) => {
    if (m.sessionId !== sessionId) return;
    const p = m.params;
    if (m.method === 'Runtime.consoleAPICalled' && (p.type === 'error' || p.type === 'assert'))
      errors.push(`console.${p.type}: ` + p.args.map((a) => a.value ?? a.description ?? a.type).join(' '));
    else if (m.method === 'Runtime.exceptionThrown') {
      const d = p.exceptionDetails;
      errors.push(`uncaught exception: ${(d.exception && d.exception.description) || d.text} (line ${d.lineNumber + 1})`);
    } else if (m.method === 'Log.entryAdded' && p.entry.level === 'error')
      errors.push(`log error (${p.entry.source}): ${p.entry.text}${p.entry.url ? ' ' + p.entry.url : ''}`);
  });
  await S('Runtime.enable');
  await S('Log.enable');
  await S('Page.enable');
  await S('Emulation.setDeviceMetricsOverride', { width: 1600, height: 1000, deviceScaleFactor: 1, mobile: false });

  const evaluate = async (expression, timeoutMs = 60000) => {
    const r = await S('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, timeoutMs);
    if (r.exceptionDetails) fail(`page script failed: ${(r.exceptionDetails.exception && r.exceptionDetails.exception.description) || r.exceptionDetails.text}\n  in: ${expression.slice(0, 300)}`);
    return r.result.value;
  };
  const call = (fn, ...params) => evaluate(`(${fn})(...${JSON.stringify(params)})`);
  const waitFor = async (what, fn, params, timeoutMs = 5000) => {
    const until = Date.now() + timeoutMs;
    let last;
    while (Date.now() < until) {
      last = await call(fn, ...params);
      if (last && last.ok) return last;
      await sleep(100);
    }
    fail(`${what}: ${last && last.why ? last.why : 'not true'} after ${timeoutMs / 1000} s`);
  };
  const click = async (x, y) => {
    await S('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
    await S('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', buttons: 1, clickCount: 1 });
    await S('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', buttons: 0, clickCount: 1 });
  };
  const screenshot = async (file) => {
    const { data } = await S('Page.captureScreenshot', { format: 'png' });
    fs.writeFileSync(file, Buffer.from(data, 'base64'));
    console.log('     screenshot ' + file);
  };

  // 1. load
  const loaded = waitEvent('Page.loadEventFired', sessionId, 60000);
  const t0 = Date.now();
  const nav = await S('Page.navigate', { url: pathToFileURL(htmlPath).href });
  if (nav.errorText) fail(`cannot open ${htmlPath}: ${nav.errorText}`);
  await loaded;
  const loadMs = Date.now() - t0;
  const ready = await waitFor('page ready', () => {
    if (window.quantlensReport && window.quantlensReport.ready) return { ok: true, timings: window.quantlensReport.timings };
    // Say why: a data block that swallowed the page's own script is the likely cause.
    const data = document.getElementById('quantlens-data'), why = ['window.quantlensReport.ready is not set'];
    if (!data) why.push('no script#quantlens-data');
    else {
      try { JSON.parse(data.textContent); } catch (e) { why.push('script#quantlens-data is not JSON (' + e.message.slice(0, 120) + ')'); }
      if (document.scripts.length < 2) why.push(`only ${document.scripts.length} <script> element: the data block swallowed the page's script ` +
        '(data holding "<!--" and "<script" must have every "<" written as \\u003c)');
    }
    return { why: why.join('; ') };
  }, [], 30000);
  await sleep(300); // let late errors (a failing animation frame, a blocked load) arrive
  if (errors.length) fail('errors while loading:\n  ' + errors.join('\n  '));
  const parts = Object.entries(ready.timings || {}).filter(([k]) => k !== 'initMs').map(([k, v]) => `${k} ${v}`).join(', ');
  pass(`loaded in ${loadMs} ms (page init ${ready.timings ? ready.timings.initMs : '?'} ms${parts ? ': ' + parts : ''}), no console errors, exceptions or log errors`);

  // 2. self-contained: nothing fetched, no external script, style sheet or frame
  const external = await call(() => {
    const urls = performance.getEntriesByType('resource').map((e) => e.name);
    for (const e of document.querySelectorAll('[src], link[href], iframe, object, embed'))
      if (!/^(data:|#|$)/.test(e.getAttribute('src') || e.getAttribute('href') || '')) urls.push(e.outerHTML.slice(0, 120));
    return urls;
  });
  if (external.length) fail('the page loads other resources:\n  ' + external.join('\n  '));
  pass('self-contained: no resource fetched or referenced');
  if (opts.screenshot) await screenshot(opts.screenshot);

  // 3. (a) a row for every tensor the first run compared, showing its cosine with 6 decimals
  const compared = report.tensors.filter((t) => t.runs && t.runs[0] && t.runs[0].verdict !== 'not-compared');
  const rowCheck = await call((expected) => {
    const head = [...document.querySelectorAll('thead th')].map((th) => th.dataset.key);
    const cosCol = head.indexOf('cosine');
    const rows = new Map();
    for (const tr of document.querySelectorAll('tr[data-tensor]')) rows.set(tr.getAttribute('data-tensor'), tr);
    const missing = [], wrong = [];
    for (const [name, cos] of expected) {
      const tr = rows.get(name);
      if (!tr) { missing.push(name); continue; }
      const want = cos === null ? '—' : cos.toFixed(6);
      if (cosCol >= 0 && tr.cells[cosCol].textContent !== want) wrong.push(`${name}: shows ${tr.cells[cosCol].textContent}, report says ${want}`);
    }
    return { rows: rows.size, cosCol, missing: missing.slice(0, 10), nMissing: missing.length, wrong: wrong.slice(0, 10), nWrong: wrong.length };
  }, compared.map((t) => [t.tensor, typeof t.runs[0].cosine === 'number' ? t.runs[0].cosine : null]));
  if (rowCheck.nMissing) fail(`${rowCheck.nMissing} compared tensors have no tr[data-tensor] row, e.g. ${JSON.stringify(rowCheck.missing)}`);
  if (rowCheck.cosCol < 0) fail('the table has no th[data-key="cosine"] column');
  if (rowCheck.nWrong) fail(`${rowCheck.nWrong} rows show another cosine than the report:\n  ` + rowCheck.wrong.join('\n  '));
  pass(`(a) all ${compared.length} compared tensors have a row (${rowCheck.rows} rows) showing the report's cosine`);

  // helpers run in the page
  const selectionState = (name) => {
    const q = window.quantlensReport, esc = CSS.escape(name);
    const row = document.querySelector(`tr[data-tensor="${esc}"]`);
    const selRows = document.querySelectorAll('tr.selected');
    const inGraph = (q.data.graph.nodes || []).some((n) => (n.tensors || []).includes(name));
    const selNodes = [...document.querySelectorAll('svg g.node.selected[data-tensors]')];
    const nodeOk = selNodes.length === 1 && JSON.parse(selNodes[0].getAttribute('data-tensors')).includes(name);
    const detail = document.getElementById('detail');
    const why = [];
    if (!row || !row.classList.contains('selected')) why.push('its row is not tr.selected');
    if (selRows.length !== 1) why.push(`${selRows.length} rows are selected`);
    if (inGraph && !nodeOk) why.push(`the selected graph nodes (${selNodes.length}) are not its node`);
    if (!inGraph && selNodes.length) why.push('a graph node is selected though the tensor has none');
    if (!detail || !detail.textContent.includes(name)) why.push('#detail does not show its name');
    return why.length ? { why: name + ': ' + why.join('; ') } : { ok: true, inGraph };
  };
  // The centre of an element's on-screen part and whether a click there would hit it; selectors are
  // built in the page so tensor names go through CSS.escape.
  const pointIn = (kind, arg) => {
    const sel = kind === 'cell' ? `tr[data-tensor="${CSS.escape(arg)}"] > td:nth-child(2)`
      : kind === 'node' ? `svg g.node[data-i="${CSS.escape(arg)}"] rect` : `thead th[data-key="${CSS.escape(arg)}"]`;
    const el = document.querySelector(sel);
    if (!el) return { what: `no ${sel}` };
    const b = el.getBoundingClientRect();
    const x = Math.round((Math.max(b.left, 0) + Math.min(b.right, innerWidth)) / 2);
    const y = Math.round((Math.max(b.top, 0) + Math.min(b.bottom, innerHeight)) / 2);
    const hit = document.elementFromPoint(x, y);
    return { x, y, hits: !!hit && (hit === el || el.contains(hit)), what: hit ? hit.tagName + (hit.id ? '#' + hit.id : '') : 'nothing' };
  };
  const nodeIndexOf = (name) => {
    const g = [...document.querySelectorAll('svg g.node[data-tensors]')].find((n) => JSON.parse(n.getAttribute('data-tensors')).includes(name));
    return g ? g.getAttribute('data-i') : null;
  };

  // 4. (b) click the largest drop's row with the mouse
  const s0 = (report.summary && report.summary.runs && report.summary.runs[0]) || {};
  const worstCompared = compared.filter((t) => typeof t.runs[0].cosine === 'number').sort((a, b) => a.runs[0].cosine - b.runs[0].cosine)[0];
  const first = (s0.largest_drop && s0.largest_drop.tensor) || (s0.worst && s0.worst[0] && s0.worst[0].tensor) || (worstCompared && worstCompared.tensor);
  if (!first) fail('the report has no compared tensor to select');
  await call((name) => document.querySelector(`tr[data-tensor="${CSS.escape(name)}"]`).scrollIntoView({ block: 'center' }), first);
  let at = await call(pointIn, 'cell', first);
  if (!at.hits) fail(`(b) the row of ${first} is not clickable at its centre (${at.what} is on top)`);
  await click(at.x, at.y);
  const b = await waitFor(`(b) clicking the row of ${first}`, selectionState, [first]);
  pass(`(b) clicking the row of ${first} selected it: row, ${b.inGraph ? 'graph node' : 'no graph node (tensor not in graph)'}, #detail`);

  // 5. (c) click another tensor's graph node with the mouse
  const graphTensors = new Set(await call(() => [...document.querySelectorAll('svg g.node[data-tensors]')].flatMap((g) => JSON.parse(g.getAttribute('data-tensors')))));
  const candidates = [s0.first_fail, s0.first_warn, ...(s0.worst || []), ...(s0.final_outputs || [])].filter(Boolean).map((r) => r.tensor)
    .concat(compared.map((t) => t.tensor));
  const firstNode = await call(nodeIndexOf, first);
  let second = null;
  for (const name of candidates) {
    if (name === first || !graphTensors.has(name)) continue;
    const ni = await call(nodeIndexOf, name);
    if (ni !== firstNode) { second = { name, ni }; break; }
  }
  if (!second) console.log('skip (c) no second tensor with its own graph node');
  else {
    await call((name) => { document.getElementById('graph').scrollIntoView({ block: 'center' }); return window.quantlensReport.centerOn(name); }, second.name);
    at = await call(pointIn, 'node', second.ni);
    if (!at.hits) fail(`(c) the graph node of ${second.name} is not clickable at its centre (${at.what} is on top)`);
    await click(at.x, at.y);
    const c = await waitFor(`(c) clicking the graph node of ${second.name}`, (ni) => {
      const g = document.querySelector(`svg g.node[data-i="${CSS.escape(ni)}"]`);
      const tr = document.querySelector('tr.selected');
      if (!g.classList.contains('selected')) return { why: 'the clicked node is not g.node.selected' };
      if (!tr) return { why: 'no row is tr.selected' };
      const name = tr.getAttribute('data-tensor');
      if (!JSON.parse(g.getAttribute('data-tensors')).includes(name)) return { why: `the selected row ${name} is not one of the node's tensors` };
      // the row must have been scrolled into view, within the table's scroll box and its sticky header
      let box = tr.parentElement;
      while (box && box !== document.body && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
      const r = tr.getBoundingClientRect(), b = box.getBoundingClientRect(), head = document.querySelector('thead');
      const top = Math.max(b.top, head ? head.getBoundingClientRect().bottom : b.top);
      if (r.top < top - 1 || r.bottom > b.bottom + 1) return { why: `the selected row ${name} is not scrolled into view (${Math.round(r.top)}..${Math.round(r.bottom)} outside ${Math.round(top)}..${Math.round(b.bottom)})` };
      return { ok: true, name };
    }, [second.ni]);
    await waitFor('(c) selection state', selectionState, [c.name]);
    pass(`(c) clicking the graph node of ${second.name} selected row ${c.name} (scrolled into view) and filled #detail`);
  }
  if (opts.screenshot) {
    await call(() => document.getElementById('explore').scrollIntoView({ block: 'start' }));
    await screenshot(opts.screenshot.replace(/(\.png)?$/, '-tensors.png'));
  }

  // 6. (d) type a tensor name into the filter
  const visibleRows = () => [...document.querySelectorAll('tr[data-tensor]')].filter((r) => r.getClientRects().length).length;
  const before = await call(visibleRows);
  await call(() => { const f = document.getElementById('filter'); f.scrollIntoView({ block: 'center' }); f.focus(); });
  await S('Input.insertText', { text: first });
  const d = await waitFor(`(d) filtering by "${first}"`, (name, before) => {
    const shown = [...document.querySelectorAll('tr[data-tensor]')].filter((r) => r.getClientRects().length);
    const lower = name.toLowerCase();
    if (!shown.some((r) => r.getAttribute('data-tensor') === name)) return { why: `its row is not shown (${shown.length} shown)` };
    if (before > 1 && shown.length >= before) return { why: `still ${shown.length} of ${before} rows shown` };
    const odd = shown.find((r) => !(r.getAttribute('data-tensor') + ' ' + r.cells[2].textContent).toLowerCase().includes(lower));
    if (odd) return { why: `row ${odd.getAttribute('data-tensor')} is shown though neither its name nor op holds the text` };
    return { ok: true, shown: shown.length };
  }, [first, before]);
  pass(`(d) filter "${first}": ${before} -> ${d.shown} rows shown, its row among them`);
  await call(() => { const f = document.getElementById('filter'); f.value = ''; f.dispatchEvent(new Event('input', { bubbles: true })); });
  await waitFor('(d) clearing the filter', (n) => ([...document.querySelectorAll('tr[data-tensor]')].filter((r) => r.getClientRects().length).length === n ? { ok: true } : { why: 'rows did not come back' }), [before]);

  // 7. (e) sort by cosine with header clicks, both ways
  const dirs = [];
  for (const want of ['ascending', 'descending']) {
    await call(() => document.querySelector('thead th[data-key="cosine"]').scrollIntoView({ block: 'center' }));
    at = await call(pointIn, 'th', 'cosine');
    if (!at.hits) fail(`(e) the cosine header is not clickable (${at.what} is on top)`);
    await click(at.x, at.y);
    const st = await waitFor(`(e) sorting by cosine ${want}`, (want) => {
      const head = [...document.querySelectorAll('thead th')];
      const k = head.findIndex((th) => th.dataset.key === 'cosine');
      const vals = [...document.querySelectorAll('tbody tr[data-tensor]')].filter((r) => !r.hidden).map((r) => r.cells[k].textContent);
      const nums = vals.filter((v) => v !== '—').map(Number);
      const blank = vals.indexOf('—');
      if (head[k].getAttribute('aria-sort') !== want) return { why: `aria-sort is ${head[k].getAttribute('aria-sort')}` };
      if (blank >= 0 && vals.slice(blank).some((v) => v !== '—')) return { why: 'rows without a cosine are not last' };
      for (let i = 1; i < nums.length; i++)
        if (want === 'ascending' ? nums[i] < nums[i - 1] : nums[i] > nums[i - 1]) return { why: `row ${i}: ${nums[i - 1]} then ${nums[i]}` };
      return { ok: true, first: vals[0], last: nums[nums.length - 1] };
    }, [want]);
    dirs.push(`${want} (${st.first} … ${st.last})`);
  }
  pass(`(e) clicking the cosine header sorts ${dirs.join(', then ')}, unknown values last`);

  // 8. several runs: the run picker switches the table's values
  if (report.tensors[0] && report.tensors[0].runs.length > 1) {
    const t1 = compared.find((t) => t.runs[1] && typeof t.runs[1].cosine === 'number' && t.runs[1].cosine !== t.runs[0].cosine) || compared[0];
    const want = typeof t1.runs[1].cosine === 'number' ? t1.runs[1].cosine.toFixed(6) : '—';
    await call(() => { const s = document.getElementById('run'); s.value = '1'; s.dispatchEvent(new Event('change', { bubbles: true })); });
    await waitFor(`run picker: row of ${t1.tensor} shows run 2's cosine ${want}`, (name, want) => {
      const k = [...document.querySelectorAll('thead th')].findIndex((th) => th.dataset.key === 'cosine');
      const got = document.querySelector(`tr[data-tensor="${CSS.escape(name)}"]`).cells[k].textContent;
      return got === want ? { ok: true } : { why: `shows ${got}` };
    }, [t1.tensor, want]);
    await call(() => { const s = document.getElementById('colorby'); s.value = 'diff'; s.dispatchEvent(new Event('change', { bubbles: true })); });
    pass(`run picker: choosing "${t1.runs[1].label}" shows its cosines in the table; colour by difference works`);
    if (opts.parting) { // the first and second run part where the JSON report (and the window) say they do
      await call(() => {
        for (const [id, v] of [['run-a', '0'], ['run-b', '1']]) { const s = document.getElementById(id); s.value = v; s.dispatchEvent(new Event('change', { bubbles: true })); }
      });
      await waitFor(`the page marks ${opts.parting} as where runs 1 and 2 part`, (name) => {
        const marked = [...document.querySelectorAll('#graph g.node.diverge')];
        if (marked.length !== 1) return { why: `${marked.length} boxes marked` };
        if (!JSON.parse(marked[0].getAttribute('data-tensors')).includes(name)) return { why: `the marked box holds ${marked[0].getAttribute('data-tensors')}` };
        const said = document.getElementById('diverge').textContent;
        return said.includes(name) ? { ok: true } : { why: `#diverge says "${said}"` };
      }, [opts.parting]);
      pass(`difference colour-by: the box of ${opts.parting} is marked and named as where the two runs part`);
    }
  } else if (opts.parting) {
    fail('--parting needs a report of at least two runs');
  }

  // (h) --box: the box whose first tensor is FIRST is coloured by VERDICT and a click on it selects
  // SELECTS, as the window's rule says (the caller worked both out from that rule)
  if (opts.box) {
    const [, boxFirst, selects, verdict] = /^(.*)=(.*):(.*)$/.exec(opts.box) || fail('--box takes FIRST=SELECTS:VERDICT');
    const ni = await call((name) => {
      const g = [...document.querySelectorAll('svg g.node[data-tensors]')].find((n) => JSON.parse(n.getAttribute('data-tensors'))[0] === name);
      return g ? g.getAttribute('data-i') : null;
    }, boxFirst);
    if (ni === null) fail(`(h) no graph box whose first tensor is ${boxFirst}`);
    const fill = await call((i) => document.querySelector(`svg g.node[data-i="${CSS.escape(i)}"] rect`).style.fill, ni);
    const wantFill = `var(--${verdict === 'not-compared' ? 'nc' : verdict})`;
    if (fill !== wantFill) fail(`(h) the box of ${boxFirst} is filled ${fill}, the window's rule gives ${wantFill}`);
    await call((name) => { document.getElementById('graph').scrollIntoView({ block: 'center' }); return window.quantlensReport.centerOn(name); }, boxFirst);
    const spot = await call(pointIn, 'node', ni);
    if (!spot.hits) fail(`(h) the box of ${boxFirst} is not clickable at its centre (${spot.what} is on top)`);
    await click(spot.x, spot.y);
    await waitFor(`(h) clicking the box of ${boxFirst}`, selectionState, [selects]);
    pass(`(h) the box of ${boxFirst} is coloured ${verdict} and a click selects ${selects}, as in the window`);
  }

  // 9. (f) the curves: hovering shows a tooltip, a click selects a tensor everywhere
  const curve = await call(() => {
    const svg = document.getElementById('curves');
    if (!svg) return null;
    svg.scrollIntoView({ block: 'center' });
    const b = svg.getBoundingClientRect();
    return { x: Math.round(b.left + b.width * 0.6), y: Math.round(b.top + b.height * 0.5) };
  });
  if (!curve) console.log('skip (f) no #curves');
  else {
    await S('Input.dispatchMouseEvent', { type: 'mouseMoved', x: curve.x, y: curve.y });
    await waitFor('(f) hovering the curves', () => {
      const tip = document.getElementById('tooltip');
      return tip && !tip.hidden && tip.textContent.trim() ? { ok: true } : { why: 'no tooltip shown' };
    }, []);
    await click(curve.x, curve.y);
    const picked = await waitFor('(f) clicking the curves', () => {
      const name = window.quantlensReport.selected && window.quantlensReport.selected();
      return name ? { ok: true, name } : { why: 'nothing selected' };
    }, []);
    await waitFor('(f) selection state', selectionState, [picked.name]);
    pass(`(f) hovering the curves shows a tooltip; clicking them selected ${picked.name} in the table, graph and #detail`);
  }

  // 10. (g) a triage culprit link selects its tensor
  const culprit = await call(() => { const b = document.querySelector('#triage button.tlink[data-tensor]:not(:disabled)'); return b ? b.getAttribute('data-tensor') : null; });
  if (!culprit) console.log('skip (g) no triage culprit link');
  else {
    await call(() => document.querySelector('#triage button.tlink[data-tensor]:not(:disabled)').scrollIntoView({ block: 'center' }));
    at = await call(() => {
      const el = document.querySelector('#triage button.tlink[data-tensor]:not(:disabled)'), b = el.getBoundingClientRect();
      const x = Math.round(b.left + Math.min(b.width / 2, 20)), y = Math.round(b.top + b.height / 2), hit = document.elementFromPoint(x, y);
      return { x, y, hits: !!hit && el.contains(hit), what: hit ? hit.tagName : 'nothing' };
    });
    if (!at.hits) fail(`(g) the triage link of ${culprit} is not clickable (${at.what} is on top)`);
    await click(at.x, at.y);
    await waitFor(`(g) clicking the triage link of ${culprit}`, selectionState, [culprit]);
    pass(`(g) clicking the triage culprit link ${culprit} selected it in the table, graph and #detail`);
  }

  await sleep(200);
  if (errors.length) fail('errors while using the page:\n  ' + errors.join('\n  '));
  pass('no console errors, exceptions or log errors while using the page');
}
const watchdog = setTimeout(() => { console.error('FAIL: the whole check took over 300 s'); cleanup().finally(() => process.exit(1)); }, 300000);
let status = 0;
try {
  await main();
  console.log('PASS ' + path.basename(htmlPath));
} catch (e) {
  status = 1;
  console.error('FAIL: ' + (e instanceof CheckFailed ? e.message : e && e.stack || e));
  if (!(e instanceof CheckFailed) || /chromium exited|no answer/.test(e.message)) console.error('chromium stderr (tail):\n' + stderrTail);
}
clearTimeout(watchdog);
await cleanup();
process.exit(status);
