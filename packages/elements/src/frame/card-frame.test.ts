import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { statusInSandbox, until } from '../card/card.testing.ts';
import { fillFrameCard, iframeOf, mountFrameCard } from './card-frame.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('tucan-card isolation="frame": paying', () => {
  it('pays a frictionless card typed in the frame; the page gets only the usual events', async () => {
    const { el, charge, events } = await mountFrameCard();
    expect(new URL(iframeOf(el)?.src ?? '').origin).not.toBe(location.origin);
    await fillFrameCard({ number: '4000000000002701' });
    await commands.framePress('button[type="submit"]');
    await until(() => events.some((e) => e.type === 'tucan-complete'));
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
    expect(JSON.stringify(events)).not.toContain('4000000000002701');
  });
});
