// gamebits' embed (built by `cargo xtask site` from site/web/embed.js): one classic
// script that makes each `<gamebits-problem problem="dpk" input="…" show="…">` of a page
// the widget of the site's problem pages, run by the crate's own WebAssembly. It loads,
// beside itself, the problem's widget (embed/<binary>.js) and its code, for the elements
// that show it only. An element in a reveal.js slide starts when its slide is shown.
// Nothing here is global but the element: the site's scripts are inside this function.
(function () {
"use strict";

// The site's widget scripts, as its pages load them (site/web/).
@WORKER_JS@
@SITE_JS@
@PLAY_JS@
@STEPS_JS@
@EMBEDDED_JS@
@PRACTICE_JS@

// The problems the site has a page for.
const PROBLEMS = @PROBLEMS_JSON@;
// The site: the folder this script was loaded from.
const SITE = new URL(".", document.currentScript.src);

// The scripts `binary`'s element loads, from the site: its widget's markup, then its
// binary's WebAssembly module, then the picture's, which lays out the DOT its binary
// gives (site.js's `layOut`).
function scriptsOf(binary) {
  return [`embed/${binary}.js`, `wasm/${binary}.js`, "wasm/picture.js"];
}

// Each script loaded once, whichever elements ask for it.
const loading = new Map();

// The script at `path` in the site, once it has run.
function load(path) {
  if (!loading.has(path)) {
    loading.set(path, new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = new URL(path, SITE).href;
      script.onload = resolve;
      script.onerror = () => reject(new Error(`cannot load ${script.src}`));
      document.head.append(script);
    }));
  }
  return loading.get(path);
}

// The site's stylesheet, once for the page.
function addStyle() {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = new URL("embed/widget.css", SITE).href;
  document.head.append(link);
}

// How many elements have started: each one's ids get its number.
let started = 0;

class GamebitsProblem extends HTMLElement {
  connectedCallback() {
    if (this.waiting) return;
    this.waiting = true;
    // A key pressed in the widget is the widget's, not the host page's (reveal.js
    // takes Space and the arrows to change slides).
    this.addEventListener("keydown", (event) => event.stopPropagation());
    if (this.childElementCount === 0 && this.textContent.trim() === "") this.showWaiting();
    this.whenShown(() => this.start());
  }

  // Until it starts (its slide not shown yet, its scripts loading), an element its page
  // left empty shows its input and a link to the problem's page, as the guide asks a
  // page to write inside it for the time before this script runs.
  showWaiting() {
    const binary = this.getAttribute("problem") || "";
    const link = document.createElement("a");
    link.href = new URL(`problems/${binary}.html`, SITE).href;
    link.textContent = `${binary} on the gamebits site`;
    const input = document.createElement("pre");
    input.textContent = this.getAttribute("input") || "";
    this.replaceChildren(input, link);
  }

  // Calls `start` once the element is shown: at once, or in a reveal.js deck when its
  // slide is the one shown (reveal.js says so with the events `ready` and
  // `slidechanged`).
  whenShown(start) {
    const slide = this.closest(".reveal .slides section");
    if (slide === null) return start();
    const check = () => {
      if (!slide.classList.contains("present")) return;
      document.removeEventListener("ready", check);
      document.removeEventListener("slidechanged", check);
      start();
    };
    document.addEventListener("ready", check);
    document.addEventListener("slidechanged", check);
    check();
  }

  // The widget, or the one line that says why there is none.
  async start() {
    const binary = this.getAttribute("problem") || "";
    if (!PROBLEMS.includes(binary)) {
      return this.fail(`gamebits: no problem "${binary}" (the problems: ${PROBLEMS.join(" ")})`);
    }
    try {
      for (const path of scriptsOf(binary)) await load(path);
    } catch (error) {
      return this.fail(`gamebits: ${error.message}`);
    }
    const template = document.createElement("template");
    template.innerHTML = self.GAMEBITS_WIDGETS[binary];
    const root = template.content.querySelector(".gamebits");
    const error = embedWidget(root, {
      input: this.getAttribute("input"),
      show: this.getAttribute("show"),
      readonly: this.hasAttribute("readonly"),
      page: new URL(`problems/${binary}.html`, SITE).href,
      suffix: `-embed-${++started}`,
    });
    if (error !== null) return this.fail(error);
    nameRegionsApart(root);
    this.replaceChildren(root);
    startWidget(root);
    startPractice(root);
  }

  fail(line) {
    const p = document.createElement("p");
    p.className = "gamebits-error";
    p.textContent = line;
    this.replaceChildren(p);
  }
}

if (!customElements.get("gamebits-problem")) {
  addStyle();
  customElements.define("gamebits-problem", GamebitsProblem);
}
})();
