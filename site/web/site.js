// Each problem's widget: the judge's input in, the crate's own answer, explanation and
// picture of the states out, computed by the WebAssembly in a Web Worker that the Stop
// button (or new input) ends and replaces.
"use strict";

// The WebAssembly's modules, each compiled once for the page: a binary's, and the
// picture's layout (`picture`), which every page shares. Each is a classic script at
// `wasm/<name>.js` beside this one that puts its bytes in base64 into
// `self.GAMEBITS_WASM[name]` (a script, since a page opened from disk may not fetch a
// file). A page names its binary's script itself; the others are loaded when needed.
const gamebitsModules = new Map();
const gamebitsRoot = new URL(".", document.currentScript.src);

// The module `name`, compiled (loading its script first if the page has not): a
// promise of it, rejected if its script fails to load.
function gamebitsModule(name) {
  if (!gamebitsModules.has(name)) {
    const compiled = gamebitsScript(name).then((base64) => WebAssembly.compile(decoded(base64)));
    compiled.catch(() => gamebitsModules.delete(name));
    gamebitsModules.set(name, compiled);
  }
  return gamebitsModules.get(name);
}

// The base64 of the module `name`, its script loaded if it is not yet.
function gamebitsScript(name) {
  const loaded = () => (self.GAMEBITS_WASM || {})[name];
  if (loaded()) return Promise.resolve(loaded());
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = new URL(`wasm/${name}.js`, gamebitsRoot).href;
    script.onload = () => (loaded() ? resolve(loaded()) : reject(new Error(`no module ${name}`)));
    script.onerror = () => reject(new Error(`cannot load the module ${name}`));
    document.head.append(script);
  });
}

// The bytes of `base64`: by the browser's own decoder where it has one (a module's
// hundreds of kilobytes in a millisecond, where a loop of `charCodeAt` takes tens).
function decoded(base64) {
  if (Uint8Array.fromBase64) return Uint8Array.fromBase64(base64);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

// A new worker holding the module `name`: the worker starts while the module compiles.
async function startWorker(name) {
  const early = gamebitsEarly.get(name);
  if (early) {
    gamebitsEarly.delete(name);
    return early;
  }
  const source = `(${gamebitsWorker.toString()})()`;
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  const worker = new Worker(url);
  URL.revokeObjectURL(url);
  try {
    worker.postMessage({ module: await gamebitsModule(name) });
  } catch (error) {
    worker.terminate();
    throw error;
  }
  return worker;
}

// Loads the practice's script (practice.js, which starts each widget's practice section)
// once for the page: after a widget's first answer, which it must not delay. An embed
// has it already, inside embed.js.
let gamebitsPracticeScript = null;
function loadPractice() {
  if (gamebitsPracticeScript || typeof startPractice === "function") return;
  gamebitsPracticeScript = document.createElement("script");
  gamebitsPracticeScript.src = new URL("practice.js", gamebitsRoot).href;
  document.head.append(gamebitsPracticeScript);
}

// The worker of the page's own binary, started as this script runs (its `data-binary`,
// widget.html), before the rest of the page is parsed and laid out: the widget's first
// run takes it, its module compiled and the worker up by then.
const gamebitsEarly = new Map();
const gamebitsBinary = document.currentScript.dataset.binary;
if (gamebitsBinary) {
  const early = startWorker(gamebitsBinary);
  early.catch(() => gamebitsEarly.delete(gamebitsBinary));
  gamebitsEarly.set(gamebitsBinary, early);
}

// One request to `worker` (worker.js's `call`: `{ call, parts, args }`); its answer,
// `{ outcome, ms }` (the outcome a JSON value, with a field `error` if it is one), or
// null if the worker fails.
function request(worker, message) {
  return new Promise((resolve) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.onerror = () => resolve(null);
    worker.postMessage(message);
  });
}

// What the page asks a binary's run for (site/src/exports.rs `run`).
const ANSWER = 0;
const EXPLANATION = 1;
const PICTURE = 2;
const STEPS_ASKED = 3;
// How many lines the explanation shows, states the picture and steps the Steps section
// (steps.js), as the binaries' own defaults (--explain, --explain=dot, --explain=steps).
const LINES = 200;
const STATES = 200;
const STEPS = 200;
// How long to wait after a key before running, so that typing is not slowed.
const TYPING_MS = 150;
// Above this many bytes a file's text is not put in the text box.
const SHOWN_BYTES = 1 << 20;

