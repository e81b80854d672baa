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

  // One run: the binary `binary` on the bytes `input`, as `asked` says (0 answer,
  // 1 explanation, 2 picture, 3 steps) with at most `limit` lines, states or steps
  // (0: no limit).
  function run(binary, input, asked, limit) {
    const e = instance();
    const name = new TextEncoder().encode(binary);
    const at = e.buffer(name.length + input.length);
    const memory = new Uint8Array(e.memory.buffer);
    memory.set(name, at);
    memory.set(input, at + name.length);
    const status = e.run(name.length, asked, limit);
    const text = new TextDecoder().decode(
      new Uint8Array(e.memory.buffer, e.outcome(), e.outcome_len()));
    return { status, text };
  }

  // The outcome of the last call, as text.
  function outcome(e) {
    return new TextDecoder().decode(new Uint8Array(e.memory.buffer, e.outcome(), e.outcome_len()));
  }

  // One step of play (site/web/play.js): `start` the game of `binary` on `input` with
  // `options` (lines `--name value`), or answer the player's `line`; with the moves
  // listed after it.
  function play(message) {
    const e = instance();
    const encoder = new TextEncoder();
    const parts = message.start
      ? [encoder.encode(message.binary), encoder.encode(message.options), message.input]
      : [encoder.encode(message.line)];
    const at = e.buffer(parts.reduce((sum, part) => sum + part.length, 0));
    let offset = at;
    for (const part of parts) {
      new Uint8Array(e.memory.buffer).set(part, offset);
      offset += part.length;
    }
    const status = message.start ? e.play_start(parts[0].length, parts[1].length) : e.play_line();
    const text = outcome(e);
    const listed = e.play_moves() === 0 ? outcome(e) : "";
    return { status, text, listed };
  }

  // One question about the game in play (site/web/play.js), its `lines` in the buffer:
  // `play_from`, where play can start from the names chosen (the start's name, then a
  // line `--name value` for each option; empty where it cannot); `play_named`, where
  // the explanation's lines name starts (a line `i from to` for each).
  function askGame(asked, lines) {
    const e = instance();
    const bytes = new TextEncoder().encode(lines.join("\n"));
    const at = e.buffer(bytes.length);
    new Uint8Array(e.memory.buffer).set(bytes, at);
    const status = e[asked]();
    return { status, text: outcome(e) };
  }

  onmessage = (event) => {
    const message = event.data;
    if (message.module) {
      module = message.module;
      return;
    }
    const start = performance.now();
    let outcome;
    try {
      outcome = message.from
        ? askGame("play_from", message.from)
        : message.named
        ? askGame("play_named", message.named)
        : message.play
        ? play(message)
        : run(message.binary, message.input, message.asked, message.limit);
    } catch (error) {
      // A panic traps (WebAssembly here does not unwind): the next run starts afresh.
      exports = null;
      outcome = { status: 1, text: `internal error: ${error.message}` };
    }
    outcome.id = message.id;
    outcome.ms = performance.now() - start;
    postMessage(outcome);
  };
}
