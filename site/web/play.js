// The play section of a problem's page: the binary's own game (its `--play`), set up
// from the judge's input in the box and kept in a Web Worker of its own between the
// player's moves; each move a button named by its words, the game's lines in the log
// named "Game", Undo by starting again and replaying the player's moves but the last,
// the player's moves copyable as the lines `--play` replays. A state of the picture, a
// row of the explanation's table or a state a line of the explanation names (made a
// button), each with its id in `data-state`, clicked (or Enter on it), plays the move
// that leads there (the one listed move whose state has that id), if exactly one does,
// and is chosen for "Play from here": the game in the worker says where play can start
// from the ids chosen (the last two kept: a game whose picture is of vertices places
// two chips) and the options that start there, which the button fills in before it
// starts a new game. The section's `data-setup-ms` and
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
    // The options "Play from here" fills in, and the ids of the states chosen, the
    // latest last.
    this.chosen = null;
    this.chosenStates = [];
    this.input = null;
    this.worker = null;
    // The last request to the worker: each waits for the one before.
    this.asked = Promise.resolve();
    this.games = 0;
    // The player's moves so far, as typed or clicked: Undo replays all but the last.
    this.played = [];
    // The game's last turn (site/src/values.rs `Turn`): its moves listed, each with
    // the id in the picture of the state it leads to.
    this.turn = null;
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
      // A new picture or explanation: its states marked again.
      new MutationObserver(() => this.markStates()).observe(shown, { childList: true });
    }
    this.typed.addEventListener("keydown", (event) => {
      if (event.key === "Enter") playTyped();
    });
  }

  setInput(bytes) {
    this.input = bytes;
    // A state chosen belongs to the input's picture and table.
    this.chosen = null;
    this.chosenStates = [];
    this.fromHere.textContent = "Play from here";
    this.fromHere.disabled = true;
    this.newGame([]);
  }

  // The options as the worker takes them: `[name, value]` for each field filled in,
  // and `--as` for the side chosen.
  options() {
    const options = [];
    for (const field of this.section.querySelectorAll(".option")) {
      if (field.value.trim() !== "") options.push([field.dataset.option, field.value.trim()]);
    }
    if (this.side.value !== "") options.push(["--as", this.side.value]);
    return options;
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
    // The page's own first answer first (site.js).
    await this.widget.gamebitsFirstAnswer;
    if (game !== this.games) return;
    const worker = await startWorker(this.binary);
    if (game !== this.games) return worker.terminate();
    this.worker = worker;
    this.asked = Promise.resolve();
    const options = JSON.stringify(this.options());
    const started = await this.ask({ call: "play_start", parts: [this.binary, options, this.input] });
    if (!started) return;
    const turn = started.outcome;
    if (turn.error !== undefined) {
      this.replaying = false;
      this.log.textContent = `error: ${turn.error}\n`;
      this.section.dataset.state = "refused";
      return;
    }
    this.section.dataset.setupMs = started.ms.toFixed(1);
    this.setSides(turn.sides);
    this.log.textContent = turn.said;
    // The page is busy until the replay is over.
    this.replaying = true;
    this.update(turn, game);
    for (const line of moves) {
      await this.step(line, game);
      if (game !== this.games) return;
    }
    this.replaying = false;
    this.update(this.turn, game);
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
    const answered = await this.ask({ call: "play_line", parts: [line] });
    if (!answered || game !== this.games) return;
    this.section.dataset.moveMs = answered.ms.toFixed(1);
    const turn = answered.outcome;
    this.log.textContent += turn.said;
    if (turn.played) this.played.push(line.trim());
    this.update(turn, game);
    if (focused) {
      const next = this.moves.querySelector("button") || this.section.querySelector(".undo");
      next.focus();
    }
  }

  update(turn, game) {
    if (game !== this.games) return;
    this.turn = turn;
    this.showMoves();
    if (!this.replaying) this.section.dataset.state = turn.over ? "over" : "playing";
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
    const options = this.options().map(([option, value]) => `${option} ${value}`);
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

  // The words of the one listed move that leads to the state of id `state` in the
  // picture, if exactly one does.
  moveTo(state) {
    const moves = this.turn === null ? [] : this.turn.moves;
    const found = state === undefined ? [] : moves.filter((move) => move.state === state);
    return found.length === 1 ? found[0].words : null;
  }

  async stateClicked(target) {
    const element = target.closest(".state, table.values tbody tr[tabindex], .named-start");
    const was = this.section.dataset.state;
    if (!element || element.dataset.state === undefined || was === "busy" || !this.worker) return;
    this.chosenStates = [...this.chosenStates.slice(-1), element.dataset.state];
    // Busy while the worker answers: no move is sent to it meanwhile.
    this.section.dataset.state = "busy";
    const answered = await this.ask({ call: "play_from", parts: [JSON.stringify(this.chosenStates)] });
    if (!answered) return;
    this.section.dataset.state = was;
    const start = answered.outcome.start;
    if (start) {
      this.chosen = start.options;
      this.fromHere.textContent = `Play from here: ${start.name}`;
      this.fromHere.disabled = false;
      this.fromHere.hidden = false;
    }
    const words = this.moveTo(element.dataset.state);
    if (words !== null) this.send(words);
  }

  // Each state the picture draws that a listed move leads to marked; the table's rows
  // focusable, to be chosen by keyboard too; each state a line of the explanation names
  // made a button that chooses it.
  markStates() {
    for (const state of this.widget.querySelectorAll(".states .state")) {
      state.classList.toggle("target", this.moveTo(state.dataset.state) !== null);
    }
    for (const row of this.widget.querySelectorAll(".explanation table.values tbody tr[data-state]")) {
      if (!row.hasAttribute("tabindex")) row.tabIndex = 0;
    }
    for (const named of this.widget.querySelectorAll(".explanation .lines span.named-state")) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "named-start";
      button.dataset.state = named.dataset.state;
      button.textContent = named.textContent;
      button.title = "Choose this state for \"Play from here\"";
      named.replaceWith(button);
    }
  }

  // One request to the worker, once those before it are answered; null if the game was
  // replaced meanwhile.
  ask(message) {
    const worker = this.worker;
    const game = this.games;
    const asked = this.asked.then(async () => {
      if (!worker || game !== this.games) return null;
      const answer = await request(worker, message);
      return game === this.games ? answer : null;
    });
    this.asked = asked;
    return asked;
  }

  // The legal moves as buttons, each named by its words, then the state it leaves
  // (with "Show values", that state's value for its side to move, coloured); then the
  // line after them, if any.
  showMoves() {
    const values = this.valuesButton.getAttribute("aria-pressed") === "true";
    const out = document.createDocumentFragment();
    const { moves, note } = this.turn === null ? { moves: [], note: null } : this.turn;
    for (const { words, leads_to: leadsTo, value, mover } of moves) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "move";
      button.textContent = values ? `${words} → ${leadsTo}: ${value} for ${mover}` : `${words} → ${leadsTo}`;
      if (values) button.classList.add(value === "W" ? "win" : value === "L" ? "lose" : "draw");
      button.addEventListener("click", () => this.send(words));
      out.append(button);
    }
    if (note !== null) {
      const p = document.createElement("p");
      p.textContent = note;
      out.append(p);
    }
    this.moves.replaceChildren(out);
    this.markStates();
  }
}
