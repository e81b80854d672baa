// The Steps section of a problem's page: the table filled one state at a time, as the
// binary's own `--explain=steps` records it (each step a state as the picture names it,
// its value, and the rule that decided it), forward and back with two buttons; the
// states not decided yet grey in the table and in the picture, the last one decided
// outlined, its rule said in the status line (and its lines lit up in the editorial,
// which the event "gamebits-step" tells).
"use strict";

class Stepper {
  constructor(widget, section) {
    this.widget = widget;
    this.section = section;
    this.status = section.querySelector(".step-status");
    this.holder = section.querySelector(".step-table");
    this.previous = section.querySelector(".step-previous");
    this.next = section.querySelector(".step-next");
    this.steps = [];
    this.rows = [];
    // How many steps are taken: the states decided so far.
    this.taken = 0;
    widget.addEventListener("gamebits-input", () => this.clear());
    widget.addEventListener("gamebits-steps", (event) => this.load(event.detail));
    this.previous.addEventListener("click", () => this.go(this.taken - 1));
    this.next.addEventListener("click", () => this.go(this.taken + 1));
    if (widget.gamebitsSteps) this.load(widget.gamebitsSteps);
  }

  // No steps: a new input is being run.
  clear() {
    this.steps = [];
    this.rows = [];
    this.holder.replaceChildren();
    this.status.textContent = "";
    this.section.hidden = true;
    this.widget.dispatchEvent(new CustomEvent("gamebits-step", { detail: null }));
  }

  // The steps the binary recorded (site/src/values.rs: `steps`, each a state's id,
  // value and rule, and `left_out`, the mark of steps left out, if any), or none if
  // it records none (an `error`).
  load(outcome) {
    this.clear();
    if (outcome.error !== undefined) return;
    this.steps = outcome.steps;
    if (this.steps.length === 0) return;
    this.holder.replaceChildren(this.table(outcome.left_out === null ? null : outcome.left_out.text));
    this.section.hidden = false;
    this.go(0);
  }

  // The table of the steps, one row a state in the order they are decided.
  table(note) {
    const table = document.createElement("table");
    table.className = "values";
    table.innerHTML = "<thead><tr><th scope=\"col\">step</th><th scope=\"col\">state</th>" +
      "<th scope=\"col\">value</th><th scope=\"col\">rule</th></tr></thead><tbody></tbody>";
    this.steps.forEach((step, i) => {
      const tr = table.tBodies[0].insertRow();
      tr.insertCell().textContent = String(i + 1);
      tr.insertCell().textContent = step.state;
      tr.insertCell();
      tr.insertCell();
      this.rows.push(tr);
    });
    if (note) {
      const cell = table.tBodies[0].insertRow().insertCell();
      cell.colSpan = 4;
      cell.textContent = note;
    }
    return table;
  }

  // Shows the first `taken` steps decided (kept within 0 and the number of steps).
  go(taken) {
    const count = this.steps.length;
    this.taken = Math.max(0, Math.min(count, taken));
    const states = new Map();
    for (const node of this.widget.querySelectorAll(".states [data-state]")) {
      states.set(node.dataset.state, node);
    }
    this.steps.forEach((step, i) => {
      const decided = i < this.taken;
      const current = i === this.taken - 1;
      const cell = this.rows[i].cells[2];
      cell.textContent = decided ? step.value : "?";
      cell.className = !decided ? "undecided" : step.value === "W" ? "win" : step.value === "L" ? "lose" : "";
      this.rows[i].cells[3].textContent = decided ? step.rule : "";
      this.rows[i].classList.toggle("current", current);
      if (current) this.rows[i].setAttribute("aria-current", "step");
      else this.rows[i].removeAttribute("aria-current");
      const node = states.get(step.state);
      if (node) {
        node.classList.toggle("undecided", !decided);
        node.classList.toggle("current", current);
      }
    });
    const step = this.steps[this.taken - 1];
    // For the editorial (editorial.js): the step just taken, whose lines it lights up.
    this.widget.dispatchEvent(new CustomEvent("gamebits-step", { detail: step || null }));
    this.status.textContent = step
      ? `Step ${this.taken} of ${count}: ${step.rule}`
      : `No state decided yet: ${count} steps; Next step decides the first.`;
    // At an end a button stays focusable (a keyboard user keeps their place) but says
    // it does nothing.
    this.previous.setAttribute("aria-disabled", String(this.taken === 0));
    this.next.setAttribute("aria-disabled", String(this.taken === count));
    const row = this.rows[Math.max(0, this.taken - 1)];
    const top = row.offsetTop - this.holder.clientHeight / 2;
    this.holder.scrollTop = Math.max(0, top);
  }
}
