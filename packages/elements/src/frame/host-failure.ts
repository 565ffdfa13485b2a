/**
 * The "could not load" view of `<tucan-card isolation="frame">`: the design's alert (its icon) and Retry, with its
 * styles (`frame-failure.styles.ts`, which the host adopts into the card's shadow root). A frame rarely fails, so
 * this is a chunk of its own, loaded with `import()` by `host.ts` when it does (detection stays in the host). The
 * words come from the host, in the element's language.
 */
import { type CSSResult, html } from 'lit';
import { controlIcon } from '../styles/icons.ts';
import type { FrameMessageKey } from './frame.messages.ts';
import { frameFailureStyles } from './frame-failure.styles.ts';

/** The view's styles (its box and Retry's look; the alert's are the card's). */
export const failureStyles: readonly CSSResult[] = [frameFailureStyles];

/** The alert with its title and message, and the Retry button, in `t`'s words (the element's language). */
export const failureView = (
  t: (key: FrameMessageKey) => string,
  kind: 'broken' | 'failed',
  retry: () => void,
) =>
  html`<div class="failed-box">
    <div class="alert failure" role="alert">
      ${controlIcon('alert', 'alert-icon')}
      <div>
        <p class="alert-title">${t('failed.title')}</p>
        <p class="alert-body failed">${t(kind)}</p>
      </div>
    </div>
    <button type="button" class="retry" @click=${retry}>${t('retry')}</button>
  </div>`;