// A part of a line of the explanation: its words, in a span with the id of the state
// they name (`data-state`) where they name one.
function namedPart({ text, state }) {
  if (state === undefined) return text;
  const span = document.createElement("span");
  span.className = "named-state";
  span.dataset.state = state;
  span.textContent = text;
  return span;
}

class Widget {
  constructor(root) {
    this.root = root;
    this.binary = root.dataset.binary;
    this.timeMs = Number(root.dataset.timeMs);
    this.samples = JSON.parse(root.querySelector(".samples").textContent);
    this.box = root.querySelector(".input");
    this.answer = root.querySelector(".answer");
    this.lines = root.querySelector(".explanation .lines");
    this.states = root.querySelector(".states");
    this.note = root.querySelector(".picture-note");
    this.working = root.querySelector(".working");
    this.progress = root.querySelector(".progress");
    this.source = root.querySelector(".source");
    this.menu = root.querySelector(".sample");
    this.zoom = 1;
    this.worker = null;
    this.runs = 0;
    // Settled once the first run has its answer, or has ended without: the play section
    // starts its worker only then (play.js), leaving the cores to the first answer.
    root.gamebitsFirstAnswer = new Promise((resolve) => (this.firstAnswered = resolve));
    if (root.querySelector(".practice")) root.gamebitsFirstAnswer.then(loadPractice);
    this.listen();
    // The page opens on the input it is given (data-input: an embed's, embedded.js), or
    // on its first sample, or the one it names (data-sample), answered.
    if (root.dataset.input !== undefined) {
      this.box.value = root.dataset.input;
      this.solve(new TextEncoder().encode(root.dataset.input));
    } else if (this.samples.length > 0) {
      this.menu.value = root.dataset.sample || this.samples[0].name;
      this.chooseSample(this.menu.value);
    } else {
      // Nothing to answer at first: nothing to wait for.
      this.firstAnswered();
    }
  }

  listen() {
    const r = this.root;
    this.box.addEventListener("input", () => {
      this.source.textContent = "";
      this.menu.value = "";
      clearTimeout(this.typing);
      this.typing = setTimeout(() => this.solve(new TextEncoder().encode(this.box.value)), TYPING_MS);
    });
    this.menu.addEventListener("change", (event) => this.chooseSample(event.target.value));
    r.querySelector(".file").addEventListener("change", (event) => this.openFile(event.target.files[0]));
    this.box.addEventListener("dragover", (event) => event.preventDefault());
    this.box.addEventListener("drop", (event) => {
      event.preventDefault();
      this.openFile(event.dataTransfer.files[0]);
    });
    r.querySelector(".stop").addEventListener("click", () => this.stop("stopped"));
    r.querySelector(".zoom-in").addEventListener("click", () => this.setZoom(this.zoom * 1.25));
    r.querySelector(".zoom-out").addEventListener("click", () => this.setZoom(this.zoom / 1.25));
    r.querySelector(".zoom-fit").addEventListener("click", () => this.setZoom(0));
  }

  chooseSample(name) {
    const sample = this.samples.find((s) => s.name === name);
    if (!sample) return;
    const bytes = Uint8Array.from(atob(sample.input), (c) => c.charCodeAt(0));
    this.box.value = new TextDecoder().decode(bytes);
    this.source.textContent = `sample ${name}: its exact bytes are the input`;
    this.solve(bytes);
  }

  async openFile(file) {
    if (!file) return;
    this.clear();
    this.menu.value = "";
    const bytes = new Uint8Array(await file.arrayBuffer());
    const shown = bytes.length <= SHOWN_BYTES;
    this.box.value = shown ? new TextDecoder().decode(bytes) : "";
    this.source.textContent = `${file.name}, ${bytes.length} bytes: the whole file is the input` +
      (shown ? "" : " (too long to show here; type here to replace it)");
    this.solve(bytes);
  }

