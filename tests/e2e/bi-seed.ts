// The seed of the browser test's Frœschwiller game (bi-play.test.ts), checked in Node by
// bi-policy.test.ts: with it the scripted Prussian turn has a fire, a melee and a morale check.
export const BI_E2E_SEED = 7;
