// ---------- tooltip (one element for the whole page) ----------
const tip = $('tooltip');
function showTip(text, x, y) {
  tip.textContent = text;
  tip.hidden = false;
  const w = tip.offsetWidth, hh = tip.offsetHeight;
  tip.style.left = (x + 14 + w > window.innerWidth ? x - w - 10 : x + 14) + 'px';
  tip.style.top = (y + 16 + hh > window.innerHeight ? y - hh - 10 : y + 16) + 'px';
}
function hideTip() { tip.hidden = true; }

// ---------- table: every row built once; sorting moves rows, filtering sets `hidden` ----------
const COLS = [
  { key: 'order', label: 'order', num: true },
  { key: 'tensor', label: 'tensor', cls: 'tensor' },
  { key: 'op_type', label: 'op' },
  { key: 'shape', label: 'shape', text: (v) => fmtValue(v, 'shape'), sort: (v) => (Array.isArray(v) ? v.reduce((a, b) => a * b, 1) : v) },
  { key: 'quant_dtype', label: 'quant dtype' },
  ...(DATA.metrics || []).map((m) => ({ key: m.key, label: m.label, title: m.title, run: true, num: true, translated: true })),
  { key: 'verdict', label: 'verdict', run: true, sort: (v) => VERDICT_RANK[v] ?? -1 },
  { key: 'flags', label: 'flags', run: true },
  { key: 'problem', label: 'problem', run: true },
];
const table = $('table');
const rows = new Array(tensors.length);
const ROW_H = 21, CHUNK = 100; // ROW_H: the CSS height of a row
const chunks = [];
let rowOrder = topo.slice(); // tensor indices in the table's current order
const lowerNames = tensors.map((x) => String(x.tensor).toLowerCase() + '\n' + String(x.op_type || '').toLowerCase());
const rawValue = (col, ti) => { const src = col.run ? runOf(ti, state.run) : tensors[ti]; return src ? src[col.key] : null; };
function cellText(col, v) { return col.text ? col.text(v) : col.num || typeof v === 'number' ? fmtNum(v, col.key) : v === null || v === undefined ? '—' : String(v); }
function buildTable() {
  const head = $('head');
  for (const col of COLS) {
    const th = h('th', col.num ? 'num' : '', col.translated ? col.label : t(col.label));
    Object.assign(th, { tabIndex: 0, title: (col.title ? col.title + ' · ' : '') + t('Click to sort; click again to reverse') });
    th.dataset.key = col.key;
    th.setAttribute('aria-sort', col.key === state.sortKey ? 'ascending' : 'none');
    head.append(th);
  }
  // Cloning one prototype row is much cheaper than creating 13 cells per row from scratch.
  const proto = h('tr');
  for (const col of COLS) proto.append(h('td', [col.num ? 'num' : '', col.cls || ''].join(' ').trim() || null));
  for (const ti of topo) {
    const tr = proto.cloneNode(true);
    tr.dataset.tensor = tensors[ti].tensor;
    tr.dataset.i = ti;
    COLS.forEach((col, k) => { if (!col.run) tr.cells[k].textContent = cellText(col, rawValue(col, ti)); });
    rows[ti] = tr;
  }
  fillRunCells();
  placeRows();
}
function placeRows() { // deal the rows, in rowOrder, into the chunks
  const need = Math.ceil(rowOrder.length / CHUNK);
  while (chunks.length < need) { const b = h('tbody'); b.setAttribute('role', 'rowgroup'); chunks.push(b); }
  for (let c = 0; c < need; c++) {
    const frag = document.createDocumentFragment();
    for (let k = c * CHUNK; k < Math.min(rowOrder.length, (c + 1) * CHUNK); k++) frag.append(rows[rowOrder[k]]);
    chunks[c].append(frag);
  }
  if (!chunks[0] || !chunks[0].isConnected) table.append(...chunks);
  sizeChunks();
}
function sizeChunks() { // a skipped chunk takes the height given here: exact, since every shown row is ROW_H high
  for (const b of chunks) {
    let shown = 0;
    for (const tr of b.children) if (!tr.hidden) shown++;
    b.style.containIntrinsicSize = '1px ' + shown * ROW_H + 'px';
  }
}
function fillRunCells() { // the columns of the chosen run
  const vk = COLS.findIndex((c) => c.key === 'verdict');
  for (let ti = 0; ti < rows.length; ti++) {
    const cells = rows[ti].cells;
    COLS.forEach((col, k) => {
      if (!col.run) return;
      const v = rawValue(col, ti);
      cells[k].textContent = k === vk ? t(VERDICT_TEXT[v] || v || '') : cellText(col, v);
    });
    cells[vk].className = verdictClass(verdictOf(ti, state.run));
  }
}
function sortTable() {
  const col = COLS.find((c) => c.key === state.sortKey) || COLS[0], dir = state.sortDir;
  const keys = rows.map((_, ti) => { const v = rawValue(col, ti); return col.sort ? col.sort(v) : v; });
  const empty = (v) => v === null || v === undefined || v === '';
  rowOrder = topo.slice().sort((a, b) => {
    const ka = keys[a], kb = keys[b];
    if (empty(ka) || empty(kb)) return empty(ka) - empty(kb) || topoPos[a] - topoPos[b]; // blanks last either way
    const c = typeof ka === 'number' && typeof kb === 'number' ? ka - kb : collator.compare(String(ka), String(kb));
    return c * dir || topoPos[a] - topoPos[b];
  });
  placeRows();
  for (const th of $('head').children) th.setAttribute('aria-sort', th.dataset.key === col.key ? (dir > 0 ? 'ascending' : 'descending') : 'none');
}
function applyFilter() {
  const q = $('filter').value.trim().toLowerCase(), vf = $('verdict-filter').value;
  let shown = 0;
  for (let ti = 0; ti < rows.length; ti++) {
    let ok = !q || lowerNames[ti].includes(q);
    if (ok && vf) { const v = verdictOf(ti, state.run); ok = vf === 'problems' ? v === 'warn' || v === 'fail' : v === vf; }
    if (rows[ti].hidden === ok) rows[ti].hidden = !ok;
    if (ok) shown++;
  }
  sizeChunks();
  $('count').textContent = tf('%1 of %2 tensors shown', shown, rows.length);
}
function scrollRowIntoView(tr) { // scroll only the table's own box, never the page under the user
  const wrap = $('table-wrap');
  if (tr.hidden) return;
  // Not offsetTop: that counts from the row's chunk (a box with containment becomes the offsetParent).
  const top = tr.getBoundingClientRect().top - wrap.getBoundingClientRect().top + wrap.scrollTop, head = $('head').offsetHeight;
  if (top - head < wrap.scrollTop || top + tr.offsetHeight > wrap.scrollTop + wrap.clientHeight)
    wrap.scrollTop = top - head - (wrap.clientHeight - head) / 2;
}
function wireTable() {
  table.addEventListener('click', (e) => { const tr = e.target.closest('tr[data-i]'); if (tr) select(+tr.dataset.i, 'table'); });
  const sortBy = (th) => { // a second click on the same column reverses it
    if (!th || !th.dataset.key) return;
    Object.assign(state, { sortDir: state.sortKey === th.dataset.key ? -state.sortDir : 1, sortKey: th.dataset.key });
    sortTable();
  };
  $('head').addEventListener('click', (e) => sortBy(e.target.closest('th')));
  $('head').addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); sortBy(e.target.closest('th')); } });
  let timer = 0;
  $('filter').addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(applyFilter, 60); });
  $('verdict-filter').addEventListener('change', applyFilter);
  $('table-wrap').addEventListener('keydown', (e) => { // arrows walk the visible rows
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const step = e.key === 'ArrowDown' ? 1 : -1;
    let k = state.selected >= 0 ? rowOrder.indexOf(state.selected) + step : 0;
    while (k >= 0 && k < rowOrder.length && rows[rowOrder[k]].hidden) k += step;
    if (k >= 0 && k < rowOrder.length) { e.preventDefault(); select(rowOrder[k], 'keys'); }
  });
}

