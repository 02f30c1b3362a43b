// ---------- curves: cosine per tensor in topological order, one line per run ----------
const csvg = $('curves');
let curveScale = null;
const yValue = (c) => (state.yMode === 'log' ? Math.log10(Math.max(1 - c, 1e-7)) : c);
function renderCurves() {
  const lg = $('curves-legend'); // first: it may change the height left for the plot
  lg.textContent = '';
  if (nRuns > 1) runLabels.forEach((label, r) => lg.append(h('span', null, swatch(runColour(r)), label)));
  csvg.textContent = '';
  const W = csvg.clientWidth, H = csvg.clientHeight, N = topo.length;
  if (!W || !H || !N) return;
  const m = { l: 54, r: 10, t: 8, b: 26 }, pw = W - m.l - m.r, ph = H - m.t - m.b;
  let lo = Infinity, hi = -Infinity;
  for (const ti of topo) for (let r = 0; r < nRuns; r++) { const c = cosOf(ti, r); if (c !== null) { lo = Math.min(lo, yValue(c)); hi = Math.max(hi, yValue(c)); } }
  for (const c of [thr.cos_warn_below, thr.cos_fail_below]) if (typeof c === 'number') { lo = Math.min(lo, yValue(c)); hi = Math.max(hi, yValue(c)); }
  if (!Number.isFinite(lo)) { lo = 0; hi = 1; }
  const flip = state.yMode === 'log'; // bad is down in both modes: in log mode a larger 1 − cos is drawn lower
  if (flip) { lo = Math.floor(lo * 2) / 2; hi = Math.max(hi, lo + 1); } else { hi = Math.max(hi, 1); lo -= (hi - lo) * 0.04 || 0.01; }
  const X = (p) => m.l + (N <= 1 ? pw / 2 : (p * pw) / (N - 1));
  const Y = (c) => { const v = (yValue(c) - lo) / (hi - lo); return m.t + (flip ? v : 1 - v) * ph; };
  curveScale = { X, Y, m, pw, ph, N };
  csvg.setAttribute('viewBox', '0 0 ' + W + ' ' + H); // the same drawing, scaled, on a printed page of another width
  const frag = document.createDocumentFragment();
  // y ticks: powers of ten of 1 − cos, or round cosines (1, 2 or 5 times a power of ten apart)
  const ticks = [];
  if (flip) for (let k = Math.ceil(lo); k <= Math.floor(hi); k++) ticks.push([1 - Math.pow(10, k), '1e' + k]);
  else {
    const step = niceStep((hi - lo) / 5), digits = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
    for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-6; v += step) ticks.push([v, v.toFixed(digits)]);
  }
  for (const [c, label] of ticks) {
    const y = Y(c);
    frag.append(sv('line', { class: 'grid', x1: m.l, x2: m.l + pw, y1: y, y2: y }));
    frag.append(svText({ x: m.l - 4, y: y + 3, 'text-anchor': 'end' }, label));
  }
  for (let p = 0, step = niceStep(Math.max(1, (N - 1) / 6)); p < N; p += step) // labelled with the tensors' order
    frag.append(svText({ x: X(p), y: m.t + ph + 14, 'text-anchor': 'middle' }, fmtNum(tensors[topo[p]].order ?? p)));
  frag.append(svText({ x: m.l + pw, y: H - 2, 'text-anchor': 'end' }, t('topological order')));
  frag.append(sv('line', { class: 'axis', x1: m.l, x2: m.l, y1: m.t, y2: m.t + ph }), sv('line', { class: 'axis', x1: m.l, x2: m.l + pw, y1: m.t + ph, y2: m.t + ph }));
  // thresholds: the warn label above its line, the fail label below its own: the two lines are often a few pixels apart
  for (const [c, colour, label, dy] of [[thr.cos_warn_below, '#a08000', 'warn below', -3], [thr.cos_fail_below, '#c0392b', 'fail below', 10]]) {
    if (typeof c !== 'number') continue;
    frag.append(sv('line', { class: 'thr', x1: m.l, x2: m.l + pw, y1: Y(c), y2: Y(c), stroke: colour }));
    frag.append(svText({ x: m.l + pw - 2, y: Y(c) + dy, 'text-anchor': 'end', fill: colour }, t(label) + ' ' + c));
  }
  // one path per run, broken where a tensor was not compared; the selected run last, on top
  const order = [...Array(nRuns).keys()].filter((r) => r !== state.run).concat([state.run]);
  for (const r of order) {
    let d = '', pen = false;
    for (let p = 0; p < N; p++) {
      const c = cosOf(topo[p], r);
      if (c === null) { pen = false; continue; }
      d += (pen ? 'L' : 'M') + X(p).toFixed(1) + ' ' + Y(c).toFixed(1);
      pen = true;
    }
    frag.append(sv('path', { class: 'curve' + (r === state.run ? ' current' : ''), d: d || 'M0 0', stroke: runColour(r) }));
  }
  if (state.diverge >= 0) { const x = X(topoPos[state.diverge]); frag.append(sv('line', { class: 'divline', x1: x, x2: x, y1: m.t, y2: m.t + ph })); }
  frag.append(sv('line', { class: 'hover', id: 'curve-hover', x1: 0, x2: 0, y1: m.t, y2: m.t + ph, visibility: 'hidden' }), sv('g', { id: 'curve-mark' }));
  csvg.append(frag);
  markCurve();
}
function markCurve() { // the selected tensor: a vertical line and a dot on each run's curve
  const g = document.getElementById('curve-mark');
  if (!g || !curveScale) return;
  g.textContent = '';
  if (state.selected < 0) return;
  const { X, Y, m, ph } = curveScale, x = X(topoPos[state.selected]);
  g.append(sv('line', { class: 'mark', x1: x, x2: x, y1: m.t, y2: m.t + ph }));
  for (let r = 0; r < nRuns; r++) {
    const c = cosOf(state.selected, r);
    if (c !== null) g.append(sv('circle', { cx: x, cy: Y(c), r: 4, fill: runColour(r), stroke: '#fff', 'stroke-width': 1.5 }));
  }
}
function pickCurve(e) { // the point nearest the pointer within a few pixels left and right
  if (!curveScale) return -1;
  const { X, Y, m, pw, N } = curveScale, rect = csvg.getBoundingClientRect();
  const mx = e.clientX - rect.left, my = e.clientY - rect.top;
  if (mx < m.l - 6 || mx > m.l + pw + 6) return -1;
  const at = (x) => Math.round(N <= 1 ? 0 : ((x - m.l) * (N - 1)) / pw);
  const p0 = clamp(at(mx - 6), 0, N - 1), p1 = clamp(at(mx + 6), 0, N - 1);
  let best = -1, bestD = Infinity;
  for (let p = p0; p <= p1; p++)
    for (let r = 0; r < nRuns; r++) {
      const c = cosOf(topo[p], r);
      if (c === null) continue;
      const d = (X(p) - mx) ** 2 + (Y(c) - my) ** 2;
      if (d < bestD) { bestD = d; best = p; }
    }
  return best >= 0 ? topo[best] : topo[clamp(at(mx), 0, N - 1)];
}
function wireCurves() {
  csvg.addEventListener('mousemove', (e) => {
    const ti = pickCurve(e), hv = document.getElementById('curve-hover');
    if (ti < 0) { hideTip(); return; }
    const x = curveScale.X(topoPos[ti]);
    hv.setAttribute('x1', x); hv.setAttribute('x2', x); hv.setAttribute('visibility', 'visible');
    const lines = [tensors[ti].tensor + '  (' + (tensors[ti].op_type || '') + ', ' + t('order') + ' ' + fmtNum(tensors[ti].order) + ')'];
    for (let r = 0; r < nRuns; r++) lines.push(runLabels[r] + ': cos ' + fmtNum(cosOf(ti, r), 'cosine') + ' · ' + t(VERDICT_TEXT[verdictOf(ti, r)] || ''));
    showTip(lines.join('\n'), e.clientX, e.clientY);
  });
  csvg.addEventListener('mouseleave', () => { hideTip(); const hv = document.getElementById('curve-hover'); if (hv) hv.setAttribute('visibility', 'hidden'); });
  csvg.addEventListener('click', (e) => { const ti = pickCurve(e); if (ti >= 0) select(ti, 'curves'); });
  $('ymode').addEventListener('change', (e) => { state.yMode = e.target.value; renderCurves(); });
  let timer = 0;
  window.addEventListener('resize', () => { clearTimeout(timer); timer = setTimeout(renderCurves, 150); });
}

