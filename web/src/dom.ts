// Tiny DOM helpers: element creation with attributes and event handlers, and toast messages.
type Child = string | Node | null | undefined | false;

export function h(tag: string, attrs: Record<string, unknown> = {}, ...children: Child[]): HTMLElement {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') (e as unknown as Record<string, unknown>)[k] = v;
    else if (v === true) e.setAttribute(k, '');
    else e.setAttribute(k, String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) e.append(c);
  return e;
}

export function clear(e: Element): void { e.replaceChildren(); }

/** A message at the top right that fades after a while; errors stay until clicked. */
export function toast(msg: string, kind: 'info' | 'error' = 'info'): void {
  let box = document.getElementById('toasts');
  if (!box) { box = h('div', { id: 'toasts', role: 'status', 'aria-live': 'polite' }); document.body.append(box); }
  const t = h('div', { class: `toast ${kind}`, onclick: () => t.remove() }, msg);
  box.append(t);
  setTimeout(() => t.remove(), kind === 'error' ? 15_000 : 5_000);
}
