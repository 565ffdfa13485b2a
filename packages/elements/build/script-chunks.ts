/**
 * How the script-tag build (`vite build --mode script`) groups its shared modules into `tucan-chunk-*.js` files.
 * Every file is gzipped and sent on its own, so each file a page loads costs it a few hundred bytes (headers, and
 * a compression context that starts empty): rolldown's automatic chunking made many tiny shared chunks (one per
 * set of entries that share a module: a 250-byte stylesheet, a 170-byte word table). These groups put modules that
 * are always loaded together into one file, and never put into a page's files code that page cannot use:
 * - `core`: lit, the base element's decorators, localize, the base styles, the events, the client's contract and
 *   the other small modules every element's first render needs;
 * - `card`: `<tucan-card>`'s class and words, shared by `tucan-card.js` (frame) and `tucan-card-inline.js`;
 * - `form`: what an inline card form and the code elements' forms share (field, alert, choice and spinner
 *   styles, icons, document validation, lit's `live` directive, the first words of a payment);
 * - `payment`: the payment flow with the client, which the card's pay chunk, the code elements and the wallets
 *   load.
 * Everything else stays with rolldown's automatic chunking: each element's own code in its `tucan-NAME.js`, and
 * a chunk per lazy part (the inline form, the frame host, the pay chunk, the 3DS dialog, QR and barcode drawing,
 * each locale group).
 */

/** A module of the elements' (or the client's) sources: `dir/name` without `.ts`. */
const source = (...names: string[]) =>
  new RegExp(`[\\\\/](?:elements|client)[\\\\/]src[\\\\/](?:${names.join('|')})\\.ts$`);

/** A module of lit (lit, lit-html, lit-element, @lit/reactive-element): its path under the package. */
const lit = (...paths: string[]) =>
  new RegExp(
    `[\\\\/]node_modules[\\\\/](?:lit|lit-html|lit-element|@lit[\\\\/]reactive-element)[\\\\/](?:${paths.join('|')})\\.js$`,
  );

const anyOf =
  (...tests: RegExp[]) =>
  (id: string) =>
    tests.some((t) => t.test(id));

export const SCRIPT_CHUNK_GROUPS = [
  {
    name: 'core',
    priority: 4,
    test: anyOf(
      lit(
        'index',
        'decorators',
        'lit-html',
        'lit-element',
        'css-tag',
        'reactive-element',
        'decorators[\\\\/](?:property|state)',
      ),
      // The decorators' helper (a virtual module of the TypeScript transform).
      /oxc-project\+runtime/,
      source(
        'controllers/(?:localize|formatters|color-scheme)',
        'locales/(?:catalogue|chunks\\.card)',
        'internal/(?:define|amount-property)',
        'domain/amount',
        'styles/base\\.styles',
        'events',
        'payment/payment\\.defaults',
      ),
    ),
  },
  {
    name: 'card',
    priority: 3,
    test: source(
      'card/card\\.(?:element|messages|inline-load)',
      'frame/(?:host-load|frame\\.messages)',
      'internal/(?:lazy-module|add-styles)',
    ),
  },
  {
    name: 'form',
    priority: 2,
    test: anyOf(
      lit('directive', 'directive-helpers', 'directives[\\\\/]live'),
      source('styles/field\\.styles', 'domain/(?:documents|payer)'),
    ),
  },
  {
    name: 'ui',
    priority: 2,
    test: source(
      'styles/(?:alert|choice|spinner)\\.styles',
      'styles/icons',
      'payment/payment\\.first\\.messages',
    ),
  },
  { name: 'safe-url', priority: 2, test: source('threeds/safe-url') },
  { name: 'contract', priority: 2, test: source('contract', 'threeds/challenge\\.load') },
  {
    name: 'payment',
    priority: 1,
    test: source(
      'http',
      'error',
      'secrets',
      'client',
      'payment/(?:flow|payment\\.logic|payment\\.messages|client-cache)',
      'threeds/(?:challenge-window|browser-info)',
    ),
  },
];
