// The root typecheck (`npm run typecheck`, tsconfig.json) reaches the web app's AI worker through
// the Node tests that import the play controller (seats.test.ts, napoleonics-rest.test.ts), and with
// it web/src/neural-search.ts's vite asset imports (`…?url`). Vite's client types declare them for
// the web build (web/tsconfig.json); this declares the same shape for the root check.
declare module '*?url' {
  const url: string;
  export default url;
}
