// The editorial of a problem's page: the solution's languages as tabs (the WAI-ARIA
// tabs pattern: arrows, Home and End move along them, each chosen as it gets the
// focus), the reader's language remembered across pages and visits where the browser
// keeps it (localStorage; without it, each page opens on Rust); and, at each step of
// the Steps section (steps.js), the lines of every solution that decide it lit up, those
// of the language shown copied beside the step's rule. The
// code is in the page (xtask/src/site/editorial.rs); this only switches and marks.
"use strict";

// Where the reader's language is kept.
const LANGUAGE_KEY = "gamebits-language";

// The language kept, or null if none is or the browser keeps nothing.
function keptLanguage() {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY);
  } catch (error) {
    return null;
  }
}

// Keeps `language` for the next pages, if the browser keeps anything.
function keepLanguage(language) {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch (error) {
    // Nothing kept: this page still shows it.
  }
}

class Languages {
  constructor(widget, list) {
    this.widget = widget;
    this.tabs = Array.from(list.querySelectorAll("[role=tab]"));
    for (const tab of this.tabs) {
      tab.addEventListener("click", () => this.choose(tab, true));
      tab.addEventListener("keydown", (event) => this.key(event, tab));
    }
    for (const button of widget.querySelectorAll(".editorial .show-rust")) {
      button.addEventListener("click", () => {
        this.show(this.tabs[0]);
        this.tabs[0].focus();
      });
    }
    const kept = this.tabs.find((tab) => tab.dataset.language === keptLanguage());
    if (kept) this.show(kept);
    // The step shown in Steps (null: none), and where its lines are copied there.
    this.step = null;
    this.beside = widget.querySelector(".steps .step-code");
    widget.addEventListener("gamebits-step", (event) => this.mark(event.detail));
    // Another widget of the page (or another page) chose a language.
    window.addEventListener("gamebits-language", (event) => {
      const tab = this.tabs.find((tab) => tab.dataset.language === event.detail);
      if (tab) this.show(tab);
    });
  }

  // Shows `tab`'s panel and keeps its language as the reader's choice.
  choose(tab, keep) {
    this.show(tab);
    if (keep) {
      keepLanguage(tab.dataset.language);
      window.dispatchEvent(new CustomEvent("gamebits-language", { detail: tab.dataset.language }));
    }
  }

  // Shows `tab`'s panel and hides the others; only the shown tab is in the Tab order.
  show(shown) {
    for (const tab of this.tabs) {
      const selected = tab === shown;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      this.widget.querySelector("#" + tab.getAttribute("aria-controls")).hidden = !selected;
    }
    this.copyBeside();
  }

  // Left and Right move to the tab before and after (round the ends), Home and End to
  // the first and last; the tab reached is chosen.
  key(event, tab) {
    const at = this.tabs.indexOf(tab);
    const count = this.tabs.length;
    const to = { ArrowLeft: (at + count - 1) % count, ArrowRight: (at + 1) % count,
      Home: 0, End: count - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    // Not also the book's: mdBook turns the page at Left and Right.
    event.stopPropagation();
    this.tabs[to].focus();
    this.choose(this.tabs[to], true);
  }

  // Lights up the lines that decide `step` (its value, or every value "*"), none if
  // there is no step.
  mark(step) {
    this.step = step;
    for (const lines of this.widget.querySelectorAll(".editorial .decides")) {
      const values = lines.dataset.values.split(" ");
      const decides = step !== null && (values.includes(step.value) || values.includes("*"));
      lines.classList.toggle("current", decides);
      if (decides) lines.setAttribute("aria-current", "step");
      else lines.removeAttribute("aria-current");
    }
    this.copyBeside();
  }

  // Beside the step's rule in Steps, the lines lit up in the first code block of the
  // shown language that has some (the same text), with the file they are in.
  copyBeside() {
    if (!this.beside) return;
    const panel = this.tabs
      .map((tab) => this.widget.querySelector("#" + tab.getAttribute("aria-controls")))
      .find((panel) => !panel.hidden);
    const block = Array.from(panel.querySelectorAll("figure"))
      .find((figure) => figure.querySelector(".decides.current"));
    this.beside.hidden = !block;
    if (!block) return;
    // The lit runs, a "⋮" between two apart, their common indentation taken off.
    let text = "";
    let previous = null;
    for (const run of block.querySelectorAll(".decides.current")) {
      if (previous && previous.nextSibling !== run) text += "\u22ee\n";
      text += run.textContent;
      previous = run;
    }
    const lines = text.replace(/\n$/, "").split("\n");
    const indent = Math.min(...lines.filter((line) => line.trim() !== "" && line !== "\u22ee")
      .map((line) => line.length - line.trimStart().length));
    this.beside.querySelector("code").textContent =
      lines.map((line) => (line === "\u22ee" ? line : line.slice(indent))).join("\n");
    this.beside.querySelector("figcaption").textContent =
      "Decided by these lines of " + block.querySelector("figcaption code").textContent + ":";
  }
}

for (const widget of document.querySelectorAll(".gamebits")) {
  const list = widget.querySelector(".editorial [role=tablist]");
  if (list) new Languages(widget, list);
}
