/** Every status screen of `<tucan-status>`: the 12 statuses of the service and one it may add later. */
import { h, replace } from './dom.ts';
import { t, text } from './i18n.ts';
import { statusLabel, statusName, statusRegion } from './labels.ts';

export function createGallery(statuses: readonly string[]) {
  const list = h('ul', { class: 'gallery', id: 'gallery' });

  function render(currency: string, theme: string) {
    replace(
      list,
      [...statuses, 'awaiting_new_status'].map((status) => {
        const el = document.createElement('tucan-status');
        el.setAttribute('status', status);
        el.setAttribute('amount', '150.75');
        el.setAttribute('currency', currency);
        el.setAttribute('theme', theme);
        // Examples side by side, not news: no live region, so a screen reader is not read thirteen statuses at
        // once; the widget's own screen in the checkout panel still announces.
        el.setAttribute('quiet', '');
        // Thirteen status screens: each region named after its status ("Status screen: Paid"), none alike.
        (el as HTMLElement & { messages?: unknown }).messages = statusRegion(
          `${t('detail.screen')}: ${statusName(status)}`,
        );
        // The status by its name in the console's language, with the code; one the service does not have yet says so.
        const known = statusName(status) !== status || statuses.includes(status);
        return h(
          'li',
          {},
          h('p', { class: 'gallery-name' }, statusLabel(status), known ? null : ` · ${t('gallery.unknown')}`),
          el,
        );
      }),
    );
  }

  const element = h(
    'section',
    { class: 'panel', id: 'status-screens', 'aria-labelledby': 'gallery-title' },
    h('div', { class: 'panel-head' }, h('h2', { id: 'gallery-title' }, text('gallery.title'))),
    h('p', { class: 'panel-lead' }, text('gallery.lead')),
    list,
  );
  return { element, render };
}
