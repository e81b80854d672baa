// Starts a page's widgets, once the scripts before this one are loaded. A problem's page
// opened as `problems/<binary>.html?embed&input=…&show=…&readonly` (in an iframe, for a
// host that strips scripts) is its widget alone, made an embed (embedded.js) as the
// address says.
"use strict";

// The page made its widget alone, as an embed; its error line alone if the address
// asks for what it cannot show.
function embedPage(asked) {
  const root = document.querySelector(".gamebits");
  if (!root) return;
  const main = document.createElement("main");
  main.className = "gamebits-alone";
  const error = embedWidget(root, {
    input: asked.get("input"),
    show: asked.get("show"),
    readonly: asked.has("readonly"),
    page: location.href.split("?")[0],
    suffix: "",
  });
  if (error === null) main.append(root);
  else main.textContent = error;
  document.body.replaceChildren(main);
  document.title = `${root.dataset.binary}: gamebits`;
}

const asked = new URLSearchParams(location.search);
if (asked.has("embed")) embedPage(asked);
for (const root of document.querySelectorAll(".gamebits")) startWidget(root);