  // Ends the run under way, if any, with the worker that runs it; a person's Stop says
  // so in the page.
  stop(why) {
    clearInterval(this.ticking);
    for (const worker of [this.worker, this.layout]) {
      if (worker) worker.terminate();
    }
    this.worker = null;
    this.layout = null;
    if (why === "stopped") this.firstAnswered();
    if (why === "stopped" && this.root.dataset.state === "working") {
      this.runs++;
      this.progress.textContent = `Stopped after ${this.seconds()} s: no answer.`;
      this.root.querySelector(".stop").hidden = true;
      this.root.dataset.state = "stopped";
    }
  }

  seconds() {
    return ((performance.now() - this.started) / 1000).toFixed(1);
  }

  // Ends the run under way and empties what it showed.
  clear() {
    this.stop("replaced");
    this.answer.textContent = "";
    this.lines.textContent = "";
    this.states.textContent = "";
    this.note.textContent = "";
    this.root.dataset.state = "working";
    delete this.root.dataset.answerMs;
    delete this.root.dataset.answeredAt;
    delete this.root.dataset.refused;
  }

  // Runs the binary on `bytes`: the answer first, then the explanation, then the picture.
  async solve(bytes) {
    this.clear();
    // For the play section (play.js): the input its game is set up from.
    this.root.gamebitsInput = bytes;
    this.root.dispatchEvent(new CustomEvent("gamebits-input", { detail: bytes }));
    const run = ++this.runs;
    this.started = performance.now();
    this.working.hidden = false;
    this.root.querySelector(".stop").hidden = false;
    const worker = await startWorker(this.binary);
    if (run !== this.runs) return worker.terminate();
    this.worker = worker;
    const tick = () => {
      const past = performance.now() - this.started > this.timeMs ? ", past the judge's time limit" : "";
      this.progress.textContent = `Working: ${this.seconds()} s${past}.`;
    };
    tick();
    this.ticking = setInterval(tick, 250);
    const answer = await this.ask(run, bytes, ANSWER, 0);
    this.firstAnswered();
    if (!answer) return;
    const refused = answer.outcome.error !== undefined;
    this.answer.textContent = refused ? `error: ${answer.outcome.error}` : answer.outcome.answer;
    this.root.dataset.answerMs = answer.ms.toFixed(1);
    this.root.dataset.answeredAt = performance.now().toFixed(1);
    if (refused) {
      this.root.dataset.refused = "";
      this.lines.textContent = "The input is refused: see the answer.";
      this.note.textContent = "No states: the input is refused.";
      return this.done(run);
    }
    const explanation = await this.ask(run, bytes, EXPLANATION, LINES);
    if (!explanation) return;
    this.showExplanation(explanation.outcome);
    const picture = await this.ask(run, bytes, PICTURE, STATES);
    if (!picture) return;
    const laid = await this.layOut(run, picture.outcome);
    if (!laid) return;
    this.showPicture(laid);
    // For the Steps section (steps.js): the table's steps, or why there are none. A
    // binary that records no steps says so on every input: it is asked once a page.
    if (this.recordsNoSteps) return this.done(run);
    const steps = await this.ask(run, bytes, STEPS_ASKED, STEPS);
    if (!steps) return;
    this.recordsNoSteps = steps.outcome.refused === "lacking";
    this.root.gamebitsSteps = steps.outcome;
    this.root.dispatchEvent(new CustomEvent("gamebits-steps", { detail: steps.outcome }));
    this.done(run);
  }

  done(run) {
    if (run !== this.runs) return;
    clearInterval(this.ticking);
    this.working.hidden = true;
    this.root.dataset.state = "done";
  }

  // The binary run on `input` as `asked` says, with at most `limit` lines, states or
  // steps (0: no limit); null if the run was stopped or replaced meanwhile.
  async ask(run, input, asked, limit) {
    const worker = this.worker;
    if (!worker || run !== this.runs) return null;
    const answer = await request(worker, { call: "run", parts: [this.binary, input], args: [asked, limit] });
    return answer && run === this.runs && this.worker === worker ? answer : null;
  }

