// Zoom and pan of the play screen's board frame (#board-wrap), for every board size (the 13x9
// standard board, the 20x11 EPIC and 26x11 La Grande boards): the zoom limits, the automatic zoom
// that makes a hex big enough to tap on a phone, keeping the point under the cursor (or between
// two fingers) still while zooming, and the gestures: Ctrl + wheel (a laptop's trackpad pinch
// arrives as one) zooms, a mouse drag pans (a drag never becomes a click), two fingers pinch.
// One finger pans by the frame's own scrolling. The zoom value itself lives in the play screen's
// PanelState (view/panels.ts zoomOf). Caller: play.ts. DOM only; no game knowledge.
//
//   zoom 1 = the whole board fits the frame ("Fit");  >1 = larger, the frame scrolls;  MAX_ZOOM
//   scale (px per board unit) = fitScale * zoom, fitScale = min(frame w / board w, frame h / board h)

/** The largest zoom: a La Grande hex on a phone reaches about 55 px. */
export const MAX_ZOOM = 4;
/** One +/− press multiplies or divides the zoom by this. */
export const ZOOM_STEP = 1.25;
/** A hex about this wide (px) is easy to tap: the automatic zoom on a narrow screen aims for it. */
const TAP_HEX_PX = 44;
/** Below this frame width the screen is a phone's and starts zoomed in. */
const NARROW_PX = 700;
/** A mouse moved this far (px) with its button down is a drag, not a click. */
const DRAG_PX = 6;

export const clampZoom = (z: number): number => Math.max(1, Math.min(MAX_ZOOM, z));

/**
 * The zoom a board starts at: 1 (fit) on a laptop; on a narrow screen, the zoom that makes a hex
 * about TAP_HEX_PX wide (`fitHexPx`: a hex's width at zoom 1).
 */
export function autoZoom(viewportWidth: number, fitHexPx: number): number {
  if (viewportWidth >= NARROW_PX || fitHexPx <= 0) return 1;
  return clampZoom(TAP_HEX_PX / fitHexPx);
}

/**
 * After the board's size changed from `oldW` to its current width, scrolls the frame so the point
 * at (clientX, clientY) shows the same spot of the board as before (the frame's centre by default).
 */
export function keepPoint(wrap: HTMLElement, svg: SVGSVGElement, oldW: number, clientX?: number, clientY?: number): void {
  const newW = svg.getBoundingClientRect().width;
  if (oldW <= 0 || newW <= 0) return;
  const r = wrap.getBoundingClientRect();
  const px = (clientX ?? r.left + r.width / 2) - r.left, py = (clientY ?? r.top + r.height / 2) - r.top;
  const k = newW / oldW;
  wrap.scrollLeft = (wrap.scrollLeft + px) * k - px;
  wrap.scrollTop = (wrap.scrollTop + py) * k - py;
}

/**
 * Wires the frame's gestures. `zoomBy(factor, clientX, clientY)` asks the screen to multiply its
 * zoom, keeping that point still.
 */
export function attachGestures(wrap: HTMLElement, zoomBy: (factor: number, x: number, y: number) => void): void {
  wrap.addEventListener('wheel', (e) => {
    if (!e.ctrlKey) return; // a plain wheel scrolls (pans) the frame
    e.preventDefault();
    zoomBy(Math.exp(-e.deltaY * 0.0025), e.clientX, e.clientY);
  }, { passive: false });

  // mouse drag pans; the click that ends a drag is swallowed (it is not a choice of a hex)
  let drag: { x: number; y: number; sl: number; st: number; moved: boolean } | null = null;
  let swallowClick = false;
  wrap.addEventListener('pointerdown', (e) => {
    if (e.pointerType !== 'mouse' || e.button !== 0) return;
    swallowClick = false;
    drag = { x: e.clientX, y: e.clientY, sl: wrap.scrollLeft, st: wrap.scrollTop, moved: false };
  });
  wrap.addEventListener('pointermove', (e) => {
    if (!drag || e.pointerType !== 'mouse') return;
    const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_PX) return;
    drag.moved = true;
    wrap.classList.add('panning');
    wrap.scrollLeft = drag.sl - dx;
    wrap.scrollTop = drag.st - dy;
  });
  const endDrag = () => { if (drag?.moved) swallowClick = true; drag = null; wrap.classList.remove('panning'); };
  wrap.addEventListener('pointerup', endDrag);
  wrap.addEventListener('pointerleave', () => { drag = null; wrap.classList.remove('panning'); });
  wrap.addEventListener('click', (e) => { if (swallowClick) { swallowClick = false; e.stopPropagation(); e.preventDefault(); } }, true);

  // two fingers pinch: the zoom follows the distance between them, about their midpoint
  const touches = new Map<number, { x: number; y: number }>();
  let pinchDist = 0;
  const dist = () => { const [a, b] = [...touches.values()]; return Math.hypot(a.x - b.x, a.y - b.y); };
  wrap.addEventListener('pointerdown', (e) => {
    if (e.pointerType !== 'touch') return;
    touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (touches.size === 2) pinchDist = dist();
  });
  wrap.addEventListener('pointermove', (e) => {
    if (e.pointerType !== 'touch' || !touches.has(e.pointerId)) return;
    touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (touches.size !== 2 || pinchDist <= 0) return;
    const d = dist();
    if (Math.abs(d - pinchDist) < 4) return;
    const [a, b] = [...touches.values()];
    zoomBy(d / pinchDist, (a.x + b.x) / 2, (a.y + b.y) / 2);
    pinchDist = d;
  });
  const lift = (e: PointerEvent) => { touches.delete(e.pointerId); if (touches.size < 2) pinchDist = 0; };
  wrap.addEventListener('pointerup', lift);
  wrap.addEventListener('pointercancel', lift);
}
