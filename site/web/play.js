// The play section of a problem's page: the binary's own game (its `--play`), set up
// from the judge's input in the box and kept in a Web Worker of its own between the
// player's moves; each move a button named by its words, the game's lines in the log
// named "Game", Undo by starting again and replaying the player's moves but the last,
// the player's moves copyable as the lines `--play` replays. A state of the picture or
// a row of the explanation's table, clicked (or Enter on it), plays the move that leads
// there, if exactly one does, and is chosen for "Play from here": the game in the
// worker says where play can start from the names chosen (the last two kept: a game
// whose picture is of vertices places two chips) and the options that start there,
// which the button fills in before it starts a new game. The starts the explanation's
// lines name, as the game finds them (`(1, 2, 0, 3)`, `remove 0b00101 {1, 3}`), are
// buttons that choose them likewise. The section's `data-setup-ms` and
// `data-move-ms` say how long the worker took to set the game up and to answer the
// last move (site-bench reads them).
"use strict";

class Play {
  constructor(widget, section) {
    this.binary = widget.dataset.binary;
    this.widget = widget;
    this.section = section;
    this.log = section.querySelector(".game");
    this.moves = section.querySelector(".moves");
    this.side = section.querySelector(".side");
    this.typed = section.querySelector(".typed");
    this.valuesButton = section.querySelector(".show-values");
    this.transcript = section.querySelector(".transcript");
    this.start = section.querySelector('.option[data-option="--start"]');
    this.fromHere = section.querySelector(".play-from-here");
    this.fromHere.hidden = !this.start;
    // The options "Play from here" fills in, and the names chosen, the latest last.
    this.chosen = null;
    this.chosenNames = [];
    this.input = null;
    this.worker = null;
    // The last request to the worker: each waits for the one before.
    this.asked = Promise.resolve();
    this.games = 0;
    // The player's moves so far, as typed or clicked: Undo replays all but the last.
    this.played = [];
    this.listed = "";
    this.replaying = false;
    this.listen(widget);
    if (widget.gamebitsInput) this.setInput(widget.gamebitsInput);
  }

  listen(widget) {
    const s = this.section;
    widget.addEventListener("gamebits-input", (event) => this.setInput(event.detail));
    s.querySelector(".new-game").addEventListener("click", () => this.newGame([]));
    this.side.addEventListener("change", () => this.newGame([]));
    s.querySelector(".undo").addEventListener("click", () => this.undo());
    this.valuesButton.addEventListener("click", () => {
      const shown = this.valuesButton.getAttribute("aria-pressed") !== "true";
      this.valuesButton.setAttribute("aria-pressed", String(shown));
      this.showMoves();
    });
    const playTyped = () => {
      const line = this.typed.value;
      this.typed.value = "";
      this.send(line);
    };
    s.querySelector(".play-typed").addEventListener("click", playTyped);
    s.querySelector(".copy-transcript").addEventListener("click", () => this.copyTranscript());
    this.fromHere.addEventListener("click", () => {
      if (this.chosen === null) return;
      for (const [option, value] of this.chosen) {
        const field = this.section.querySelector(`.option[data-option="${option}"]`);
        if (field) field.value = value;
      }
      this.newGame([]);
    });
    for (const shown of [widget.querySelector(".states"), widget.querySelector(".explanation .lines")]) {
      shown.addEventListener("click", (event) => this.stateClicked(event.target));
      shown.addEventListener("keydown", (event) => {
        // A button answers Enter with a click of its own.
        if (event.key === "Enter" && !event.target.matches("button")) this.stateClicked(event.target);
      });
      // A new picture or explanation: its states and starts marked again.
      new MutationObserver(() => {
        this.markStates();
        this.markNamedStarts();
      }).observe(shown, { childList: true });
    }
    this.typed.addEventListener("keydown", (event) => {
      if (event.key === "Enter") playTyped();
    });
  }

  setInput(bytes) {
    this.input = bytes;
    // A state chosen belongs to the input's picture and table.
    this.chosen = null;
    this.chosenNames = [];
    this.fromHere.textContent = "Play from here";
    this.fromHere.disabled = true;
    this.newGame([]);
  }

  // The options as the worker takes them: a line `--name value` for each field filled
  // in, and `--as` for the side chosen.
  options() {
    const lines = [];
    for (const field of this.section.querySelectorAll(".option")) {
      if (field.value.trim() !== "") lines.push(`${field.dataset.option} ${field.value.trim()}`);
    }
    if (this.side.value !== "") lines.push(`--as ${this.side.value}`);
    return lines.join("\n");
  }

