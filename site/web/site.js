// Each problem's widget: the judge's input in, the crate's own answer, explanation and
// picture of the states out, computed by the WebAssembly in a Web Worker that the Stop
// button (or new input) ends and replaces.
"use strict";

// The compiled module, once for the page and only on a page with a widget: the bytes
// are in gamebits-wasm.js (a script, since a page opened from disk may not fetch a file).
let gamebitsModule = null;

// A new worker holding the module.
async function startWorker() {
  if (gamebitsModule === null) {
    gamebitsModule = WebAssembly.compile(
      Uint8Array.from(atob(GAMEBITS_WASM), (c) => c.charCodeAt(0)));
  }
  const source = `(${gamebitsWorker.toString()})()`;
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  const worker = new Worker(url);
  URL.revokeObjectURL(url);
  worker.postMessage({ module: await gamebitsModule });
  return worker;
}

// How many lines the explanation shows, states the picture and steps the Steps section
// (steps.js), as the binaries' own defaults (--explain, --explain=dot, --explain=steps).
const LINES = 200;
const STATES = 200;
const STEPS = 200;
// How long to wait after a key before running, so that typing is not slowed.
const TYPING_MS = 150;
// Above this many bytes a file's text is not put in the text box.
const SHOWN_BYTES = 1 << 20;

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
    this.listen();
    // The page opens on its first sample, or the one it names (data-sample), answered.
    if (this.samples.length > 0) {
      this.menu.value = root.dataset.sample || this.samples[0].name;
      this.chooseSample(this.menu.value);
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
    if (this.worker) {
      this.worker.terminate();
      this.worker = null;
    }
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
    const worker = await startWorker();
    if (run !== this.runs) return worker.terminate();
    this.worker = worker;
    const tick = () => {
      const past = performance.now() - this.started > this.timeMs ? ", past the judge's time limit" : "";
      this.progress.textContent = `Working: ${this.seconds()} s${past}.`;
    };
    tick();
    this.ticking = setInterval(tick, 250);
    const answer = await this.ask(run, bytes, 0, 0);
    if (!answer) return;
    this.answer.textContent = answer.status === 0 ? answer.text : `error: ${answer.text}`;
    this.root.dataset.answerMs = answer.ms.toFixed(1);
    this.root.dataset.answeredAt = performance.now().toFixed(1);
    if (answer.status !== 0) {
      this.lines.textContent = "The input is refused: see the answer.";
      this.note.textContent = "No states: the input is refused.";
      return this.done(run);
    }
    const explanation = await this.ask(run, bytes, 1, LINES);
    if (!explanation) return;
    this.showExplanation(explanation.text);
    const picture = await this.ask(run, bytes, 2, STATES);
    if (!picture) return;
    this.showPicture(picture);
    // For the Steps section (steps.js): the table's steps, or why there are none. A
    // binary that records no steps says so on every input: it is asked once a page.
    if (this.recordsNoSteps) return this.done(run);
    const steps = await this.ask(run, bytes, 3, STEPS);
    if (!steps) return;
    this.recordsNoSteps = steps.status !== 0 && steps.text.includes("records no steps");
    this.root.gamebitsSteps = steps;
    this.root.dispatchEvent(new CustomEvent("gamebits-steps", { detail: steps }));
    this.done(run);
  }

  done(run) {
    if (run !== this.runs) return;
    clearInterval(this.ticking);
    this.working.hidden = true;
    this.root.dataset.state = "done";
  }

  // One request to the worker; null if the run was stopped or replaced meanwhile.
  ask(run, input, asked, limit) {
    const worker = this.worker;
    return new Promise((resolve) => {
      if (!worker || run !== this.runs) return resolve(null);
      worker.onmessage = (event) => resolve(run === this.runs && this.worker === worker ? event.data : null);
      worker.onerror = () => resolve(null);
      worker.postMessage({ id: run, binary: this.binary, input, asked, limit });
    });
  }

  // The explanation's lines: a run of rows that each end in W or L as a table, witness
  // lines as checked facts, the answer (the last line) apart.
  showExplanation(text) {
    const lines = text.replace(/\n$/, "").split("\n");
    const answer = lines.pop();
    const out = document.createDocumentFragment();
    let table = null;
    for (const line of lines) {
      // A row names a state in a few words, no sentence: "10 L", not "10 is L: … 1 W".
      const row = line.match(/^([^:]*\S) ([WL])$/);
      const skipped = /^… .* left out .*…$/.test(line);
      if (row || (skipped && table)) {
        if (!table) {
          table = document.createElement("table");
          table.className = "values";
          table.innerHTML = "<thead><tr><th scope=\"col\">state</th><th scope=\"col\">value</th></tr></thead><tbody></tbody>";
          out.append(table);
        }
        const tr = table.tBodies[0].insertRow();
        if (row) {
          tr.insertCell().textContent = row[1];
          const value = tr.insertCell();
          value.textContent = row[2];
          value.className = row[2] === "W" ? "win" : "lose";
        } else {
          const cell = tr.insertCell();
          cell.colSpan = 2;
          cell.textContent = line;
        }
        continue;
      }
      table = null;
      const p = document.createElement("p");
      const witness = line.match(/^witness ([^:]+): (.*)$/);
      if (witness) {
        p.className = "witness";
        p.textContent = `✓ checked fact (${witness[1]}): ${witness[2]}`;
        p.title = "A witness line: the tests check it against the input with code of their own.";
      } else {
        p.textContent = line;
      }
      out.append(p);
    }
    const last = document.createElement("p");
    last.className = "final";
    last.textContent = `Answer: ${answer}`;
    out.append(last);
    this.lines.replaceChildren(out);
  }

  showPicture(picture) {
    if (picture.status !== 0) {
      this.note.textContent = `No picture: ${picture.text}.`;
      return;
    }
    const cut = picture.text.indexOf("\n");
    const note = picture.text.slice(0, cut);
    const svg = new DOMParser().parseFromString(picture.text.slice(cut + 1), "image/svg+xml").documentElement;
    this.note.textContent = note ? `The picture is cut: ${note}.` : "";
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

for (const root of document.querySelectorAll(".gamebits")) {
  new Widget(root);
}
