// ---------- calibration lab: what each calibration method gives, the inputs that set ranges alone ----------
function renderCalibration() {
  const c = DATA.calibration;
  if (!c) return;
  $('calibration').hidden = false;
  const box = $('calibration-body');
  const rows = [c.model].concat(c.methods || []);
  const inputs = ((c.model && c.model.per_input) || []).map((p) => p.input);
  const tb = h('table', 'small');
  tb.append(h('tr', null, h('th', null, t('method')), h('th', null, t('mean output cos')), h('th', null, t('worst input')),
    ...inputs.map((i) => h('th', null, i))));
  for (const m of rows) {
    const best = m.name === c.recommended;
    const name = (m.label || m.name) + (best ? ' ★' : '');
    tb.append(h('tr', null, h('td', null, best ? h('strong', null, name) : name), h('td', null, fmtNum(m.predicted_cos_mean, 'cos')),
      h('td', null, fmtNum(m.predicted_cos_worst, 'cos')), ...(m.per_input || []).map((p) => h('td', null, fmtNum(p.cos, 'cos')))));
  }
  box.append(h('p', 'note', tf('%1 calibration inputs, %2 activations recalibrated by each method; weights unchanged.',
    c.calibration_inputs, c.activations)), tb);
  if (c.recommended === null) box.append(h('p', 'muted', t('No method beats the model as it is.')));
  const samples = (c.samples || []).filter((s) => s.widened_tensors > 0);
  if (!samples.length) return;
  const st = h('table', 'small');
  st.append(h('tr', null, h('th', null, t('calibration input')), h('th', null, t('tensors it alone widens')),
    h('th', null, t('widest ×')), h('th', null, t('output cos without it'))));
  for (const s of samples)
    st.append(h('tr', null, h('td', 'mono', String(s.name).split('/').pop()), h('td', null, String(s.widened_tensors)),
      h('td', null, fmtNum(s.largest_widening)), h('td', null, fmtNum(s.predicted_cos_without, 'cos'))));
  box.append(h('h3', null, t('Calibration inputs that set ranges alone')), st);
}

