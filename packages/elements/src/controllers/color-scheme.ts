import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * The colour scheme a page declares, from a CSS `color-scheme` value or a `<meta name="color-scheme">`
 * content: `dark` (dark only), `both` (light and dark: the page follows the system) or `light` (anything else,
 * `normal` included: browsers render an undeclared page light). Pure.
 */
export function declaredScheme(value: string | null | undefined): 'light' | 'dark' | 'both' {
  const words = (value ?? '').toLowerCase().split(/\s+/);
  const dark = words.includes('dark');
  const light = words.includes('light');
  if (dark && light) return 'both';
  return dark ? 'dark' : 'light';
}

/**
 * Resolves `theme` into light or dark and exposes it as the custom state `dark` (`:host(:state(dark))`):
 * `light` and `dark` pin it; `auto` follows **the page**: the computed `color-scheme` where the element sits
 * (or the page's `<meta name="color-scheme">`), and the system's preference only when the page supports both.
 * So a dark system never paints a dark widget on a light page.
 */
export class ColorSchemeController implements ReactiveController {
  /** The `theme` the last `resolve` read (undefined before the first). */
  private resolvedTheme: string | undefined;
  private media: MediaQueryList | undefined;
  private readonly onChange = () => this.resolve();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement & { theme: string },
    private readonly internals: ElementInternals,
  ) {
    host.addController(this);
  }

  /** Whether the host is dark (its custom state `dark`). */
  get dark(): boolean {
    return this.internals.states.has('dark');
  }

  hostConnected(): void {
    this.media ??= matchMedia('(prefers-color-scheme: dark)');
    this.media.addEventListener('change', this.onChange);
    this.resolve();
  }

  hostDisconnected(): void {
    this.media?.removeEventListener('change', this.onChange);
  }

  /**
   * After a change of `theme` (`willUpdate`): resolves again unless the theme is the one just resolved, as at a first
   * update right after `hostConnected`, so that a first render reads the page's computed style once.
   */
  themeChanged(): void {
    if (this.host.theme !== this.resolvedTheme) this.resolve();
  }

  /** Re-reads the page and the theme. */
  resolve(): void {
    const theme = this.host.theme;
    this.resolvedTheme = theme;
    let dark = theme === 'dark';
    if (!dark && theme !== 'light') {
      const root = this.host.getRootNode();
      const around =
        this.host.parentElement ?? (root instanceof ShadowRoot ? root.host : document.documentElement);
      let value = getComputedStyle(around).colorScheme;
      if (!value || value === 'normal') {
        value = document.querySelector('meta[name="color-scheme"]')?.getAttribute('content') ?? '';
      }
      const page = declaredScheme(value);
      dark = page === 'dark' || (page === 'both' && !!this.media?.matches);
    }
    if (dark === this.dark) return;
    this.internals.states[dark ? 'add' : 'delete']('dark');
    this.host.requestUpdate();
  }
}
