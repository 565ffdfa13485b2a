import { afterEach, expect, it } from 'vitest';
// A page with both entries, the inline one first (as `tucan-card-inline.js` before `tucan-card.js`): each entry
// gives the element its way to an inline form (`TucanCardElement.attachInline`); the default entry's loader never
// replaces the form the inline entry included.
import './card-inline.ts';
import './card.ts';
import { cardForm } from './card.element.ts';
import { until } from './card.testing.ts';

const realLoad = cardForm.load;

afterEach(() => {
  cardForm.load = realLoad;
  document.body.replaceChildren();
});

it('card-inline.ts, then card.ts: an inline card shows its included form, whatever the form chunk would do', async () => {
  // The form's chunk never arrives: a card that waited for it would never render.
  cardForm.load = () => new Promise(() => {});
  const el = document.createElement('tucan-card');
  el.setAttribute('isolation', 'inline');
  el.setAttribute('lang', 'en');
  document.body.append(el);
  await until(() => el.hasUpdated);
  expect(el.shadowRoot?.querySelector('#number')).not.toBeNull();
  expect(el.shadowRoot?.querySelector('[role="alert"]:not([hidden])')).toBeNull();
});
