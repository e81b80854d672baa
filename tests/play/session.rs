//! A game played with a built binary's `--play`, as a program plays it.
//!
//! A line at a time after each prompt, reading what the binary says back.

use gamebits_runner::child::Child;
use gamebits_test_support::binary_path;
use std::io::{BufReader, Read, Write};
use std::path::Path;
use std::process::{ChildStdin, ChildStdout, Command, Stdio};

/// The prompt before each of the player's moves (`gamebits::play::PROMPT`).
pub const PROMPT: &str = gamebits::play::PROMPT;

/// A binary playing, its stdin and stdout piped to the test.
pub struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
    /// Everything the binary has said.
    pub transcript: String,
    /// `winner: …`'s word once the game is over.
    pub winner: Option<String>,
}

/// One move in the `?` list: its words, the mover of the state it leaves and that
/// state's value for its mover (`W`, `L` or `draw`), and in how many moves.
#[derive(Clone, Debug)]
pub struct Listed {
    pub words: String,
    pub mover: String,
    pub value: String,
    pub moves: Option<u64>,
}

impl Session {
    /// Starts `binary --play FILE` with `args` after it.
    pub fn start(binary: &str, file: &Path, args: &[&str]) -> Session {
        let mut command = Command::new(binary_path(binary));
        command
            .arg("--play")
            .arg(file)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = Child::spawn(&mut command).expect("the binary starts");
        let stdin = child.stdin();
        let stdout = BufReader::new(child.stdout().expect("piped"));
        Session {
            child,
            stdin,
            stdout,
            transcript: String::new(),
            winner: None,
        }
    }

    /// What the binary says until its next prompt (`true`), its `winner:` line or the
    /// end of its output (`false`); notes the winner.
    pub fn read(&mut self) -> (String, bool) {
        let mut said = Vec::new();
        let prompted = loop {
            let mut byte = [0];
            match self.stdout.read(&mut byte) {
                Ok(1) => said.push(byte[0]),
                _ => break false,
            }
            if said.ends_with(PROMPT.as_bytes()) {
                break true;
            }
            if said.ends_with(b"\n") {
                let text = String::from_utf8_lossy(&said);
                let line = text.lines().last().unwrap_or_default();
                if let Some(word) = line.strip_prefix("winner: ") {
                    self.winner = Some(word.to_string());
                    break false;
                }
            }
        };
        let said = String::from_utf8(said).expect("UTF-8");
        self.transcript.push_str(&said);
        (said, prompted)
    }

    /// Sends one line, then reads to the next prompt or the end.
    pub fn send(&mut self, line: &str) -> (String, bool) {
        let stdin = self.stdin.as_mut().expect("input open");
        writeln!(stdin, "{line}").expect("the binary reads its input");
        stdin.flush().expect("flushed");
        self.read()
    }

    /// The moves `?` lists.
    pub fn listed(&mut self) -> Vec<Listed> {
        let (said, prompted) = self.send("?");
        assert!(prompted, "? prompts again: {said}");
        said.lines()
            .filter_map(|line| line.strip_prefix("  "))
            .filter_map(parse_listed)
            .collect()
    }

    /// Closes the binary's input and waits for it: everything else it said, and its
    /// exit status and stderr.
    pub fn finish(mut self) -> (String, std::process::ExitStatus, String) {
        drop(self.stdin.take());
        let mut rest = String::new();
        self.stdout.read_to_string(&mut rest).expect("output");
        self.transcript.push_str(&rest);
        let mut stderr = String::new();
        self.child
            .stderr()
            .expect("piped")
            .read_to_string(&mut stderr)
            .expect("stderr");
        let status = self.child.wait_until(None).expect("the binary ends").status;
        (self.transcript, status, stderr)
    }
}

/// `<words> → <state>: <W|L|draw> (<mover> to move wins in 3 moves)`.
fn parse_listed(line: &str) -> Option<Listed> {
    let (words, rest) = line.split_once(" → ")?;
    let (_, value) = rest.rsplit_once(": ")?;
    let (letter, why) = value.split_once(" (")?;
    let mover = why.split(" to move").next().unwrap_or_default().to_string();
    let moves = why
        .split(" in ")
        .nth(1)
        .and_then(|n| n.split(' ').next())
        .and_then(|n| n.parse().ok())
        .or_else(|| why.contains("has no move").then_some(0));
    Some(Listed {
        words: words.to_string(),
        mover,
        value: letter.to_string(),
        moves,
    })
}
