import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** How long a Copy button says "Copied". */
export const COPIED_MS = 2_500;

/**
 * Puts text on the clipboard: the async Clipboard API, else (older browsers, insecure contexts, a refused
 * permission) a selected, off-screen textarea and `execCommand('copy')`, placed in `root` so it stays inside the
 * element. Resolves to whether it worked; never throws.
 */
export async function copyText(text: string, root: ParentNode & Node): Promise<boolean> {
  try {
    if (globalThis.isSecureContext && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall back below.
  }
  const doc = root.ownerDocument ?? document;
  const active = (root as ShadowRoot).activeElement ?? doc.activeElement;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  area.className = 'copy-buffer';
  root.appendChild(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    (active as HTMLElement | null)?.focus?.();
  }
}

/** Remembers which copy button last worked (for its "Copied" state) and resets it after a moment. */
export class ClipboardController implements ReactiveController {
  /** The key of the value last copied, while its button says "Copied". */
  copied: string | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & { renderRoot: HTMLElement | DocumentFragment },
  ) {
    host.addController(this);
  }

  async copy(key: string, text: string): Promise<boolean> {
    const ok = await copyText(text, this.host.renderRoot);
    clearTimeout(this.timer);
    this.copied = ok ? key : undefined;
    this.host.requestUpdate();
    if (ok) {
      this.timer = setTimeout(() => {
        this.copied = undefined;
        this.host.requestUpdate();
      }, COPIED_MS);
    }
    return ok;
  }

  hostDisconnected(): void {
    clearTimeout(this.timer);
    this.copied = undefined;
  }
}
