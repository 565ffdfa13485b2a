import { type CSSResult, type LitElement, render } from 'lit';
import { whenIdle } from '../internal/idle.ts';

/**
 * Prepares what a card's first render would otherwise pay for on its first use in the page (an inline card's, or the
 * frame document's card, which `frame.ts` registers as its `<tucan-card>`): the
 * constructed style sheets (parsed once, then shared by every card) and Lit's templates (each `html` literal's
 * `<template>` parsed and walked once, the render code compiled), by rendering the form of one card with every part
 * of a first render (credit and debit, e-mail, document) into a detached fragment that is thrown away.
 *
 * Nothing leaves the fragment: the elements it uses are never connected, so no update, event, request, storage or
 * Intl formatter comes of it (amounts wait for `settled`, which only a connected form's idle moment sets).
 */
export function prepareInlineForm(): void {
  const card = document.createElement('tucan-card');
  const form = document.createElement('tucan-card-form');
  for (const el of [card, form])
    for (const style of (el.constructor as typeof LitElement).elementStyles)
      void (style as CSSResult).styleSheet;
  Object.assign(form, {
    card,
    view: card.payment.view,
    methods: 'credit_card debit_card',
    fields: 'email document',
  });
  render(card.render(), document.createDocumentFragment());
  render(form.render(), document.createDocumentFragment());
}

/**
 * `prepareInlineForm` at the first idle moment after `card-inline.ts` has defined `<tucan-card>`, so that a card
 * inserted later (a page showing it on a click, a drop-in switching to card) renders at once. The frame's script,
 * which renders its one card at once, does without it; so does a server import (no DOM).
 */
export function prepareWhenIdle(): void {
  // Imported without a DOM (a server render): nothing to prepare.
  if (typeof document !== 'undefined') whenIdle(prepareInlineForm);
}
