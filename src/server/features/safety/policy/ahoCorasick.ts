/**
 * A small Aho-Corasick automaton over ASCII strings, for the rule prefilter
 * (docs/decisions/0106-rule-prefilter.md): one pass over a text finds every listed string in it.
 * The transitions are a dense table over the characters the strings use; any other character
 * goes back to the root, since no string goes through it.
 */
export interface LiteralAutomaton {
  /** Calls `found(id)` for each listed string in `text`; `found` returns false to skip the ones
   * it already has (every shorter string ending there was reported with it). */
  scan(text: string, found: (id: number) => boolean): void;
}

export function buildAutomaton(strings: readonly string[]): LiteralAutomaton {
  const symbolOf = new Int16Array(128).fill(-1);
  let symbols = 0;
  for (const s of strings)
    for (let i = 0; i < s.length; i += 1) {
      const code = s.charCodeAt(i);
      if (code >= 128) throw new Error(`not an ASCII string: ${s}`);
      if (symbolOf[code] < 0) symbolOf[code] = symbols++;
    }

  // The trie: children in a growing table, filled in to a full automaton below.
  let capacity = 1024;
  let next = new Int32Array(capacity * symbols).fill(-1);
  const ends: number[] = [-1];
  let states = 1;
  strings.forEach((s, id) => {
    let state = 0;
    for (let i = 0; i < s.length; i += 1) {
      const slot = state * symbols + symbolOf[s.charCodeAt(i)];
      if (next[slot] < 0) {
        if (states === capacity) {
          capacity *= 2;
          const grown = new Int32Array(capacity * symbols).fill(-1);
          grown.set(next);
          next = grown;
        }
        next[slot] = states++;
        ends.push(-1);
      }
      state = next[slot];
    }
    ends[state] = id;
  });

  // Breadth first: each state's failure link, the nearest state on it that ends a string, and the
  // missing transitions taken from the failure state.
  const fail = new Int32Array(states);
  const output = new Int32Array(states).fill(-1);
  const queue = new Int32Array(states);
  let head = 0;
  let tail = 0;
  for (let symbol = 0; symbol < symbols; symbol += 1) {
    const child = next[symbol];
    if (child < 0) next[symbol] = 0;
    else queue[tail++] = child;
  }
  while (head < tail) {
    const state = queue[head++];
    const failState = fail[state];
    output[state] = ends[failState] >= 0 ? failState : output[failState];
    for (let symbol = 0; symbol < symbols; symbol += 1) {
      const slot = state * symbols + symbol;
      const child = next[slot];
      const viaFail = next[failState * symbols + symbol];
      if (child < 0) next[slot] = viaFail;
      else {
        fail[child] = viaFail;
        queue[tail++] = child;
      }
    }
  }

  return {
    scan(text, found) {
      let state = 0;
      for (let i = 0; i < text.length; i += 1) {
        const code = text.charCodeAt(i);
        const symbol = code < 128 ? symbolOf[code] : -1;
        state = symbol < 0 ? 0 : next[state * symbols + symbol];
        for (let at = ends[state] >= 0 ? state : output[state]; at > 0; at = output[at])
          if (!found(ends[at])) break;
      }
    },
  };
}
