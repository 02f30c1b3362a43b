// ---------- detail: every key of the tensor and of each run, so new keys show up without a change here ----------
function kvTable(entries) {
  const tb = h('table', 'kv');
  for (const [k, ...vals] of entries) {
    const tr = h('tr', null, h('th', null, k));
    for (const v of vals) tr.append(v instanceof Node ? h('td', null, v) : h('td', typeof v === 'number' ? 'num' : null, fmtValue(v, k)));
    tb.append(tr);
  }
  return tb;
}
function renderDetail(ti) {
  const d = $('detail'), x = tensors[ti];
  d.textContent = '';
  d.append(h('p', 'tname', x.tensor), h('div', 'muted', (x.op_type || '') + ' · ' + t('order') + ' ' + fmtNum(x.order)),
    h('h4', null, t('Tensor')), kvTable(Object.keys(x).filter((k) => k !== 'runs').map((k) => [k, x[k]])));
  const runs = x.runs || [];
  if (runs.length) {
    const keys = [];
    for (const r of runs) for (const k of Object.keys(r)) if (k !== 'label' && !keys.includes(k)) keys.push(k);
    const tb = kvTable(keys.map((k) => [k, ...runs.map((r) => (k === 'verdict' ? badge(r[k]) : r[k]))]));
    const head = h('tr', null, h('th'));
    runs.forEach((r, i) => head.append(h('th', null, swatch(runColour(i)), r.label)));
    tb.prepend(head);
    d.append(h('h4', null, t('Runs')), tb);
  }
  const ni = nodeOfTensor.get(x.tensor);
  d.append(h('h4', null, t('Graph node')));
  if (ni === undefined) d.append(h('div', 'muted', t('not in the graph')));
  else {
    const n = gnodes[ni], names = n.tensors || [];
    const list = names.slice(0, 20).join(', ') + (names.length > 20 ? ' … ' + tf('%1 more', names.length - 20) : '');
    d.append(kvTable([['name', n.name], ['kind', n.kind], ['label', n.label], ['tensors', list]]));
  }
  d.scrollTop = 0;
}

// ---------- the one selection, linked everywhere ----------
let selectedRow = null;
function select(which, from) {
  const ti = typeof which === 'number' ? which : byName.get(which);
  if (ti === undefined || ti < 0 || ti >= tensors.length) return false;
  state.selected = ti;
  if (selectedRow) selectedRow.classList.remove('selected');
  selectedRow = rows[ti];
  selectedRow.classList.add('selected');
  scrollRowIntoView(selectedRow); // does nothing when the row is in view already
  if (selectedNodeEl) selectedNodeEl.classList.remove('selected');
  const ni = nodeOfTensor.get(tensors[ti].tensor);
  selectedNodeEl = ni === undefined ? null : nodeEls[ni] || null;
  if (selectedNodeEl) {
    selectedNodeEl.classList.add('selected');
    if (from !== 'graph') centerOn(tensors[ti].tensor); // a clicked box is already in view: moving it would jump under the mouse
  }
  markCurve();
  renderDetail(ti);
  return true;
}

// ---------- run and colour-by pickers ----------
function wirePickers() {
  const fill = (sel, value) => { runLabels.forEach((l, r) => { const o = h('option', null, l); o.value = r; sel.append(o); }); sel.value = value; };
  if (nRuns < 2) { $('run-label').remove(); $('colorby-label').remove(); $('diff-runs').remove(); return; }
  fill($('run'), state.run); fill($('run-a'), state.runA); fill($('run-b'), state.runB);
  $('run').addEventListener('change', (e) => {
    state.run = +e.target.value;
    fillRunCells();
    if (COLS.some((c) => c.run && c.key === state.sortKey)) sortTable();
    applyFilter();
    colourGraph();
    renderCurves();
  });
  const onDiff = () => {
    Object.assign(state, { colorBy: $('colorby').value, runA: +$('run-a').value, runB: +$('run-b').value });
    $('diff-runs').hidden = state.colorBy !== 'diff';
    colourGraph();
    renderCurves();
  };
  for (const id of ['colorby', 'run-a', 'run-b']) $(id).addEventListener('change', onDiff);
}

