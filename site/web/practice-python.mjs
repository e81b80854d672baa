// The module worker that runs a student's Python (practice.js): Pyodide, loaded once
// from the site's `pyodide/` (pinned from npm, site/package.json), then one run a
// message, each in a fresh namespace, its stdin the input and its stdout kept.
import { loadPyodide } from "./pyodide/pyodide.mjs";

let pyodide;
try {
  pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href });
  postMessage({ ready: true });
} catch (error) {
  postMessage({ error: `Python cannot load: ${error.message}` });
}

// The last line of a Python traceback, with the line of the student's code it names
// last: "ZeroDivisionError: division by zero (line 4)".
function said(traceback) {
  const lines = traceback.trim().split("\n");
  const last = lines[lines.length - 1];
  let line = null;
  for (const match of traceback.matchAll(/File "<exec>", line (\d+)/g)) line = match[1];
  return line === null ? last : `${last} (line ${line})`;
}

onmessage = ({ data: { code, input } }) => {
  const decoder = new TextDecoder();
  let out = "";
  let given = false;
  pyodide.setStdin({ stdin: () => (given ? null : ((given = true), input)) });
  pyodide.setStdout({ write: (bytes) => { out += decoder.decode(bytes, { stream: true }); return bytes.length; } });
  pyodide.setStderr({ write: (bytes) => bytes.length });
  try {
    pyodide.runPython(code, { globals: pyodide.toPy({ __name__: "__main__" }), filename: "<exec>" });
  } catch (error) {
    const message = String(error && error.message);
    const last = said(message);
    if (/^SystemExit(: (0|None))?( \(line \d+\))?$/.test(last) || /SystemExit$/.test(message.trim())) {
      postMessage({ stdout: out });
    } else if (error && error.type === "SyntaxError" || /^(SyntaxError|IndentationError|TabError)/.test(last)) {
      postMessage({ verdict: "CE", line: last });
    } else if (error && error.type !== undefined) {
      postMessage({ verdict: "RE", line: last });
    } else {
      // Not a Python exception (a stack overflow of the interpreter): it is not to be
      // trusted again.
      postMessage({ verdict: "RE", line: message.split("\n").pop(), broken: true });
    }
    return;
  }
  pyodide.runPython("import sys; sys.stdout.flush()");
  postMessage({ stdout: out });
};
