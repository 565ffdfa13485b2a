import { type CSSResult, type LitElement, render } from 'lit';
import { whenIdle } from '../internal/idle.ts';
import { CardInline, INLINE_STYLES } from './card.inline.ts';

/**
 * Prepares what an inline card's first render would otherwise pay for on its first use in the page (issue 13's
 * insertion budget): the constructed style sheets (parsed once, then shared by every card) and Lit's templates
 * (each `html` literal's `<template>` parsed and walked once, the render code compiled), by rendering the form of
 * one card with every part of a first render (credit and debit, e-mail, document) into a detached fragment that is
 * thrown away.
 *
 * Nothing leaves the fragment: the element it uses is never connected, so no update, event, request, storage or
 * Intl formatter comes of it (amounts wait for `settled`, which only a connected card's idle moment sets).
 */
export function prepareInlineForm(): void {
  const card = document.createElement('tucan-card');
  card.methods = 'credit_card debit_card';
  card.fields = 'email document';
  for (const style of [...(card.constructor as typeof LitElement).elementStyles, ...INLINE_STYLES])
    void (style as CSSResult).styleSheet;
  render(new CardInline(card).render(), document.createDocumentFragment());
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
