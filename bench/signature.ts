// Prints the search signature (`Bench: N`, tests/core/perft-signature.ts) of the release build:
// the number tests/core/perft-signature.test.ts locks (it uses the debug build; both must agree).
// Usage: npm run bench:signature
import { searchSignature } from '../tests/core/perft-signature.js';

searchSignature('release')
  .then((s) => {
    for (const p of s.parts) console.log(`${p.name}: perft ${p.perft.join(' ')}, search ${p.sims} sims -> ${p.action}, random playouts ${p.playoutSteps} steps`);
    console.log(`Bench: ${s.value}`);
  })
  .catch((e: unknown) => {
    console.error(`bench: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
