// A problem's "Your solution" section: the student's Python or JavaScript, kept in the
// browser per problem and language, run in a worker of its own (ended at the time
// limit: TLE), judged on the samples and stress-tested against the page's binary. The
// judging (the problem's checker), the random small cases and the shrinking are the
// registry's code in a WebAssembly module of their own (site/src/practice.rs), not
// written here, which the page loads only when the student first runs their code.
"use strict";

// The editor: a text area with a gutter of line numbers; Tab indents (two spaces in
// JavaScript, four in Python), Shift+Tab unindents, Enter keeps the line's indentation.
// Written here rather than CodeMirror 6 (hundreds of kilobytes in several packages and
// a bundler for a build that has none): a text area keeps the browser's own undo,
// search, selection and accessibility, and this is all it lacks.
class PracticeEditor {
  constructor(area, gutter, indent) {
    this.area = area;
    this.gutter = gutter;
    this.indent = indent;
    area.addEventListener("input", () => this.number());
    area.addEventListener("scroll", () => { gutter.scrollTop = area.scrollTop; });
    area.addEventListener("keydown", (event) => this.key(event));
  }

  // The gutter's numbers, one a line of the text.
  number() {
    const lines = this.area.value.split("\n").length;
    const numbers = [];
    for (let i = 1; i <= lines; i++) numbers.push(i);
    this.gutter.textContent = numbers.join("\n") + "\n";
    this.gutter.scrollTop = this.area.scrollTop;
  }

  set(text) {
    this.area.value = text;
    this.number();
  }

  // Replaces the selection with `text` through the browser's editing, so that undo
  // undoes it.
  insert(text) {
    if (!document.execCommand("insertText", false, text)) {
      this.area.setRangeText(text, this.area.selectionStart, this.area.selectionEnd, "end");
    }
    this.number();
  }

