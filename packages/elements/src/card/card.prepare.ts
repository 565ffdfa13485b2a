import { type CSSResult, render } from 'lit';
import type { TucanCardElement } from './card.element.ts';
import { CardInline, INLINE_STYLES } from './card.inline.ts';

/**
 * Prepares what an inline card's first render would otherwise pay for on its first use in the page (issue 13's
 * insertion budget): the constructed style sheets (parsed once, then shared by every card) and Lit's templates
 * (each `html` literal's `<template>` parsed and walked once, the render code compiled), by rendering the form of
 * one BR card with every field of a first render (credit and debit, e-mail, document) into a detached fragment
 * that is thrown away. `card-inline.ts` calls it at the first idle moment after its code has loaded, so that a card
 * inserted later (a page showing it on a click, a drop-in switching to card) renders at once.
 *
 * Nothing leaves the fragment: the element it uses is never connected, so no update, event, request, storage or
 * Intl formatter comes of it (amounts wait for `settled`, which only a connected card's idle moment sets).
 */
export function prepareInlineForm(): void {
  const Card = customElements.get('tucan-card') as typeof TucanCardElement | undefined;
  if (!Card) return;
  for (const style of [...Card.elementStyles, ...INLINE_STYLES])
    if (!(style instanceof CSSStyleSheet)) void (style as CSSResult).styleSheet;
  const card = new Card();
  card.isolation = 'inline';
  card.methods = 'credit_card debit_card';
  card.fields = 'email document';
  card.country = 'BR';
  render(new CardInline(card).render(), document.createDocumentFragment());
}
