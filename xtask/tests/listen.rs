//! `cargo xtask listen` and `cargo xtask new --from`.
//!
//! `cargo xtask listen` and `cargo xtask new --from` on a scratch copy of the workspace,
//! fed the bodies the Competitive Companion extension sends (its published format, and
//! the values of its own test data for a DMOJ and an AtCoder page) over real HTTP: the
//! problems are made, and every refusal says why in one line and changes nothing.
//! The listener binds 127.0.0.1 on a free port, and every wait is bounded.

mod scratch;

use gamebits_runner::child::Child;
use scratch::{changed, output_within, scratch_copy, snapshot, text};
use serde_json::{json, Value};
use std::fs;
use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

const XTASK: &str = env!("CARGO_BIN_EXE_xtask");

/// The longest any step may take.
const PATIENCE: Duration = Duration::from_secs(60);

/// The body the extension sends for DMOJ's `aplusb` (its test data
/// `tests/data/dmoj/problem/normal.json`, with the batch it adds).
fn aplusb() -> Value {
    json!({
        "name": "A Plus B",
        "group": "DMOJ",
        "url": "https://dmoj.ca/problem/aplusb",
        "interactive": false,
        "memoryLimit": 256,
        "timeLimit": 5000,
        "tests": [{"input": "2\n1 1\n-1 0\n", "output": "2\n-1\n"}],
        "testType": "single",
        "input": {"type": "stdin"},
        "output": {"type": "stdout"},
        "languages": {"java": {"mainClass": "Main", "taskClass": "APlusB"}},
        "batch": {"id": "8a1c6f0e-3d7b-4b5e-9c2a-5f4e1d0b7a93", "size": 1}
    })
}

/// The body the extension sends for AtCoder's ABC 096 A (its test data
/// `tests/data/atcoder/problem/normal.json`, with the batch it adds).
fn abc096_a() -> Value {
    json!({
        "name": "A - Day of Takahashi",
        "group": "AtCoder - AtCoder Beginner Contest 096",
        "url": "https://atcoder.jp/contests/abc096/tasks/abc096_a",
        "interactive": false,
        "memoryLimit": 256,
        "timeLimit": 2000,
        "tests": [
            {"input": "5 5\n", "output": "5\n"},
            {"input": "2 1\n", "output": "1\n"},
            {"input": "11 30\n", "output": "11\n"}
        ],
        "testType": "single",
        "input": {"type": "stdin"},
        "output": {"type": "stdout"},
        "languages": {"java": {"mainClass": "Main", "taskClass": "ADayOfTakahashi"}},
        "batch": {"id": "0d9e4f3a-6b1c-4e2d-8f7a-2c5b9e1d3f60", "size": 1}
    })
}

/// The body the extension sends for Codeforces 810 D, an interactive problem (its test
/// data `tests/data/codeforces/problem/interactive.json`): `interactive` is true, and
/// its sample is the example's exchange.
fn cf810d() -> Value {
    json!({
        "name": "D. Очень приятно!",
        "group": "Codeforces Round #415 (Div. 2)",
        "url": "https://codeforces.com/contest/810/problem/D?locale=ru",
        "interactive": true,
        "memoryLimit": 256,
        "timeLimit": 2000,
        "tests": [{
            "input": "3 2\nNIE\nTAK\nNIE\nTAK\nTAK\nTAK\n",
            "output": "1 1 2\n1 2 1\n1 1 3\n1 3 1\n1 2 3\n1 3 2\n2 2 3\n"
        }],
        "testType": "single",
        "input": {"type": "stdin"},
        "output": {"type": "stdout"},
        "languages": {"java": {"mainClass": "Main", "taskClass": "DOchenPriyatno"}}
    })
}

/// `cargo xtask listen --port 0` running in a folder, and the lines it prints.
struct Listener {
    /// Held so that dropping the listener ends it; read only to interrupt it, on Unix.
    #[cfg_attr(not(unix), allow(dead_code))]
    child: Child,
    port: u16,
    stdout: Receiver<String>,
    stderr: Receiver<String>,
}

