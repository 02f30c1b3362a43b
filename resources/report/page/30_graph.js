// ---------- graph: one inline SVG built once; pan/zoom only change its CSS transform ----------
const gbox = $('graph'), gsvg = $('graph-svg');
const gv = { s: 1, tx: 0, ty: 0 };
const nodeEls = [], rectEls = [];
let selectedNodeEl = null, labelLayer = null;
function buildGraph() {
  if (!gnodes.length) { gsvg.remove(); gbox.append(h('p', 'muted', t('No graph in this report.'))); return; }
  for (const k of ['width', 'height']) gsvg.setAttribute(k, Math.max(1, graph[k] || 1));
  // All edges are ONE path and all arrow heads another: thousands of separate paths cost far more to paint.
  let d = '', a = '';
  const r1 = (v) => Math.round(v * 10) / 10;
  for (const e of graph.edges || []) {
    const p = e.points;
    if (!p || p.length < 2) continue;
    d += 'M' + p[0][0] + ' ' + p[0][1];
    for (let k = 1; k < p.length; k++) d += 'L' + p[k][0] + ' ' + p[k][1];
    const [x1, y1] = p[p.length - 2], [x2, y2] = p[p.length - 1];
    const len = Math.hypot(x2 - x1, y2 - y1) || 1, ux = (x2 - x1) / len, uy = (y2 - y1) / len;
    a += 'M' + x2 + ' ' + y2 + 'L' + r1(x2 - 7 * ux + 3.5 * uy) + ' ' + r1(y2 - 7 * uy - 3.5 * ux) + 'L' + r1(x2 - 7 * ux - 3.5 * uy) + ' ' + r1(y2 - 7 * uy + 3.5 * ux) + 'Z';
  }
  gsvg.append(sv('path', { class: 'edges', d }), sv('path', { class: 'arrows', d: a }));
  const frag = document.createDocumentFragment();
  gnodes.forEach((n, i) => {
    const g = sv('g', { class: 'node ' + (n.kind === 'group' ? 'group' : 'op'), 'data-i': i, 'data-tensors': JSON.stringify(n.tensors || []) });
    const rect = sv('rect', { x: n.x - n.w / 2, y: n.y - n.h / 2, width: n.w, height: n.h, rx: n.kind === 'group' ? 8 : 4 });
    g.append(rect);
    frag.append(g);
    nodeEls.push(g);
    rectEls.push(rect);
  });
  labelLayer = sv('g', { class: 'labels' }); // after the boxes, so labels paint on top
  gsvg.append(frag, labelLayer);
}
// Labels exist only for the boxes in view at a readable zoom: laying out 20,000 SVG texts takes seconds.
const labelled = new Map();
function updateLabels() {
  if (!labelLayer) return;
  const [w, hgt] = viewSize(), m = 200 / gv.s;
  const x0 = -gv.tx / gv.s - m, y0 = -gv.ty / gv.s - m, x1 = x0 + w / gv.s + 2 * m, y1 = y0 + hgt / gv.s + 2 * m;
  const want = new Set();
  if (gv.s >= 0.4)
    gnodes.forEach((n, i) => { if (n.x + n.w / 2 >= x0 && n.x - n.w / 2 <= x1 && n.y + n.h / 2 >= y0 && n.y - n.h / 2 <= y1) want.add(i); });
  for (const [i, el] of labelled) if (!want.has(i)) { el.remove(); labelled.delete(i); }
  const frag = document.createDocumentFragment();
  for (const i of want) {
    if (labelled.has(i)) continue;
    const n = gnodes[i], label = String(n.label ?? n.name ?? ''), room = Math.max(3, Math.floor((n.w - 8) / 6.3));
    const text = svText({ x: n.x, y: n.y }, label.length > room ? label.slice(0, room - 1) + '…' : label);
    labelled.set(i, text);
    frag.append(text);
  }
  labelLayer.append(frag);
}
let labelTimer = 0;
function applyView() {
  gsvg.style.transform = 'translate(' + gv.tx + 'px,' + gv.ty + 'px) scale(' + gv.s + ')';
  clearTimeout(labelTimer);
  labelTimer = setTimeout(updateLabels, 90);
}
let viewFrame = 0;
const scheduleView = () => { if (!viewFrame) viewFrame = requestAnimationFrame(() => { viewFrame = 0; applyView(); }); };
const viewSize = () => [gbox.clientWidth || 800, gbox.clientHeight || 600];
function fitView() {
  const [w, hgt] = viewSize(), W = graph.width || 1, H = graph.height || 1;
  gv.s = clamp(Math.min(w / W, hgt / H) * 0.95, 0.002, 4);
  Object.assign(gv, { tx: (w - W * gv.s) / 2, ty: (hgt - H * gv.s) / 2 });
  applyView();
}
function initialView() { // the whole graph if it is legible, else its start (the graph inputs) at a readable zoom
  fitView();
  if (gv.s >= 0.35) return;
  const [w] = viewSize(), W = graph.width || 1;
  gv.s = clamp((w * 0.95) / W, 0.5, 1);
  Object.assign(gv, { tx: W * gv.s < w ? (w - W * gv.s) / 2 : 12, ty: 12 });
  applyView();
}
function zoomAt(mx, my, factor) {
  const s = clamp(gv.s * factor, 0.002, 8), f = s / gv.s;
  Object.assign(gv, { s, tx: mx - (mx - gv.tx) * f, ty: my - (my - gv.ty) * f });
  scheduleView();
}
function centerOn(name) {
  const ni = nodeOfTensor.get(name);
  if (ni === undefined || !gsvg.isConnected) return false;
  const n = gnodes[ni], [w, hgt] = viewSize();
  if (gv.s < 0.35) gv.s = 1; // centring on a box too small to see would not show the user anything
  Object.assign(gv, { tx: w / 2 - n.x * gv.s, ty: hgt / 2 - n.y * gv.s });
  applyView(); // now, not on the next frame, so a caller can measure the node right away
  return true;
}
function nodeTensorToSelect(ni) { // the window's rule (core/layout/box_tensor.h), chosen by QuantLens
  const ti = byName.get(gnodes[ni].select);
  return ti === undefined ? -1 : ti;
}
function graphTooltip(ni) {
  const n = gnodes[ni], lines = [n.name + (n.label && n.label !== n.name ? '  (' + n.label + ')' : '')];
  const names = n.tensors || [];
  for (const name of names.slice(0, 8)) {
    const ti = byName.get(name);
    lines.push(ti === undefined ? name : name + ': cos ' + fmtNum(cosOf(ti, state.run), 'cosine') + ' · ' + t(VERDICT_TEXT[verdictOf(ti, state.run)] || ''));
  }
  if (names.length > 8) lines.push(tf('%1 more', names.length - 8));
  return lines.join('\n');
}
function wireGraph() {
  if (!gnodes.length) return;
  gbox.addEventListener('wheel', (e) => {
    e.preventDefault();
    const r = gbox.getBoundingClientRect();
    zoomAt(e.clientX - r.left, e.clientY - r.top, Math.exp(-e.deltaY * (e.deltaMode ? 0.05 : 0.0015)));
  }, { passive: false });
  // Drag pans; a press and release that did not move is a click on the box under it.
  let drag = null;
  gbox.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    drag = { x: e.clientX, y: e.clientY, tx: gv.tx, ty: gv.ty, moved: false, node: e.target.closest('g.node') };
    gbox.setPointerCapture(e.pointerId);
  });
  gbox.addEventListener('pointermove', (e) => {
    if (drag) {
      const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) > 4) { drag.moved = true; gbox.classList.add('dragging'); hideTip(); }
      if (drag.moved) { gv.tx = drag.tx + dx; gv.ty = drag.ty + dy; scheduleView(); }
      return;
    }
    const g = e.target.closest && e.target.closest('g.node');
    if (g) showTip(graphTooltip(+g.dataset.i), e.clientX, e.clientY); else hideTip();
  });
  const end = (e) => {
    const d = drag, ti = d && !d.moved && d.node && e.type === 'pointerup' ? nodeTensorToSelect(+d.node.dataset.i) : -1;
    drag = null;
    gbox.classList.remove('dragging');
    if (ti >= 0) select(ti, 'graph');
  };
  gbox.addEventListener('pointerup', end);
  gbox.addEventListener('pointercancel', end);
  gbox.addEventListener('pointerleave', () => { if (!drag) hideTip(); });
  const zoom = (f) => { const [w, hgt] = viewSize(); zoomAt(w / 2, hgt / 2, f); };
  const keys = { '+': () => zoom(1.25), '=': () => zoom(1.25), '-': () => zoom(0.8), '0': fitView, ArrowLeft: () => { gv.tx += 60; },
    ArrowRight: () => { gv.tx -= 60; }, ArrowUp: () => { gv.ty += 60; }, ArrowDown: () => { gv.ty -= 60; } };
  gbox.addEventListener('keydown', (e) => { if (keys[e.key]) { e.preventDefault(); keys[e.key](); scheduleView(); } });
  $('fit').addEventListener('click', fitView);
  $('zoom-in').addEventListener('click', () => zoom(1.25));
  $('zoom-out').addEventListener('click', () => zoom(0.8));
}
// |cos_a − cos_b| on a log scale from 1e-5 (pale) to 0.1 and beyond (deep purple).
function diffColour(dcos) {
  const u = clamp((Math.log10(Math.max(dcos, 1e-5)) + 5) / 4, 0, 1);
  const from = [242, 240, 247], to = [117, 87, 178];
  return 'rgb(' + from.map((c, k) => Math.round(c + (to[k] - c) * u)).join(',') + ')';
}
// Where the two runs part: computed by QuantLens with the rule of the window and of the report's
// first_parting (core/compare/run_parting.h), so all three name the same tensor.
function computeDivergence() {
  const row = ((DATA.partings || [])[state.runA] || [])[state.runB];
  return typeof row === 'number' && row >= 0 && row < tensors.length ? row : -1;
}
function colourGraph() {
  const diff = state.colorBy === 'diff';
  state.diverge = diff ? computeDivergence() : -1;
  const divNode = state.diverge >= 0 ? nodeOfTensor.get(tensors[state.diverge].tensor) : undefined;
  // As the window colours: an op box by its first output that has a value (it speaks for Split and
  // friends), a group by its worst member output.
  gnodes.forEach((n, i) => {
    let worst = 0, dmax = -1;
    for (const name of n.tensors || []) {
      const ti = byName.get(name);
      if (ti === undefined) continue;
      if (diff) {
        const a = cosOf(ti, state.runA), b = cosOf(ti, state.runB);
        if (a === null || b === null) continue;
        dmax = Math.max(dmax, Math.abs(a - b));
      } else {
        const rank = VERDICT_RANK[verdictOf(ti, state.run)] || 0;
        if (!rank) continue;
        worst = Math.max(worst, rank);
      }
      if (n.kind !== 'group') break;
    }
    rectEls[i].style.fill = diff ? (dmax < 0 ? 'var(--nc)' : diffColour(dmax)) : VERDICT_FILL[worst];
    nodeEls[i].classList.toggle('diverge', i === divNode);
  });
  // legend and the named divergence
  const lg = $('legend'), dv = $('diverge');
  lg.textContent = dv.textContent = '';
  if (diff) {
    lg.append('|Δcos|');
    for (const v of [0, 1e-4, 1e-3, 1e-2, 0.1]) lg.append(h('span', null, swatch(diffColour(v)), v === 0.1 ? '≥ 0.1' : String(v)));
    lg.append(h('span', null, swatch('var(--nc)'), t('not compared')));
  } else {
    for (const v of ['pass', 'warn', 'fail', 'not-compared']) lg.append(h('span', null, swatch(VERDICT_FILL[VERDICT_RANK[v]]), t(VERDICT_TEXT[v])));
  }
  if (diff) {
    const A = runLabels[state.runA], B = runLabels[state.runB];
    if (state.diverge < 0) dv.append(tf('%1 and %2 agree on every tensor (|Δcos| ≤ 0.01, never one passing where the other fails).', A, B));
    else {
      const ti = state.diverge;
      dv.append(h('strong', null, tf('First divergence of %1 and %2:', A, B)), ' ', tlink(tensors[ti].tensor),
        ' · cos ' + fmtNum(cosOf(ti, state.runA), 'cos') + ' / ' + fmtNum(cosOf(ti, state.runB), 'cos') + ' · ',
        badge(verdictOf(ti, state.runA)), ' ', badge(verdictOf(ti, state.runB)));
    }
  }
}