  // The picture (site/src/values.rs: its DOT and its note) laid out by the picture's
  // module (site/src/picture.rs), in a worker of its own, the Stop button ending it too:
  // `{ svg, note }`, or an error; null if the run was stopped or replaced meanwhile.
  async layOut(run, picture) {
    if (picture.error !== undefined) return picture;
    let worker;
    try {
      worker = await startWorker("picture");
    } catch (error) {
      return { error: error.message };
    }
    if (run !== this.runs) return worker.terminate();
    this.layout = worker;
    const laid = await request(worker, { call: "layout", parts: [picture.dot] });
    worker.terminate();
    if (run !== this.runs || this.layout !== worker) return null;
    this.layout = null;
    if (!laid) return { error: "the picture's layout failed" };
    return { ...laid.outcome, note: picture.note };
  }

  // The explanation's blocks (site/src/values.rs): a run of W/L rows as a table (with
  // the mark of rows left out among them), witnesses as checked facts, lines by their
  // parts (each that names a state marked with its id, which play makes a button),
  // marks as they are; then the answer, its last line apart.
  showExplanation({ blocks, answer }) {
    const out = document.createDocumentFragment();
    let table = null;
    for (const block of blocks) {
      if (block.kind === "row" || (block.kind === "left-out" && block.of === "rows" && table)) {
        if (!table) {
          table = document.createElement("table");
          table.className = "values";
          table.innerHTML = "<thead><tr><th scope=\"col\">state</th><th scope=\"col\">value</th></tr></thead><tbody></tbody>";
          out.append(table);
        }
        const tr = table.tBodies[0].insertRow();
        if (block.kind === "row") {
          tr.dataset.state = block.state;
          tr.insertCell().textContent = block.name;
          const value = tr.insertCell();
          value.textContent = block.value;
          value.className = block.value === "W" ? "win" : "lose";
        } else {
          const cell = tr.insertCell();
          cell.colSpan = 2;
          cell.textContent = block.text;
        }
        continue;
      }
      table = null;
      const p = document.createElement("p");
      if (block.kind === "witness") {
        p.className = "witness";
        p.textContent = `✓ checked fact (${block.of}): ${block.values.join(" ")}`;
        p.title = "A witness line: the tests check it against the input with code of their own.";
      } else if (block.kind === "line") {
        p.append(...block.parts.map(namedPart));
      } else {
        p.textContent = block.text;
      }
      out.append(p);
    }
    // An answer of many lines: each but the last on its own, as before the last.
    const lines = answer.split("\n");
    const last = document.createElement("p");
    last.className = "final";
    last.textContent = `Answer: ${lines.pop()}`;
    for (const line of lines) {
      const p = document.createElement("p");
      p.textContent = line;
      out.append(p);
    }
    out.append(last);
    this.lines.replaceChildren(out);
  }

  // The picture (site/src/values.rs): its SVG, and its note if it left states out.
  showPicture(picture) {
    if (picture.error !== undefined) {
      this.note.textContent = `No picture: ${picture.error}.`;
      return;
    }
    const svg = new DOMParser().parseFromString(picture.svg, "image/svg+xml").documentElement;
    this.note.textContent = picture.note === null ? "" : `The picture is cut: ${picture.note}.`;
    svg.dataset.width = svg.getAttribute("width");
    svg.dataset.height = svg.getAttribute("height");
    this.states.replaceChildren(document.importNode(svg, true));
    this.setZoom(this.zoom);
  }

  // Scales the picture by `zoom` (0: to the width it has).
  setZoom(zoom) {
    const svg = this.states.querySelector("svg");
    if (!svg) return;
    const width = Number(svg.dataset.width);
    this.zoom = zoom > 0 ? zoom : Math.min(1, this.states.clientWidth / width);
    svg.setAttribute("width", width * this.zoom);
    svg.setAttribute("height", Number(svg.dataset.height) * this.zoom);
  }
}

// Starts the widget `root`: its runs, then its play and Steps sections if it has them
// (play.js and steps.js, loaded after this file; start.js calls this for a page's
// widgets, embed.js for its elements').
function startWidget(root) {
  new Widget(root);
  const play = root.querySelector(".play");
  if (play) new Play(root, play);
  const steps = root.querySelector(".steps");
  if (steps) new Stepper(root, steps);
}
