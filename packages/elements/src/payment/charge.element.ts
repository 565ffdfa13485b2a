import type { Environment } from '@tucan/client';
import { LitElement, type PropertyDeclarations, type PropertyValues } from 'lit';
import { ColorSchemeController } from '../controllers/color-scheme.ts';
import { type LocaleOverrides, LocalizeController, type Messages } from '../controllers/localize.ts';
import { amountProperty } from '../internal/amount-property.ts';
import { BaseUrlCheck } from '../internal/base-url.ts';

/**
 * What every element that takes a charge shares (the payment elements and `<tucan-checkout>`): the charge's
 * properties, the merchant's wording, the locale gate (the first render waits for the shopper's words), the colour
 * scheme and the check of `base-url`. An element adds its own properties and its view, and says which words it
 * shows (`words()`).
 *
 * @attribute {number} amount - The amount to pay, in `currency` (a number, or a string such as `"150.75"`, as React 19 and Vue set it).
 */
export abstract class TucanChargeElement extends LitElement {
  static override properties: PropertyDeclarations = {
    theme: { reflect: true },
    chargeUuid: { attribute: 'charge-uuid' },
    baseUrl: { attribute: 'base-url' },
    environment: {},
    ...amountProperty(this),
    currency: {},
    country: {},
    messages: { attribute: false },
    langAttribute: { attribute: 'lang' },
  };

  /**
   * `auto` (follows the page: its computed `color-scheme` or `<meta name="color-scheme">`, and the system only
   * when the page supports both), `light` or `dark`; the embedded status and 3DS dialog follow it.
   */
  theme = 'auto';
  /** The charge to pay (created by the merchant's backend). */
  chargeUuid = '';
  /** Service base URL (e.g. a local sandbox); overrides `environment`. */
  baseUrl = '';
  /** `sandbox` or `production`: the provider's service the element talks to (unless `base-url` is set). */
  environment: Environment = 'sandbox';
  /** Charge amount in major units (e.g. 150.75), shown with the currency. */
  declare amount: number | undefined;
  /** ISO 4217 currency of the charge. */
  currency = '';
  /** Country of the charge's wallet (BR, MX, AR, CL, CO). */
  country = '';
  /**
   * The merchant's wording over tucan's, per locale and element, e.g. `{ 'pt-BR': { card: { pay: 'Pagar
   * {amount} agora' } } }` (typed: `LocaleOverrides`). A key it lacks keeps tucan's wording.
   */
  declare messages: LocaleOverrides | undefined;
  /**
   * @internal The element's own `lang` attribute, watched so that a change re-words the element at once; the
   * language itself is read by the localize controller.
   */
  langAttribute: string | null = null;

  /** @internal The element's wording in the shopper's language. */
  readonly l10n: LocalizeController = new LocalizeController(this, () => this.words());
  /** A `base-url` that is not a service URL: no call, the shopper reads why (`internal/base-url.ts`). */
  protected readonly baseUrlCheck = new BaseUrlCheck(this, this.l10n);
  /** @internal The element's internals: its colour scheme's custom state and, for a payment element, its form value. */
  protected readonly internals: ElementInternals = this.attachInternals();
  readonly #scheme = new ColorSchemeController(this, this.internals);

  /**
   * The message tables the element shows: its own, and those of shared code it renders (the base-url alert's
   * `frameMessages` among them). Read when the words are needed, so a subclass's fields are set by then.
   */
  protected abstract words(): readonly Messages<string>[];

  /** The first render, and a render after a change of language, wait for the shopper's words to load. */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    return this.l10n.ready(() => super.scheduleUpdate());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('theme')) this.#scheme.themeChanged();
  }

  /** @internal The colour scheme the nested status and 3DS dialog follow: the element's, as resolved from the page. */
  themeOf(): 'dark' | 'light' {
    return this.#scheme.dark ? 'dark' : 'light';
  }
}
