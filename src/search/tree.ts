// MCTS tree in flat typed arrays (CONVENTIONS 12): no object per node. A node stands for the
// action that leads to it (open loop: chance outcomes are not nodes, and the same node is shared by
// every determinization in which its action is legal). Children form a singly linked list.
//
//   index:      0 = root, 1.. = nodes in creation order
//   action[i]   the action code taken at the parent (root: -1)
//   mover[i]    the side of the seat that took it (GameDef.sideOf; Ancients: 0 bottom, 1 top)
//   first[i]    first child, -1 if none        next[i]  next sibling, -1 if last
//   visits[i]   visits through this node       value[i] sum of values for `mover` (in [-1,1] each)
//   avail[i]    times the action was legal when its parent was visited (IS-MCTS availability)
//   count[i]    number of children
// Memory per node: 4+1+4+4+4+8+4+4 = 33 bytes (see `bytesPerNode`). Owner: one search at a time.

export class Tree {
  size = 0;
  action: Int32Array;
  mover: Int8Array;
  first: Int32Array;
  next: Int32Array;
  visits: Int32Array;
  value: Float64Array;
  avail: Int32Array;
  count: Int32Array;

  constructor(capacity = 1 << 14) {
    this.action = new Int32Array(capacity);
    this.mover = new Int8Array(capacity);
    this.first = new Int32Array(capacity);
    this.next = new Int32Array(capacity);
    this.visits = new Int32Array(capacity);
    this.value = new Float64Array(capacity);
    this.avail = new Int32Array(capacity);
    this.count = new Int32Array(capacity);
  }

  static readonly bytesPerNode = 4 + 1 + 4 + 4 + 4 + 8 + 4 + 4;

  /** Empties the tree and creates the root. */
  reset(): void {
    this.size = 0;
    this.add(-1, -1, -1);
  }

  private grow(): void {
    const cap = this.action.length * 2;
    const g = <T extends Int32Array | Int8Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as { new (n: number): T })(cap);
      b.set(a);
      return b;
    };
    this.action = g(this.action);
    this.mover = g(this.mover);
    this.first = g(this.first);
    this.next = g(this.next);
    this.visits = g(this.visits);
    this.value = g(this.value);
    this.avail = g(this.avail);
    this.count = g(this.count);
  }

  /** Adds a child of `parent` (or the root when parent = -1); returns its index. */
  add(parent: number, action: number, mover: number): number {
    if (this.size === this.action.length) this.grow();
    const i = this.size++;
    this.action[i] = action;
    this.mover[i] = mover;
    this.first[i] = -1;
    this.visits[i] = 0;
    this.value[i] = 0;
    this.avail[i] = 0;
    this.count[i] = 0;
    if (parent >= 0) {
      this.next[i] = this.first[parent];
      this.first[parent] = i;
      this.count[parent]++;
    } else this.next[i] = -1;
    return i;
  }

  /** The child of `parent` for `action`, or -1. */
  child(parent: number, action: number): number {
    for (let c = this.first[parent]; c >= 0; c = this.next[c]) if (this.action[c] === action) return c;
    return -1;
  }

  childCount(parent: number): number {
    return this.count[parent];
  }
}
