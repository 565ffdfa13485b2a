/**
 * The sandbox controls: reset, the sandbox clock (move it forward to expire a code or a voucher) and the API
 * version mode (deprecated: Deprecation headers; sunset: every v1 call answers 410, the widget's and the
 * merchant's alike). Relayed by the merchant backend: the sandbox refuses control calls from web pages.
 */
import { getJson, postJson } from './api.ts';
import { announce, h, replace, time } from './dom.ts';
import { locale, type MessageKey, onLocale, t, text } from './i18n.ts';
import { problem, tNodes } from './labels.ts';
import { CLOCK_STEPS } from './scenarios.ts';

interface SandboxState {
  version_mode: string;
  now: string;
  real_now: string;
}

const MODES = ['current', 'deprecated', 'sunset'] as const;

export interface SandboxOptions {
  /** After a reset: the console forgets what it showed. */
  onReset(): void;
  /** After a clock move or a mode change: lists may have changed (expired codes, 410s). */
  changed(): void;
}

export function createSandboxPanel(opts: SandboxOptions) {
  let state: SandboxState | undefined;
  const clock = h('p', { class: 'clock', id: 'sandbox-clock' });
  const result = h('p', { class: 'action-result', id: 'sandbox-result' });
  const modes = h(
    'div',
    { class: 'segments' },
    MODES.map((m) =>
      h(
        'label',
        {},
        h('input', { type: 'radio', name: 'version-mode', value: m }),
        h('span', {}, text(`mode.${m}` as MessageKey)),
      ),
    ),
  );
  const modeHint = h('p', { class: 'hint', id: 'mode-hint' });

  function render() {
    const lang = locale();
    if (!state) {
      clock.textContent = '';
      return;
    }
    const ahead = Math.max(0, Date.parse(state.now) - Date.parse(state.real_now));
    const total = Math.round(ahead / 60_000);
    const hours = Math.floor(total / 60);
    const minutes = total % 60;
    clock.textContent =
      ahead < 60_000
        ? t('clock.now', { now: time(state.now, lang) })
        : t('clock.ahead', { now: time(state.now, lang), hours, minutes });
    for (const input of modes.querySelectorAll('input')) input.checked = input.value === state.version_mode;
    modeHint.textContent = t(`mode.${state.version_mode}.hint` as MessageKey);
  }

  async function load() {
    const res = await getJson<SandboxState>('/api/sandbox');
    if (res.ok && res.body) state = res.body;
    render();
  }

  async function act(path: string, body: unknown, label: string) {
    result.textContent = t('action.running', { action: label });
    const res = await postJson(path, body);
    if (res.ok) result.textContent = t('sandbox.done', { action: label });
    else
      replace(
        result,
        tNodes('action.refused', { action: label, error: h('span', {}, problem(res.status, res.body)) }),
      );
    announce(result.textContent ?? '');
    await load();
  }

  const clockButtons = CLOCK_STEPS.map((step) => {
    const b = h('button', { type: 'button', class: 'secondary', 'data-ms': step.ms }, text(step.key));
    b.addEventListener('click', async () => {
      await act('/api/sandbox/clock', { ms: step.ms }, t(step.key));
      opts.changed();
    });
    return b;
  });
  modes.addEventListener('change', async (e) => {
    const mode = (e.target as HTMLInputElement).value;
    await act('/api/sandbox/version-mode', { mode }, t(`mode.${mode}` as MessageKey));
    opts.changed();
  });
  const reset = h(
    'button',
    { type: 'button', class: 'danger', id: 'sandbox-reset', 'aria-haspopup': 'dialog' },
    text('sandbox.reset'),
  );
  // A reset deletes everything at once: a modal dialog asks first, "Keep everything" focused, Escape keeps too.
  const keep = h('button', { type: 'button', class: 'secondary', autofocus: true }, text('reset.confirm.no'));
  const confirm = h('button', { type: 'button', class: 'danger' }, text('reset.confirm.yes'));
  const dialog = h(
    'dialog',
    {
      class: 'confirm',
      id: 'reset-dialog',
      'aria-labelledby': 'reset-dialog-title',
      'aria-describedby': 'reset-dialog-text',
    },
    h('h3', { id: 'reset-dialog-title' }, text('reset.confirm.title')),
    h('p', { id: 'reset-dialog-text' }, text('reset.confirm.text')),
    h('div', { class: 'action-row' }, keep, confirm),
  );
  reset.addEventListener('click', () => dialog.showModal());
  keep.addEventListener('click', () => dialog.close());
  confirm.addEventListener('click', async () => {
    dialog.close();
    await act('/api/sandbox/reset', {}, t('sandbox.reset'));
    opts.onReset();
  });
  // Closed either way (a button, Escape): the focus is back on the button that opened it.
  dialog.addEventListener('close', () => reset.focus());

  onLocale(render);
  const element = h(
    'section',
    { class: 'panel', id: 'sandbox', 'aria-labelledby': 'sandbox-title' },
    h('div', { class: 'panel-head' }, h('h2', { id: 'sandbox-title' }, text('sandbox.title'))),
    h(
      'div',
      { class: 'sandbox-grid' },
      h(
        'div',
        { class: 'action-group clock-group', role: 'group', 'aria-labelledby': 'clock-title' },
        h('h3', { id: 'clock-title' }, text('clock.title')),
        clock,
        h('div', { class: 'action-row' }, clockButtons),
        h('p', { class: 'hint' }, text('clock.hint')),
      ),
      h(
        'div',
        {
          class: 'action-group',
          id: 'version-mode',
          role: 'radiogroup',
          'aria-labelledby': 'mode-title',
          'aria-describedby': 'mode-hint',
        },
        h('h3', { id: 'mode-title' }, text('mode.title')),
        modes,
        modeHint,
      ),
      h(
        'div',
        { class: 'action-group', role: 'group', 'aria-labelledby': 'reset-title' },
        h('h3', { id: 'reset-title' }, text('reset.title')),
        h('div', { class: 'action-row' }, reset),
        h('p', { class: 'hint' }, text('sandbox.reset.hint')),
      ),
    ),
    result,
    dialog,
  );
  return { element, load };
}
