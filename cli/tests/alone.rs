//! `gamebits` alone in an empty folder, as a student who has never used Rust runs it.
//!
//! The built program is copied alone into an empty temporary folder and run there with
//! a PATH that holds only the compilers and the usual system tools (a folder of links
//! to them: no cargo, no rustup, no repository), its temporary folder inside that one:
//! `start`, `test` and `stress` on dpk's editorial solutions in C++, Python and Java
//! (AC, agreeing); a planted wrong C++ dpk caught and shrunk to the input `cargo xtask
//! stress --solution --seed` gives; `play` of the lecture's game to `winner:` through
//! a pipe and in a pseudo-terminal; a missing compiler in one line; an end without a word when the reader of its
//! output has gone.

#![cfg(unix)]

use gamebits_runner::child::{drain, Child, Exit, CAP};
use gamebits_runner::{Finished, Run};
use std::fs;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The program cargo built for these tests, in the profile they share.
const GAMEBITS: &str = env!("CARGO_BIN_EXE_gamebits");

/// The programs a compiler and its solutions need, besides the compilers: the shell,
/// the assembler and linker g++ calls, what the Java launcher and javac call.
const TOOLS: &[&str] = &["sh", "as", "ld", "cat", "uname", "dirname", "readlink"];

/// A dpk that is wrong: the first player wins iff K is odd.
const WRONG: &str = "#include <iostream>\nint main() { int n, k; std::cin >> n >> k; \
                     std::cout << (k % 2 ? \"First\" : \"Second\") << \"\\n\"; }\n";

/// The workspace's root: the folder above cli's.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("cli is in the workspace")
        .to_path_buf()
}

/// Where `program` is on this test's PATH, if it is; a Python by the executable it
/// says it is (a version manager's shim would need the manager).
fn find(program: &str) -> Option<PathBuf> {
    if program.starts_with("python") || program.starts_with("pypy") {
        let mut ask = Command::new(program);
        ask.args(["-c", "import sys; print(sys.executable)"]);
        let said = Run::new(&mut ask).wait().ok()?;
        let path = String::from_utf8_lossy(&said.stdout.bytes)
            .trim()
            .to_string();
        return (said.exit.status.success() && !path.is_empty()).then(|| path.into());
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(program))
        .find(|file| file.is_file())
}

/// A folder `bin` in `dir` of links to the compilers and tools there are, but for
/// those `without` names: a PATH with no cargo, no rustup, no repository.
fn path_folder(dir: &Path, name: &str, without: &[&str]) -> PathBuf {
    let bin = dir.join(name);
    fs::create_dir_all(&bin).unwrap();
    let compilers = ["g++", "javac", "java", "python3", "pypy3"];
    for program in compilers.iter().chain(TOOLS) {
        if without.contains(program) {
            continue;
        }
        if let Some(found) = find(program) {
            std::os::unix::fs::symlink(found, bin.join(program)).unwrap();
        }
    }
    bin
}

/// A folder of its own for the program alone: `gamebits` copied into it, and the
/// links of its PATH beside.
struct Alone {
    dir: PathBuf,
    path: PathBuf,
}