  // A new game on the input, then the player's `moves` replayed.
  async newGame(moves) {
    if (this.input === null) return;
    const game = ++this.games;
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.section.dataset.state = "busy";
    this.moves.replaceChildren();
    this.log.textContent = "";
    this.played = [];
    this.transcript.hidden = true;
    this.section.querySelector(".copied").textContent = "";
    delete this.section.dataset.setupMs;
    delete this.section.dataset.moveMs;
    const worker = await startWorker();
    if (game !== this.games) return worker.terminate();
    this.worker = worker;
    this.asked = Promise.resolve();
    const started = await this.ask({ play: true, start: true, binary: this.binary,
      options: this.options(), input: this.input });
    if (!started) return;
    if (started.status !== 0) {
      this.replaying = false;
      this.log.textContent = `error: ${started.text}\n`;
      this.section.dataset.state = "refused";
      return;
    }
    this.section.dataset.setupMs = started.ms.toFixed(1);
    this.markNamedStarts();
    const cut = started.text.indexOf("\n");
    this.setSides(started.text.slice("sides: ".length, cut).split(" "));
    this.log.textContent = started.text.slice(cut + 1);
    // The page is busy until the replay is over.
    this.replaying = true;
    this.update(started, game);
    for (const line of moves) {
      await this.step(line, game);
      if (game !== this.games) return;
    }
    this.replaying = false;
    this.update({ listed: this.listed }, game);
  }

  // The side menu: the game's two sides by name, the one chosen kept.
  setSides(sides) {
    const chosen = this.side.value;
    const first = this.side.options[0];
    const options = sides.map((side) => new Option(side, side));
    this.side.replaceChildren(first, ...options);
    this.side.value = sides.includes(chosen) ? chosen : "";
  }

  // The player's line, answered, once the game is ready for it.
  async send(line) {
    if (this.section.dataset.state !== "playing") return;
    await this.step(line, this.games);
  }

  async step(line, game) {
    // A move chosen from the move buttons by keyboard keeps the focus among them.
    const focused = this.moves.contains(document.activeElement);
    this.section.dataset.state = "busy";
    const answered = await this.ask({ play: true, line });
    if (!answered || game !== this.games) return;
    this.section.dataset.moveMs = answered.ms.toFixed(1);
    this.log.textContent += answered.text;
    const trimmed = line.trim();
    if (trimmed !== "" && trimmed !== "?" && !/^not a move:/m.test(answered.text)) {
      this.played.push(trimmed);
    }
    this.update(answered, game);
    if (focused) {
      const next = this.moves.querySelector("button") || this.section.querySelector(".undo");
      next.focus();
    }
  }

  update(answered, game) {
    if (game !== this.games) return;
    this.listed = answered.listed;
    this.showMoves();
    if (!this.replaying) this.section.dataset.state = answered.listed ? "playing" : "over";
    this.log.scrollTop = this.log.scrollHeight;
  }

  undo() {
    if (this.section.dataset.state === "busy" || this.played.length === 0) return;
    this.newGame(this.played.slice(0, -1));
  }

  // The player's moves, one a line, shown with the command that replays them, and
  // copied to the clipboard where the browser lets the page (not always from disk).
  async copyTranscript() {
    const text = this.played.map((line) => `${line}\n`).join("");
    const options = this.options().split("\n").filter((line) => line !== "");
    this.transcript.querySelector(".replay").textContent =
      [`${this.binary} --play INPUT`, ...options].join(" ");
    const box = this.transcript.querySelector(".transcript-text");
    box.value = text;
    this.transcript.hidden = false;
    const said = this.section.querySelector(".copied");
    try {
      await navigator.clipboard.writeText(text);
      said.textContent = "Copied.";
    } catch {
      said.textContent = "The browser did not let the page copy: select the transcript below and copy it.";
      box.select();
    }
  }

  // The words a state of the picture or a row of the table is named by, from its
  // first: "19, W in 13 moves", "(2, {r}), L in 6 moves", "19, W".
  static stateText(element) {
    if (element.matches("tr")) return Array.from(element.cells, (cell) => cell.textContent).join(", ");
    if (element.matches(".named-start")) return element.textContent;
    return element.getAttribute("aria-label") || "";
  }

  // The one listed move that leads to the state named by `text`, if exactly one does.
  moveTo(text) {
    const found = [];
    for (const line of this.listed.split("\n")) {
      const [words, , , , pictured] = line.split("\t");
      if (words && pictured && text.startsWith(`${pictured}, `)) found.push(words);
    }
    return found.length === 1 ? found[0] : null;
  }

