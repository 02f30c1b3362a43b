// ---------- start ----------
function translateStatic() {
  document.querySelectorAll('[data-t]').forEach((e) => { e.textContent = t(e.textContent.trim()); });
  document.querySelectorAll('[title]').forEach((e) => { e.title = t(e.title); });
  $('filter').placeholder = t($('filter').placeholder);
}
const timings = {};
function guard(what, fn) { // one broken part must not take the rest of the report with it
  const t1 = performance.now();
  try { fn(); } catch (e) {
    console.error('QuantLens report: ' + what + ': ' + (e && e.stack || e));
    document.querySelector('main').prepend(h('p', 'badge sev-error', tf('A part of this report could not be shown: %1', what + ' (' + (e && e.message) + ')')));
  }
  timings[what] = Math.round(performance.now() - t1);
}
guard('language', translateStatic);
guard('header', renderHeader);
guard('findings', renderFindings);
guard('triage', renderTriage);
guard('calibration', renderCalibration);
guard('summary', renderSummary);
guard('table', () => { buildTable(); wireTable(); applyFilter(); });
guard('graph', () => { buildGraph(); wireGraph(); wirePickers(); colourGraph(); initialView(); });
guard('curves', () => { wireCurves(); renderCurves(); });
document.addEventListener('click', (e) => { // tensor links anywhere: select, then bring the tensor views into sight
  const b = e.target.closest && e.target.closest('button.tlink[data-tensor]');
  if (b && select(b.dataset.tensor, 'link')) $('explore').scrollIntoView({ block: 'start' });
});
window.addEventListener('beforeprint', updateLabels); // labels normally follow the view on a short timer
window.quantlensReport = { // for scripts and tests; `timings` are milliseconds spent building each part
  data: DATA, select: (tensor) => select(tensor, 'api'), centerOn, ready: true,
  selected: () => (state.selected >= 0 ? tensors[state.selected].tensor : null),
  timings: Object.assign(timings, { initMs: Math.round(performance.now() - started) }),
};
})();