impl Alone {
    fn new() -> Alone {
        let dir = std::env::temp_dir().join(format!("gamebits-alone-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("tmp")).unwrap();
        fs::copy(GAMEBITS, dir.join("gamebits")).unwrap();
        let path = path_folder(&dir, "bin", &[]);
        Alone { dir, path }
    }

    /// `program args` run in the folder, its environment PATH `path` alone, its home and
    /// temporary folder the folder's.
    fn command(&self, program: &Path, args: &[&str], path: &Path) -> Command {
        let mut command = Command::new(program);
        command
            .args(args)
            .current_dir(&self.dir)
            .env_clear()
            .env("PATH", path)
            .env("HOME", &self.dir)
            .env("TMPDIR", self.dir.join("tmp"));
        command
    }

    /// `gamebits args` in the folder, with PATH `path` alone, `input` on stdin.
    fn run_with(&self, path: &Path, args: &[&str], input: &str) -> Finished {
        let mut command = self.command(&self.dir.join("gamebits"), args, path);
        Run::new(&mut command)
            .input_bytes(input.as_bytes().to_vec())
            .time_limit(Duration::from_secs(300))
            .wait()
            .unwrap()
    }

    /// `gamebits args` as `gamebits args | head -n 1` runs it: its first line read, then
    /// its stdout closed. The line, how it ended, and its stderr.
    fn first_line(&self, args: &[&str]) -> (String, Exit, String) {
        let mut command = self.command(&self.dir.join("gamebits"), args, &self.path);
        command.stdout(Stdio::piped()).stderr(Stdio::piped());
        let mut child = Child::spawn(&mut command).unwrap();
        let stderr = drain(child.stderr(), CAP);
        let mut line = String::new();
        BufReader::new(child.stdout().unwrap())
            .read_line(&mut line)
            .unwrap();
        let deadline = Instant::now() + Duration::from_secs(300);
        let exit = child.wait_until(Some(deadline)).unwrap();
        (line, exit, text(&stderr.join().unwrap().bytes))
    }

    /// `gamebits args` in a pseudo-terminal (`script`, of util-linux) as a person plays
    /// it: `key` and Enter typed at each prompt until the game says its winner. What the
    /// terminal showed; a game silent for 30 s fails the test.
    fn in_terminal(&self, args: &[&str], key: &str) -> String {
        let script = find("script").expect("`script` (util-linux) gives a pseudo-terminal");
        let command = std::iter::once("./gamebits")
            .chain(args.iter().copied())
            .collect::<Vec<_>>()
            .join(" ");
        let script_args = ["-q", "-e", "-c", &command, "/dev/null"];
        let mut command_line = self.command(&script, &script_args, &self.path);
        command_line.stdin(Stdio::piped()).stdout(Stdio::piped());
        let mut child = Child::spawn(&mut command_line).unwrap();
        let mut keys = child.stdin().unwrap();
        let mut screen = child.stdout().unwrap();
        let (shown, seen) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut byte = [0];
            while screen.read(&mut byte).is_ok_and(|n| n == 1) {
                let _ = shown.send(byte[0]);
            }
        });
        let (mut bytes, mut answered) = (Vec::new(), 0);
        while !text(&bytes).contains("winner: ") {
            let byte = seen.recv_timeout(Duration::from_secs(30));
            let byte = byte.unwrap_or_else(|_| panic!("the game stopped:\n{}", text(&bytes)));
            bytes.push(byte);
            let prompts = text(&bytes).matches(gamebits::play::PROMPT).count();
            if prompts > answered {
                write!(keys, "{key}\r").unwrap();
                answered = prompts;
            }
        }
        drop(keys);
        let deadline = Instant::now() + Duration::from_secs(30);
        assert!(child.wait_until(Some(deadline)).unwrap().status.success());
        text(&bytes)
    }

    fn run(&self, args: &[&str]) -> Finished {
        self.run_with(&self.path, args, "")
    }

    /// Copies the workspace's file `from` into the folder.
    fn copy(&self, from: &str) -> String {
        let name = Path::new(from).file_name().unwrap().to_string_lossy();
        fs::copy(root().join(from), self.dir.join(&*name)).unwrap();
        name.into_owned()
    }
}

impl Drop for Alone {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.dir);
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// What `ran` printed, both streams, for a failure's message.
fn said(ran: &Finished) -> String {
    format!(
        "{}\n--- stderr\n{}",
        text(&ran.stdout.bytes),
        text(&ran.stderr.bytes)
    )
}

/// The shrunk input of a stress report: the lines after `--- input` to the next `---`.
fn shrunk_input(report: &str) -> String {
    let after = report
        .split_once("--- input\n")
        .unwrap_or_else(|| panic!("no input in the report:\n{report}"))
        .1;
    after.split("\n---").next().unwrap_or_default().to_string()
}