  async stateClicked(target) {
    const element = target.closest(".state, table.values tbody tr[tabindex], .named-start");
    const was = this.section.dataset.state;
    if (!element || was === "busy" || !this.worker) return;
    const text = Play.stateText(element);
    this.chosenNames = [...this.chosenNames.slice(-1), text];
    // Busy while the worker answers: no move is sent to it meanwhile.
    this.section.dataset.state = "busy";
    const answered = await this.ask({ from: this.chosenNames });
    if (!answered) return;
    this.section.dataset.state = was;
    const [name, ...options] = answered.status === 0 ? answered.text.split("\n") : [""];
    if (name !== "") {
      this.chosen = options.filter((line) => line !== "").map((line) => {
        const cut = line.indexOf(" ");
        return [line.slice(0, cut), line.slice(cut + 1)];
      });
      this.fromHere.textContent = `Play from here: ${name}`;
      this.fromHere.disabled = false;
      this.fromHere.hidden = false;
    }
    const words = this.moveTo(text);
    if (words !== null) this.send(words);
  }

  // Each state the picture draws that a listed move leads to marked; the table's rows
  // focusable, to be chosen by keyboard too.
  markStates() {
    for (const state of this.widget.querySelectorAll(".states .state")) {
      state.classList.toggle("target", this.moveTo(Play.stateText(state)) !== null);
    }
    for (const row of this.widget.querySelectorAll(".explanation table.values tbody tr")) {
      if (row.cells.length === 2 && !row.hasAttribute("tabindex")) row.tabIndex = 0;
    }
  }

  // Each start the explanation's plain lines name (the game in the worker finds them)
  // made a button that chooses it.
  async markNamedStarts() {
    const lines = Array.from(this.widget.querySelectorAll(".explanation .lines > p:not([class])"));
    if (lines.length === 0 || !this.worker) return;
    const texts = lines.map((line) => line.textContent);
    const answered = await this.ask({ named: texts });
    if (!answered || answered.status !== 0) return;
    const named = new Map();
    for (const found of answered.text.split("\n")) {
      if (found === "") continue;
      const [i, from, to] = found.split(" ").map(Number);
      if (!named.has(i)) named.set(i, []);
      named.get(i).push([from, to]);
    }
    for (const [i, ranges] of named) {
      // The explanation was replaced meanwhile: its own marking comes.
      if (!lines[i].isConnected || lines[i].textContent !== texts[i]) continue;
      const parts = [];
      let at = 0;
      for (const [from, to] of ranges) {
        parts.push(texts[i].slice(at, from));
        const button = document.createElement("button");
        button.type = "button";
        button.className = "named-start";
        button.textContent = texts[i].slice(from, to);
        button.title = "Choose this state for \"Play from here\"";
        parts.push(button);
        at = to;
      }
      parts.push(texts[i].slice(at));
      lines[i].replaceChildren(...parts);
    }
  }

  // One request to the worker, once those before it are answered; null if the game was
  // replaced meanwhile.
  ask(message) {
    const worker = this.worker;
    const game = this.games;
    const asked = this.asked.then(() => new Promise((resolve) => {
      if (!worker || game !== this.games) return resolve(null);
      worker.onmessage = (event) => resolve(game === this.games ? event.data : null);
      worker.onerror = () => resolve(null);
      worker.postMessage(message);
    }));
    this.asked = asked;
    return asked;
  }

  // The legal moves as buttons, each named by its words, then the state it leaves
  // (with "Show values", that state's value for its side to move, coloured).
  showMoves() {
    const values = this.valuesButton.getAttribute("aria-pressed") === "true";
    const out = document.createDocumentFragment();
    for (const line of this.listed.split("\n")) {
      if (line === "") continue;
      const [words, leadsTo, letter, mover] = line.split("\t");
      if (words === "") {
        const note = document.createElement("p");
        note.textContent = leadsTo;
        out.append(note);
        continue;
      }
      const button = document.createElement("button");
      button.type = "button";
      button.className = "move";
      button.textContent = values ? `${words} → ${leadsTo}: ${letter} for ${mover}` : `${words} → ${leadsTo}`;
      if (values) button.classList.add(letter === "W" ? "win" : letter === "L" ? "lose" : "draw");
      button.addEventListener("click", () => this.send(words));
      out.append(button);
    }
    this.moves.replaceChildren(out);
    this.markStates();
  }
}

for (const widget of document.querySelectorAll(".gamebits")) {
  const section = widget.querySelector(".play");
  if (section) new Play(widget, section);
}
