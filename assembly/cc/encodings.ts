// Encodings for learning (exports to JavaScript, re-exported by index.ts): observation and legal
// mask buffers of this instance, the policy index of an action and back (assembly/cc/encode.ts), and
// the policy-index block table (PolicyBlock x PolicyField, read by src/core/policy-blocks.ts).
import { MAX_HEX } from "../common/geometry";
// ---- encodings for learning (issue 5) ---------------------------------------------------------------
export { OBS_VERSION, ACTION_VERSION, OBS_PLANES, OBS_GLOBALS, POLICY_SIZE, PolicyBlock, PolicyField, policyBlock, policyBlockCount } from "./encode";
import { observe as encodeObs, obsSize as encodeObsSize, legalMask as encodeMask, policyIndex as encodeIndex, actionAtIndex as encodeAction } from "./encode";
let obsBuf: usize = 0;
let maskBuf: usize = 0;
/** Writes `viewer`'s observation into the instance's observation buffer; returns its pointer. */
export function observe(s: usize, viewer: i32): usize {
  if (obsBuf == 0) obsBuf = heap.alloc(<usize>(OBS_PLANES_MAX * MAX_HEX + OBS_GLOBALS_MAX) << 2);
  encodeObs(s, viewer, obsBuf);
  return obsBuf;
}
export function obsSize(): i32 { return encodeObsSize(); }
/** Writes the legality mask over the policy index into the instance's mask buffer; returns its pointer. */
export function legalMaskPtr(s: usize): usize {
  if (maskBuf == 0) maskBuf = heap.alloc(<usize>POLICY_SIZE_MAX); // any ruleset's size fits
  encodeMask(s, maskBuf);
  return maskBuf;
}
export function policyIndexOf(code: i32, viewer: i32): i32 { return encodeIndex(code, viewer); }
export function actionAtPolicyIndex(s: usize, p: i32): i32 { return encodeAction(s, p); }
import { POLICY_SIZE_MAX, OBS_GLOBALS_MAX, OBS_PLANES_MAX } from "./encode";