#[test]
#[ignore = "slow tier: needs g++, a JDK and python3; builds dpk in release for cargo xtask"]
fn gamebits_alone_judges_stresses_and_plays_with_only_the_compilers() {
    let alone = Alone::new();
    // A starting file in each language: it reads every sample, and answers wrong.
    for (lang, file) in [("cpp", "dpk.cpp"), ("py", "dpk.py"), ("java", "Dpk.java")] {
        let made = alone.run(&["start", "dpk", "--lang", lang]);
        assert!(made.exit.status.success(), "{}", said(&made));
        assert!(alone.dir.join(file).is_file(), "{}", said(&made));
        let judged = alone.run(&["test", "dpk", file]);
        let stdout = text(&judged.stdout.bytes);
        assert_eq!(judged.exit.status.code(), Some(1), "{}", said(&judged));
        assert!(stdout.contains("\nWA "), "{}", said(&judged));
        assert!(
            !stdout.contains("\nRE ") && !stdout.contains("CE"),
            "{}",
            said(&judged)
        );
    }
    // The editorial's solutions: AC on every sample, and agreeing with the reference.
    for (from, cases) in [
        ("src/bin/dpk/editorial/solution.cpp", "300"),
        ("src/bin/dpk/editorial/solution.py", "20"),
        ("src/bin/dpk/editorial/Solution.java", "20"),
    ] {
        let file = alone.copy(from);
        let judged = alone.run(&["test", "dpk", &file]);
        let stdout = text(&judged.stdout.bytes);
        assert!(judged.exit.status.success(), "{}", said(&judged));
        assert!(
            stdout.contains("\nAC ") && stdout.contains("samples passed"),
            "{stdout}"
        );
        let stressed = alone.run(&["stress", "dpk", &file, "--cases", cases, "--seed", "3"]);
        assert!(stressed.exit.status.success(), "{}", said(&stressed));
        let agrees = format!("{file} agrees with dpk on {cases} cases of seed 3");
        assert!(
            text(&stressed.stdout.bytes).contains(&agrees),
            "{}",
            said(&stressed)
        );
    }
    // Its output's reader gone after one line (`| head -n 1`): it ends, quietly.
    let (line, exit, stderr) = alone.first_line(&["test", "dpk", "solution.py"]);
    assert!(line.starts_with("solution.py (dpk): "), "{line}");
    assert_eq!((exit.status.code(), stderr.as_str()), (Some(141), ""));
    // A wrong C++ dpk: caught and shrunk to the input cargo xtask stress gives.
    fs::write(alone.dir.join("wrong.cpp"), WRONG).unwrap();
    let stressed = alone.run(&["stress", "dpk", "wrong.cpp", "--seed", "7"]);
    let report = text(&stressed.stdout.bytes);
    assert_eq!(stressed.exit.status.code(), Some(1), "{}", said(&stressed));
    assert!(
        report.contains("wrong.cpp differs from dpk on case "),
        "{report}"
    );
    assert!(
        alone.dir.join("wrong.cpp.cases/stress-7.in").is_file(),
        "{report}"
    );
    let elsewhere = alone.dir.join("xtask");
    fs::create_dir_all(&elsewhere).unwrap();
    fs::write(elsewhere.join("wrong.cpp"), WRONG).unwrap();
    let mut xtask = Command::new(env!("CARGO"));
    xtask
        .current_dir(root())
        .args(["xtask", "stress", "dpk", "--seed", "7", "--solution"]);
    xtask.arg(elsewhere.join("wrong.cpp"));
    let by_xtask = Run::new(&mut xtask)
        .time_limit(Duration::from_secs(900))
        .wait()
        .unwrap();
    assert_eq!(by_xtask.exit.status.code(), Some(1), "{}", said(&by_xtask));
    let xtask_report = text(&by_xtask.stdout.bytes);
    assert_eq!(shrunk_input(&report), shrunk_input(&xtask_report));
    // The lecture's game played through a pipe to its end.
    let lecture = alone.copy("samples/dpk/lecture.in");
    let played = alone.run_with(&alone.path, &["play", "dpk", &lecture], &"1\n".repeat(10));
    assert!(played.exit.status.success(), "{}", said(&played));
    assert!(
        text(&played.stdout.bytes).contains("winner: "),
        "{}",
        said(&played)
    );
    // The same game in a terminal, its moves typed at the keyboard.
    let screen = alone.in_terminal(&["play", "dpk", &lecture], "1");
    assert!(screen.contains("winner: "), "{screen}");
    // Without javac, a Java file not compiled before: one line saying which compiler
    // and how to get it, exit status 2.
    let java = fs::read_to_string(alone.dir.join("Solution.java")).unwrap();
    fs::write(
        alone.dir.join("Fresh.java"),
        java + "// Not compiled yet.\n",
    )
    .unwrap();
    let no_javac = path_folder(&alone.dir, "bin-without-javac", &["javac"]);
    let refused = alone.run_with(&no_javac, &["test", "dpk", "Fresh.java"], "");
    let stderr = text(&refused.stderr.bytes);
    assert_eq!(refused.exit.status.code(), Some(2), "{}", said(&refused));
    assert_eq!(
        stderr,
        "error: javac is not installed: install it with `apt-get install default-jdk-headless`\n"
    );
    assert!(refused.stdout.bytes.is_empty(), "{}", said(&refused));
}