impl Listener {
    fn start(dir: &Path) -> Listener {
        let mut command = Command::new(XTASK);
        command
            .args(["listen", "--port", "0"])
            .current_dir(dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        // Ended with all it started when the listener is dropped.
        let mut child = Child::spawn(&mut command).expect("xtask listen starts");
        let stdout = lines(child.stdout().expect("stdout is piped"));
        let stderr = lines(child.stderr().expect("stderr is piped"));
        let waiting = next(&stdout);
        let port = waiting
            .split("http://localhost:")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .and_then(|port| port.parse().ok())
            .unwrap_or_else(|| panic!("no port in `{waiting}`"));
        assert!(waiting.starts_with("Waiting for problems"), "{waiting}");
        Listener {
            child,
            port,
            stdout,
            stderr,
        }
    }

    /// POSTs `body` as the extension does; the status and the body of the answer.
    fn post(&self, body: &str) -> (u16, String) {
        self.send("POST", body)
    }

    fn send(&self, method: &str, body: &str) -> (u16, String) {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .proxy(None)
            .timeout_global(Some(PATIENCE))
            .build()
            .into();
        let url = format!("http://127.0.0.1:{}/", self.port);
        let mut response = match method {
            "POST" => agent
                .post(&url)
                .header("Content-Type", "application/json")
                .send(body),
            _ => agent.get(&url).call(),
        }
        .expect("the listener answers");
        let text = response.body_mut().read_to_string().expect("a text answer");
        (response.status().as_u16(), text)
    }

    /// Asks it to stop as Ctrl-C does, and waits until it has: its exit status and
    /// the lines it printed since the last one read.
    #[cfg(unix)]
    fn interrupt(mut self) -> (std::process::ExitStatus, Vec<String>) {
        let pid = self.child.id().to_string();
        let sent = gamebits_test_support::output(Command::new("kill").args(["-INT", &pid]));
        assert!(sent.expect("kill runs").status.success());
        let ended = self
            .child
            .wait_until(Some(std::time::Instant::now() + PATIENCE));
        let ended = ended.expect("the listener can be waited for");
        assert!(!ended.killed, "still listening after Ctrl-C");
        let status = ended.status;
        (status, self.stdout.iter().collect())
    }
}

/// The lines `pipe` gives, as they come.
fn lines(pipe: impl Read + Send + 'static) -> Receiver<String> {
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(pipe).lines().map_while(Result::ok) {
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    receiver
}

/// The next line from `lines`, which must come within `PATIENCE`.
fn next(lines: &Receiver<String>) -> String {
    lines
        .recv_timeout(PATIENCE)
        .expect("a line within the time allowed")
}

fn read(dir: &Path, path: &str) -> String {
    fs::read_to_string(dir.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn problems_sent_by_the_extension_are_made_and_refusals_change_nothing() {
    let scratch = scratch_copy("listen", &scratch::target());
    let listener = Listener::start(&scratch);

    let (status, answer) = listener.post(&aplusb().to_string());
    let made = next(&listener.stdout);
    assert_eq!((status, answer.trim_end()), (200, made.as_str()));
    assert_eq!(
        made,
        "made aplusb: DMOJ https://dmoj.ca/problem/aplusb, 5 s / 256 MiB, 1 sample; \
         write src/bin/aplusb/main.rs, then cargo xtask test aplusb"
    );
    assert_eq!(read(&scratch, "samples/aplusb/1.in"), "2\n1 1\n-1 0\n");
    assert_eq!(read(&scratch, "samples/aplusb/1.out"), "2\n-1\n");
    let entry = read(&scratch, "problems/src/aplusb.rs");
    for field in [
        "judge: \"DMOJ\"",
        "url: \"https://dmoj.ca/problem/aplusb\"",
        "time_ms: 5000",
        "time_published: true",
        "memory_mib: Some(256)",
    ] {
        assert!(entry.contains(field), "no `{field}` in\n{entry}");
    }
    assert!(read(&scratch, "problems/src/lib.rs").contains("    aplusb::PROBLEM,\n];"));
    assert!(read(&scratch, "tests/stress/main.rs").contains("mod aplusb;\n"));
    assert!(read(&scratch, "src/bin/aplusb/main.rs")
        .starts_with("//! DMOJ `aplusb` (<https://dmoj.ca/problem/aplusb>)."));

    let (status, _) = listener.post(&abc096_a().to_string());
    assert_eq!(status, 200);
    assert_eq!(
        next(&listener.stdout),
        "made abc096_a: AtCoder https://atcoder.jp/contests/abc096/tasks/abc096_a, \
         2 s / 256 MiB, 3 samples; write src/bin/abc096_a/main.rs, then cargo xtask test abc096_a"
    );
    for (case, answer) in [(1, "5\n"), (2, "1\n"), (3, "11\n")] {
        assert_eq!(
            read(&scratch, &format!("samples/abc096_a/{case}.out")),
            answer
        );
    }
    assert_eq!(read(&scratch, "samples/abc096_a/3.in"), "11 30\n");

    // An interactive problem: made with its interactor, judged by it.
    let (status, answer) = listener.post(&cf810d().to_string());
    assert_eq!(status, 200, "{answer}");
    assert_eq!(
        next(&listener.stdout),
        "made cf810d: Codeforces Round #415 (Div. 2) https://codeforces.com/contest/810/problem/D?locale=ru, \
         2 s / 256 MiB, 1 sample; interactive; write src/bin/cf810d/main.rs and \
         src/bin/cf810d/interactor.rs, then cargo xtask test cf810d"
    );
    assert!(read(&scratch, "problems/src/cf810d.rs")
        .contains("    checker: Checker::Interactive(\"cf810d-interactor\"),\n"));
    assert!(read(&scratch, "Cargo.toml").contains(
        "[[bin]]\nname = \"cf810d-interactor\"\npath = \"src/bin/cf810d/interactor.rs\"\n"
    ));
    assert!(read(&scratch, "src/bin/cf810d/interactor.rs")
        .contains("fn judge() -> Result<String, Stop>"));
    assert!(read(&scratch, "src/bin/cf810d/main.rs").contains("fn play(mut jury: impl BufRead"));
    assert!(read(&scratch, "tests/stress/cf810d.rs").contains("interactor: \"cf810d-interactor\""));
    assert_eq!(
        read(&scratch, "samples/cf810d/1.in"),
        "3 2\nNIE\nTAK\nNIE\nTAK\nTAK\nTAK\n"
    );
    for absent in ["src/bin/cf810d/explain.rs", "fuzz/fuzz_targets/cf810d.rs"] {
        assert!(
            !scratch.join(absent).exists(),
            "{absent}: an interactive problem has none"
        );
    }

    let before = snapshot(&scratch);
    let with = |field: &str, value: Value| {
        let mut body = aplusb();
        body["url"] = json!("https://dmoj.ca/problem/aplusb2");
        body[field] = value;
        body.to_string()
    };
    let refusals = [
        (aplusb().to_string(), "`aplusb` exists already"),
        (
            with("timeLimit", json!("5s")),
            "not a problem as Competitive Companion sends it: invalid type: string \"5s\"",
        ),
        (
            with("tests", json!([{"input": "1\n"}])),
            "missing field `output`",
        ),
        (
            with("memoryLimit", json!(0)),
            "the memory limit 0 MiB is outside 1..=1048576 MiB",
        ),
        (
            with("url", json!("https://dmoj.ca/problem/a\"b")),
            "holds '\"', which it cannot",
        ),
        (
            with("interactive", json!("yes")),
            "invalid type: string \"yes\", expected a boolean",
        ),
        ("{\"name\": ".to_string(), "EOF while parsing"),
    ];
    for (body, said) in refusals {
        let (status, answer) = listener.post(&body);
        let line = next(&listener.stderr);
        assert_eq!((status, answer.trim_end()), (422, line.as_str()), "{body}");
        assert!(
            line.starts_with("refused ") && line.contains(said),
            "`{said}` not in `{line}`"
        );
        let changed = changed(&before, &snapshot(&scratch));
        assert!(changed.is_empty(), "{body} changed {changed:?}");
    }
    let (status, answer) = listener.send("GET", "");
    assert_eq!(status, 400, "{answer}");
    assert!(next(&listener.stderr).contains("GET /: POST a problem"));
    assert!(listener.stdout.try_recv().is_err(), "a line more than said");

    #[cfg(unix)]
    {
        let (status, rest) = listener.interrupt();
        assert!(status.success(), "{status}");
        assert_eq!(rest, ["Stopped."]);
    }
}

#[test]
fn a_malformed_checker_is_refused_before_listening() {
    let scratch = scratch_copy("listen-checker", &scratch::target());
    let before = snapshot(&scratch);
    let output = output_within(
        Command::new(XTASK)
            .args(["listen", "--port", "0", "--checker", "floats:6:sideways"])
            .current_dir(&scratch),
        PATIENCE,
    );
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty());
    assert_eq!(
        text(&output.stderr),
        "error: --checker `floats:6:sideways` is not standard, identical, custom, \
         floats[:PRECISION[:default|absolute|relative]]\n"
    );
    assert!(changed(&before, &snapshot(&scratch)).is_empty());
}

#[test]
fn new_from_a_saved_body_makes_the_same_problem_and_refuses_the_same() {
    let scratch = scratch_copy("new-from", &scratch::target());
    let body = scratch.join("aplusb.json");
    fs::write(&body, serde_json::to_string_pretty(&aplusb()).unwrap()).unwrap();
    let new = |args: &[&str]| {
        output_within(
            Command::new(XTASK)
                .arg("new")
                .args(args)
                .current_dir(&scratch),
            PATIENCE,
        )
    };
    let body = body.to_str().unwrap();
    let output = new(&["--from", body]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(text(&output.stdout).starts_with("Made aplusb:\n"));
    assert_eq!(read(&scratch, "samples/aplusb/1.in"), "2\n1 1\n-1 0\n");
    assert!(read(&scratch, "problems/src/aplusb.rs").contains("time_ms: 5000"));

    let output = new(&["aplusb_again", "--from", body]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(read(&scratch, "samples/aplusb_again/1.out"), "2\n-1\n");

    let before = snapshot(&scratch);
    for (args, said, code) in [
        (&["--from", body][..], "error: `aplusb` exists already", 1),
        (
            &["--from", "nosuch.json"],
            "error: cannot read nosuch.json",
            1,
        ),
        (
            &["Bad", "--from", body],
            "error: `Bad` cannot name a binary",
            1,
        ),
        (
            &["--from", body, "--judge", "AtCoder"],
            "cannot be used with",
            2,
        ),
        (&[], "the following required arguments", 2),
    ] {
        let output = new(args);
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(code), "{args:?}: {stderr}");
        assert!(stderr.contains(said), "{args:?}: `{said}` not in {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
        let changed = changed(&before, &snapshot(&scratch));
        assert!(changed.is_empty(), "{args:?} changed {changed:?}");
    }
}