  key(event) {
    const area = this.area;
    const unit = this.indent();
    if (event.key === "Tab" && !event.ctrlKey && !event.altKey && !event.metaKey) {
      event.preventDefault();
      const { selectionStart: start, selectionEnd: end, value } = area;
      const first = value.lastIndexOf("\n", start - 1) + 1;
      if (!event.shiftKey && start === end) {
        this.insert(unit);
        return;
      }
      // Several lines chosen, or Shift+Tab: each line indented or unindented.
      const last = end > start && value[end - 1] === "\n" ? end - 1 : end;
      const lines = value.slice(first, last).split("\n");
      const changed = lines.map((line) => {
        if (!event.shiftKey) return unit + line;
        const spaces = line.match(/^ */)[0].length;
        return line.slice(Math.min(spaces, unit.length));
      });
      area.setSelectionRange(first, last);
      this.insert(changed.join("\n"));
      area.setSelectionRange(first, first + changed.join("\n").length);
    } else if (event.key === "Enter" && !event.ctrlKey && !event.altKey && !event.metaKey) {
      event.preventDefault();
      const { selectionStart: start, value } = area;
      const line = value.slice(value.lastIndexOf("\n", start - 1) + 1, start);
      let indentation = line.match(/^[ \t]*/)[0];
      // After a line that opens a block, one level more.
      if (/[:{[(]\s*$/.test(line)) indentation += unit;
      this.insert("\n" + indentation);
    }
  }
}

// The student's code, run in a worker of its own: a classic worker from a Blob URL for
// JavaScript (a page from disk may start one), a module worker holding Pyodide for
// Python, kept loaded between runs and started afresh only after one was ended.
class PracticeRunner {
  constructor(lang, limitMs) {
    this.lang = lang;
    this.limitMs = limitMs;
    this.worker = null;
    this.ready = null;
  }

  // A worker ready to run, started if there is none; a promise of it, or of an error
  // line if it cannot start.
  start() {
    if (this.ready) return this.ready;
    let worker;
    try {
      if (this.lang === "py") {
        worker = new Worker(new URL("practice-python.mjs", gamebitsRoot), { type: "module" });
      } else {
        const source = `(${practiceJavaScript.toString()})()`;
        const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
        worker = new Worker(url);
        URL.revokeObjectURL(url);
      }
    } catch (error) {
      return Promise.resolve(`the worker cannot start: ${error.message}`);
    }
    this.worker = worker;
    this.ready = new Promise((resolve) => {
      // Stop (`end`) while it loads ends the waiting too.
      this.starting = resolve;
      worker.onmessage = (event) => resolve(event.data.ready ? worker : event.data.error);
      worker.onerror = (event) => resolve(`the worker failed: ${event.message || "it cannot load"}`);
    });
    this.ready.then((ready) => { if (typeof ready === "string") this.end(); });
    return this.ready;
  }

  // Runs `code` on `input`: `{ stdout, ms }`, or `{ verdict, line }` for a run that
  // failed (CE, RE, TLE), or `{ error }` if the worker cannot run it.
  async run(code, input) {
    const worker = await this.start();
    if (typeof worker === "string") return { error: worker };
    return new Promise((resolve) => {
      const started = performance.now();
      // Stop (`end`) ends the run at once.
      this.stopping = () => {
        clearTimeout(timer);
        resolve({ verdict: "--", line: "stopped", ms: performance.now() - started });
      };
      const timer = setTimeout(() => {
        this.stopping = null;
        this.end();
        resolve({ verdict: "TLE", line: `ended at the time limit, ${this.limitMs / 1000} s`, ms: this.limitMs });
      }, this.limitMs);
      worker.onmessage = (event) => {
        clearTimeout(timer);
        this.stopping = null;
        const ms = performance.now() - started;
        if (event.data.broken) this.end();
        resolve({ ...event.data, ms });
      };
      worker.onerror = (event) => {
        clearTimeout(timer);
        this.stopping = null;
        this.end();
        resolve({ verdict: "RE", line: event.message || "the worker failed", ms: performance.now() - started });
      };
      worker.postMessage({ code, input });
    });
  }

  // Ends the worker, if any: the next run starts a new one.
  end() {
    if (this.stopping) this.stopping();
    if (this.starting) this.starting("stopped");
    this.stopping = null;
    this.starting = null;
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.ready = null;
  }
}

// The worker that runs a student's JavaScript, as Node would on a judge: its stdin the
// input (`require("fs").readFileSync(0)` or `"/dev/stdin"`, `readline`), its stdout
// what `console.log` and `process.stdout.write` write. Its code is this function's text.
function practiceJavaScript() {
  class Exit extends Error {}

  // The modules a judge's Node solution requires, on `input`.
  function modules(input, write) {
    const stdin = (file) => file === 0 || file === "/dev/stdin" || file === "/dev/fd/0";
    const fs = {
      readFileSync(file, options) {
        if (!stdin(file)) throw new Error(`ENOENT: no such file, open '${file}' (only stdin is here: 0 or "/dev/stdin")`);
        const encoding = typeof options === "string" ? options : options && options.encoding;
        if (encoding) return input;
        const bytes = new TextEncoder().encode(input);
        bytes.toString = () => input;
        return bytes;
      },
    };
    const lines = input.split("\n");
    if (lines[lines.length - 1] === "") lines.pop();
    const readline = {
      createInterface() {
        const handlers = { line: [], close: [] };
        const face = {
          on(name, handler) { (handlers[name] || []).push(handler); return face; },
          close() {},
          async *[Symbol.asyncIterator]() { yield* lines; },
        };
        // After the code's own lines have run, its handlers are given the input.
        setTimeout(() => {
          for (const line of lines) for (const handler of handlers.line) handler(line);
          for (const handler of handlers.close) handler();
        }, 0);
        return face;
      },
    };
    const process = {
      stdout: { write: (text) => { write(String(text)); return true; } },
      exit: (code = 0) => { throw new Exit(String(code)); },
      argv: ["node", "solution.js"],
      env: {},
    };
    const require = (name) => {
      const found = { fs, readline, "node:fs": fs, "node:readline": readline }[name];
      if (found === undefined) throw new Error(`Cannot find module '${name}' (here: fs, readline)`);
      return found;
    };
    return { require, process };
  }

  // The line and the number in the student's code of `error`, as the judge's stderr
  // would end: "TypeError: x is not a function (line 3)".
  function said(error) {
    const at = /solution\.js:(\d+)/.exec(String(error && error.stack));
    const line = `${error && error.name ? error.name + ": " : ""}${error && error.message !== undefined ? error.message : error}`;
    return at ? `${line} (line ${at[1]})` : line;
  }

  onmessage = async ({ data: { code, input } }) => {
    const out = [];
    const write = (text) => out.push(text);
    const print = (...values) => write(values.map(String).join(" ") + "\n");
    const console = { log: print, info: print, error() {}, warn() {}, debug() {} };
    const { require, process } = modules(input, write);
    let main;
    try {
      // On the code's own first line, so that its line numbers are the student's.
      main = (0, eval)(`(function (require, process, console, module, exports) {${code}\n})\n//# sourceURL=solution.js`);
    } catch (error) {
      postMessage({ verdict: "CE", line: said(error) });
      return;
    }
    try {
      const module = { exports: {} };
      await main(require, process, console, module, module.exports);
      // Callbacks (readline's) run, and what they print is waited for.
      for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    } catch (error) {
      if (!(error instanceof Exit) || error.message !== "0") {
        if (!(error instanceof Exit)) {
          postMessage({ verdict: "RE", line: said(error) });
          return;
        }
        postMessage({ verdict: "RE", line: `exit status ${error.message}` });
        return;
      }
    }
    postMessage({ stdout: out.join("") });
  };
  postMessage({ ready: true });
}

// What to do with the student's code, for one widget.
class Practice {
  constructor(root, section) {
    this.root = root;
    this.section = section;
    this.binary = root.dataset.binary;
    this.data = JSON.parse(section.querySelector(".practice-data").textContent);
    this.limits = JSON.parse(section.dataset.factors);
    this.lang = section.querySelector(".practice-lang");
    this.status = section.querySelector(".practice-status");
    this.results = section.querySelector(".practice-results");
    this.found = section.querySelector(".practice-found");
    this.stopButton = section.querySelector(".practice-stop");
    this.seed = section.querySelector(".practice-seed");
    this.seed.value = String(Math.floor(Math.random() * 1e9));
    this.editor = new PracticeEditor(section.querySelector(".practice-code"),
      section.querySelector(".practice-gutter"), () => (this.lang.value === "py" ? "    " : "  "));
    this.runners = {};
    // The WebAssembly's modules the practice calls, each in a worker of its own started
    // on its first call and kept: the page's binary's, the reference, and the
    // practice's (the section's `data-module`), the registry's code.
    this.module = section.dataset.module;
    this.workers = new Map();
    this.busy = false;
    this.stopped = false;
    const saved = localStorage.getItem(this.key("lang"));
    if (saved) this.lang.value = saved;
    this.load();
    this.listen();
    section.querySelector(".practice-form").disabled = false;
  }

  key(what) {
    return `gamebits:practice:${this.binary}:${what}`;
  }

  // The code kept for the language chosen, or its starting file.
  load() {
    const kept = localStorage.getItem(this.key(this.lang.value));
    this.editor.set(kept !== null ? kept : this.data.starts[this.lang.value]);
    this.section.querySelector(".practice-served").hidden = !(this.lang.value === "py" && location.protocol === "file:");
  }

  listen() {
    const s = this.section;
    this.editor.area.addEventListener("input", () => localStorage.setItem(this.key(this.lang.value), this.editor.area.value));
    this.lang.addEventListener("change", () => {
      localStorage.setItem(this.key("lang"), this.lang.value);
      this.load();
    });
    s.querySelector(".practice-reset").addEventListener("click", () => {
      localStorage.removeItem(this.key(this.lang.value));
      this.load();
    });
    s.querySelector(".practice-samples").addEventListener("click", () => this.guarded(() => this.samples()));
    s.querySelector(".practice-stress").addEventListener("click", () => this.guarded(() => this.stress()));
    this.stopButton.addEventListener("click", () => this.stop());
    s.querySelector(".practice-use").addEventListener("click", () => {
      const box = this.root.querySelector(".input");
      box.value = this.found.querySelector(".practice-found-input").textContent;
      box.dispatchEvent(new Event("input"));
      box.scrollIntoView({ block: "center" });
    });
  }

  // Runs `work` unless some is under way, with Stop enabled while it runs.
  async guarded(work) {
    if (this.busy) return;
    if (this.lang.value === "py" && location.protocol === "file:") {
      this.say("Python needs the served site: run cargo xtask site --serve and open http://127.0.0.1:8000/.");
      return;
    }
    this.busy = true;
    this.stopped = false;
    // The practice's module loads while the student's interpreter starts.
    this.worker(this.module).catch(() => {});
    this.stopButton.disabled = false;
    this.section.dataset.state = "working";
    try {
      await work();
    } catch (error) {
      this.say(`internal error: ${error.message}`);
    } finally {
      this.busy = false;
      this.stopButton.disabled = true;
      this.section.dataset.state = "done";
    }
  }

  stop() {
    this.stopped = true;
    const runner = this.runners[this.lang.value];
    if (runner) runner.end();
  }

  say(line) {
    this.status.textContent = line;
  }

  runner() {
    const lang = this.lang.value;
    if (!this.runners[lang]) this.runners[lang] = new PracticeRunner(lang, this.limits[lang]);
    return this.runners[lang];
  }

  // The worker of the module `name`, started if there is none: a promise of it.
  worker(name) {
    if (!this.workers.has(name)) {
      const started = startWorker(name);
      started.catch(() => this.workers.delete(name));
      this.workers.set(name, started);
    }
    return this.workers.get(name);
  }

  // A request to the WebAssembly's module `name`, in the practice's worker of it.
  async wasmCall(name, call, parts, args = []) {
    const answer = await request(await this.worker(name), { call, parts, args });
    if (answer === null) {
      this.workers.delete(name);
      return { error: "the WebAssembly failed" };
    }
    return answer.outcome;
  }

  // A call of the registry's code (site/src/practice.rs), in the practice's module.
  registry(call, parts, args = []) {
    return this.wasmCall(this.module, call, parts, args);
  }

  // The reference's run on `input` (site/src/exports.rs `run`), as `asked` (ANSWER or
  // EXPLANATION) with at most `limit` lines, in the page's binary's module.
  referenceRun(input, asked, limit) {
    return this.wasmCall(this.binary, "run", [this.binary, input], [asked, limit]);
  }

  // The student's run on `input`, judged against `expected`: `{ verdict, line, ms, stdout }`.
  async judged(code, input, expected) {
    const run = await this.runner().run(code, input);
    if (run.error) return { verdict: "--", line: run.error, ms: 0 };
    if (run.verdict) return run;
    if (run.stdout.trim() === "") return { verdict: "WA", line: "empty output", ms: run.ms, stdout: run.stdout };
    const judged = await this.registry("practice_judge", [this.binary, expected, run.stdout]);
    if (judged.error) return { verdict: "--", line: judged.error, ms: run.ms, stdout: run.stdout };
    return { verdict: judged.verdict, line: judged.why || "", ms: run.ms, stdout: run.stdout };
  }

  // Waits for the interpreter, saying so the first time.
  async warm() {
    const runner = this.runner();
    if (!runner.worker) this.say(this.lang.value === "py" ? "Loading Python (Pyodide, once)…" : "Starting…");
    const started = performance.now();
    const ready = await runner.start();
    if (typeof ready === "string") {
      this.say(`Cannot run ${this.lang.value === "py" ? "Python" : "JavaScript"}: ${ready}`);
      return false;
    }
    this.section.dataset.readyMs = String(Math.round(performance.now() - started));
    return true;
  }

  async samples() {
    this.found.hidden = true;
    this.results.textContent = "";
    if (!(await this.warm())) return;
    const code = this.editor.area.value;
    const table = document.createElement("table");
    table.className = "practice-table";
    table.innerHTML = "<thead><tr><th>Sample</th><th>Verdict</th><th>Time</th><th>Output</th><th>Expected</th></tr></thead>";
    const body = document.createElement("tbody");
    table.append(body);
    this.results.append(table);
    const counts = {};
    let passed = 0;
    const total = this.data.samples.length;
    const started = performance.now();
    for (const [i, sample] of this.data.samples.entries()) {
      if (this.stopped) break;
      this.say(`Sample ${i + 1} of ${total}…`);
      const judged = await this.judged(code, sample.input, sample.output);
      if (judged.verdict === "AC") passed++;
      else counts[judged.verdict] = (counts[judged.verdict] || 0) + 1;
      const row = document.createElement("tr");
      const cells = [sample.name, judged.verdict + (judged.line ? `: ${judged.line}` : ""),
        `${Math.round(judged.ms)} ms`, judged.stdout === undefined ? "" : judged.stdout, sample.output];
      for (const [j, text] of cells.entries()) {
        const cell = document.createElement("td");
        if (j >= 3) {
          const pre = document.createElement("pre");
          pre.textContent = text.length > 2000 ? text.slice(0, 2000) + "…" : text;
          cell.append(pre);
        } else cell.textContent = text;
        row.append(cell);
      }
      row.dataset.verdict = judged.verdict;
      body.append(row);
    }
    const wrong = Object.entries(counts).map(([v, n]) => `${n} ${v}`).join(", ");
    const stopped = this.stopped ? " (stopped)" : "";
    this.section.dataset.samplesMs = String(Math.round(performance.now() - started));
    this.say(`${passed} of ${total} samples passed${wrong ? `: ${wrong}` : ""}${stopped}.`);
  }

  // The reference's answer on `input`: `{ answer }` or `{ error }`.
  reference(input) {
    return this.referenceRun(input, ANSWER, 0);
  }

  async stress() {
    this.found.hidden = true;
    this.results.textContent = "";
    const cases = Number(this.section.querySelector(".practice-cases").value);
    if (!Number.isInteger(cases) || cases < 1) {
      this.say("Cases: a whole number from 1.");
      return;
    }
    const seed = this.seed.value.trim();
    const started = await this.registry("stress_start", [this.binary, seed]);
    if (started.error) {
      this.say(started.error);
      return;
    }
    if (!(await this.warm())) return;
    const code = this.editor.area.value;
    const began = performance.now();
    for (let i = 1; i <= cases; i++) {
      if (this.stopped) {
        this.say(`Stopped at case ${i} of ${cases} (seed ${seed}).`);
        return;
      }
      this.say(`Case ${i} of ${cases}, seed ${seed}, ${((performance.now() - began) / 1000).toFixed(1)} s`);
      const { input } = await this.registry("stress_next", []);
      const differs = await this.differs(code, input);
      if (differs === null) {
        this.say(`The reference refuses case ${i} of seed ${seed} (a bug of the registry's small cases).`);
        return;
      }
      if (differs) {
        this.section.dataset.caughtMs = String(Math.round(performance.now() - began));
        await this.shrink(code, input, i, seed);
        this.section.dataset.shrunkMs = String(Math.round(performance.now() - began));
        return;
      }
    }
    this.section.dataset.stressMs = String(Math.round(performance.now() - began));
    this.say(`Agrees with the reference on ${cases} cases of seed ${seed} (${((performance.now() - began) / 1000).toFixed(1)} s).`);
  }

  // Whether the student's run on `input` differs from the reference's answer: the
  // difference `{ verdict, line, expected, stdout }`, false, or null if the reference
  // refuses the input.
  async differs(code, input) {
    const right = await this.reference(input);
    if (right.error !== undefined) return null;
    const judged = await this.judged(code, input, right.answer);
    if (judged.verdict === "AC") return false;
    return { ...judged, expected: right.answer };
  }

  // Shrinks `input` by the registry's steps, as `cargo xtask stress` does: a smaller
  // input counts as failing if the reference accepts it and the two differ on it.
  async shrink(code, input, index, seed) {
    let smallest = { input, ...(await this.differs(code, input)) };
    let step = await this.registry("shrink_start", [this.binary, input]);
    while (step.kind === "candidate") {
      if (this.stopped) {
        step = await this.registry("shrink_stop", []);
        break;
      }
      this.say(`Case ${index} of seed ${seed} fails: shrinking, an input of ${smallest.input.length} bytes…`);
      const differs = await this.differs(code, step.input);
      if (differs) smallest = { input: step.input, ...differs };
      step = await this.registry("shrink_failed", [], [differs ? 1 : 0]);
    }
    const why = await this.referenceRun(smallest.input, EXPLANATION, LINES);
    this.show(smallest, why, step);
    const shrunk = step.stopped ? "stopped before it was smallest" : `${step.steps} steps`;
    this.say(`${smallest.verdict} on case ${index} of seed ${seed}; shrunk (${shrunk}) to the input below.`);
  }

  // The failing input found, the expected and received answers, and the reference's
  // explanation of it.
  show(smallest, why, step) {
    const f = this.found;
    f.querySelector(".practice-found-title").textContent =
      `${smallest.verdict}${smallest.line ? `: ${smallest.line}` : ""}`;
    f.querySelector(".practice-found-input").textContent = smallest.input;
    f.querySelector(".practice-found-expected").textContent = smallest.expected;
    f.querySelector(".practice-found-received").textContent = smallest.stdout === undefined ? "(no output)" : smallest.stdout;
    f.querySelector(".practice-found-reason").textContent = explained(why);
    f.dataset.steps = String(step.steps);
    f.hidden = false;
  }
}

// An explanation's blocks (site/src/values.rs) as plain lines.
function explained(why) {
  if (why.error !== undefined) return why.error;
  if (!why.blocks) return why.answer || "";
  return why.blocks.map((block) => {
    if (block.kind === "line") return block.parts.map((part) => part.text).join("");
    if (block.kind === "row") return `${block.name}: ${block.value}`;
    if (block.kind === "witness") return `${block.of}: ${block.values.join(" ")}`;
    return block.text;
  }).join("\n");
}

// Starts the practice of the widget `root`, if it has one (embed.js calls this for an
// embed's widget, once its markup is loaded).
function startPractice(root) {
  const section = root.querySelector(".practice");
  // An embed that does not show it does not start it.
  if (!section || section.classList.contains("unshown")) return;
  if (!section.gamebitsPractice) section.gamebitsPractice = new Practice(root, section);
}

for (const root of document.querySelectorAll(".gamebits")) startPractice(root);
