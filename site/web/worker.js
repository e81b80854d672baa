// The Web Worker that runs the crate's WebAssembly off the page's main thread. Its code
// is this function's text, started from a Blob URL, since a page opened from disk may
// not start a worker from a file.
function gamebitsWorker() {
  let module = null;
  let exports = null;

  // The module's exports, instantiated afresh after a run that trapped.
  function instance() {
    if (exports === null) {
      exports = new WebAssembly.Instance(module, {}).exports;
    }
    return exports;
  }

  // One call of the module (site/src/exports.rs, site/src/play.rs): the `parts` (bytes,
  // or text written as UTF-8) one after another in its buffer, then the export
  // `name` given the length of each part but the last, then the numbers `args`. Its outcome
  // is a JSON value, read back.
  function call({ call: name, parts, args = [] }) {
    const e = instance();
    const encoder = new TextEncoder();
    const bytes = parts.map((part) => (typeof part === "string" ? encoder.encode(part) : part));
    let at = e.buffer(bytes.reduce((sum, part) => sum + part.length, 0));
    for (const part of bytes) {
      new Uint8Array(e.memory.buffer).set(part, at);
      at += part.length;
    }
    e[name](...bytes.slice(0, -1).map((part) => part.length), ...args);
    const outcome = new Uint8Array(e.memory.buffer, e.outcome(), e.outcome_len());
    return JSON.parse(new TextDecoder().decode(outcome));
  }

  onmessage = (event) => {
    const message = event.data;
    if (message.module) {
      // Instantiated now, while the page has not asked yet.
      module = message.module;
      instance();
      return;
    }
    const start = performance.now();
    let outcome;
    try {
      outcome = call(message);
    } catch (error) {
      // A panic traps (WebAssembly here does not unwind): the next run starts afresh.
      exports = null;
      outcome = { error: `internal error: ${error.message}`, refused: "trap" };
    }
    postMessage({ outcome, ms: performance.now() - start });
  };
}
