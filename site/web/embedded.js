// A widget made an embed, for a page that is not the site's: embed.js's element
// `<gamebits-problem>`, or a problem's page opened with `?embed` in an iframe. It shows
// the parts its `show` names on the input it is given, editable unless `readonly`, with
// a link to the problem's page; the statement, the sample menu and the editorial are the
// page's, not the embed's.
"use strict";

// The parts an embed shows, each the widget's section that holds it.
const EMBED_PARTS = {
  answer: ".result",
  explanation: ".explanation",
  steps: ".steps",
  states: ".picture",
  play: ".play",
  practice: ".practice",
};
// The parts an embed shows when its `show` names none: all but the practice, which an
// embed asks for by name.
const EMBED_DEFAULT = ["answer", "explanation", "steps", "states", "play"];

// Makes the widget `root` (not yet started) an embed: `input` its first input (null: its
// first sample), `show` the parts' names, space-separated (null: all but the practice), `readonly`
// whether the input stays as given, `page` the address of the problem's page, `suffix`
// added to its ids (two embeds of one problem on a page). The line that says what is
// wrong if `show` names a part it does not know or the problem has none of; else null.
function embedWidget(root, { input, show, readonly, page, suffix }) {
  const known = Object.keys(EMBED_PARTS);
  const names = show === null ? EMBED_DEFAULT : show.split(/\s+/).filter((name) => name !== "");
  const unknown = names.find((name) => !known.includes(name));
  if (unknown !== undefined) {
    return `gamebits: show="${show}": no part "${unknown}" (the parts: ${known.join(" ")})`;
  }
  const missing = names.find((name) => root.querySelector(EMBED_PARTS[name]) === null);
  if (missing !== undefined) {
    return `gamebits: ${root.dataset.binary} has no part "${missing}" (it does not play)`;
  }
  root.classList.add("embed");
  for (const name of known) {
    const part = root.querySelector(EMBED_PARTS[name]);
    if (part === null || names.includes(name)) continue;
    // A game not shown is not played: its section goes, and its worker with it.
    if (name === "play") part.remove();
    else part.classList.add("unshown");
  }
  const box = root.querySelector(".input");
  if (input !== null) {
    root.dataset.input = input;
    box.rows = Math.min(box.rows, input.split("\n").length + 1);
  }
  box.readOnly = readonly;
  const link = document.createElement("p");
  link.className = "embed-page";
  const a = document.createElement("a");
  a.href = page;
  a.target = "_blank";
  a.textContent = `${root.dataset.binary} on the gamebits site`;
  link.append(a);
  root.querySelector(".judge").after(link);
  if (suffix !== "") renameIds(root, suffix);
  return null;
}

// Each region `root` shows (it is to be put in the page) named apart from the page's
// regions of the same name, if any: "Play" beside another "Play" becomes "Play (qccp1)", or
// "Play (qccp1 2)" beside another qccp1. A person lists a page's regions by name.
function nameRegionsApart(root) {
  const shown = (region) => region.closest(".unshown") === null;
  const taken = new Set();
  for (const region of document.querySelectorAll("[role=region][aria-label]")) {
    if (shown(region)) taken.add(region.getAttribute("aria-label"));
  }
  for (const region of root.querySelectorAll("[role=region][aria-label]")) {
    if (!shown(region)) continue;
    const label = region.getAttribute("aria-label");
    let name = label;
    for (let n = 1; taken.has(name); n++) {
      name = `${label} (${root.dataset.binary}${n === 1 ? "" : ` ${n}`})`;
    }
    region.setAttribute("aria-label", name);
  }
}

// Each id in `root`, and each reference to one, with `suffix` added.
function renameIds(root, suffix) {
  for (const element of root.querySelectorAll("[id]")) element.id += suffix;
  for (const label of root.querySelectorAll("label[for]")) label.htmlFor += suffix;
  for (const element of [root, ...root.querySelectorAll("[aria-labelledby]")]) {
    const ids = element.getAttribute("aria-labelledby");
    if (ids === null) continue;
    element.setAttribute("aria-labelledby", ids.split(/\s+/).map((id) => id + suffix).join(" "));
  }
}
