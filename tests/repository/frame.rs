//! The frame every binary runs in, at its edges.
//!
//! The frame every binary runs in (`gamebits::judge::run`), at its edges: huge tokens,
//! output that cannot be written, and arguments on the command line; and what each
//! binary shows through it, held to its registry entry's declaration.

use gamebits_problems::{Shows, PROBLEMS};
use gamebits_test_support::samples::sample_inputs;
use gamebits_test_support::{binary_path, output, run_binary, run_binary_with_args};
use std::collections::BTreeSet;
use std::process::{Command, Output};
// The full disk's and the closed pipe's tests, on Linux, run a child of their own.
#[cfg(target_os = "linux")]
use {
    gamebits_runner::child::{drain, Child, Drained},
    std::io::Write,
    std::process::Stdio,
    std::thread::JoinHandle,
};

/// The one line on stderr of a run that failed with status 1 and printed nothing.
fn error_line(output: &Output) -> String {
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert!(output.stdout.is_empty(), "{output:?}");
    let stderr = String::from_utf8(output.stderr.clone()).expect("text on stderr");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    stderr.trim_end().to_string()
}

/// A token of 3 MiB is quoted by its first 32 characters and its length, whether a
/// binary reads it as a number (`Tokens::number`) or as text (`Tokens::word`).
#[test]
fn a_huge_token_is_quoted_short() {
    let huge = "7".repeat(3 << 20);
    let output = run_binary(&binary_path("dpk"), format!("2 10\n{huge} 3\n").as_bytes());
    assert_eq!(
        error_line(&output),
        format!(
            "error: a_1 = {}… ({} bytes) is outside 1..=10",
            &huge[..32],
            3 << 20
        )
    );
    let strip = "0".repeat(3 << 20);
    let output = run_binary(
        &binary_path("dispdom"),
        format!("3 1 1\n{strip}\n").as_bytes(),
    );
    assert_eq!(
        error_line(&output),
        format!(
            "error: the strip is too long: `{}…` ({} bytes)",
            &strip[..32],
            3 << 20
        )
    );
}

/// The binaries read and answer the judges' whitespace and a byte order mark the same
/// as plain spaces.
#[test]
fn every_c_space_and_a_byte_order_mark_separate_tokens() {
    for input in [
        &b"2 7\n2 3\n"[..],
        b"\xef\xbb\xbf2\x0b7\x0c2\r\n3",
        b"2\t7 2\x0b\x0b3 \n\n",
    ] {
        let output = run_binary(&binary_path("dpk"), input);
        assert!(output.status.success(), "{output:?}");
        assert_eq!(output.stdout, b"First\n");
    }
}

/// `--help` and `-h` print what a binary takes on stdout (for qccp1, which explains,
/// `--explain` too); any other argument is an error, with status 2, before any input
/// is read.
#[test]
fn arguments_are_refused_with_a_pointer_to_the_readme() {
    let run = |argument: &str| {
        output(Command::new(binary_path("qccp1")).arg(argument)).expect("qccp1 runs")
    };
    let usage = "qccp1 reads the judge's input on standard input and prints its answer; \
                 with --explain, the answer's reason first (200 lines at most; \
                 --explain=N for N, --explain=all for every line); with --explain=dot, a \
                 picture of the states as a Graphviz DOT graph (200 states at most; \
                 --explain=dot-all for all); with --explain=steps, the table filled one \
                 state at a time, each with the rule that decided it (200 steps at most; \
                 --explain=steps-all for all); with --play FILE, the game of the input in \
                 FILE against a perfect opponent, moves on standard input (--as for the \
                 side to play); see README.md";
    for help in ["--help", "-h"] {
        let output = run(help);
        assert_eq!(output.status.code(), Some(0));
        assert_eq!(String::from_utf8_lossy(&output.stdout).trim_end(), usage);
        assert!(output.stderr.is_empty());
    }
    for argument in ["samples/qccp1/1.in", "--explain=some"] {
        let output = run(argument);
        assert_eq!(output.status.code(), Some(2));
        assert!(output.stdout.is_empty());
        assert_eq!(
            String::from_utf8_lossy(&output.stderr).trim_end(),
            format!("error: unexpected argument `{argument}`: {usage}")
        );
    }
}

/// `--explain=steps` shows 200 steps and says how many it left out (`--explain=steps-all`
/// every one); bad input is the judge's error line; a binary that records no steps
/// (persuasion) says so, with status 2, and prints nothing.
#[test]
fn steps_are_bounded_and_refused_where_there_are_none() {
    let with = |binary: &str, argument: &str, input: &[u8]| {
        run_binary_with_args(&binary_path(binary), &[argument], input)
    };
    let pile = b"1 1000\n1\n";
    let output = with("dpk", "--explain=steps", pile);
    let text = String::from_utf8(output.stdout).expect("text");
    assert_eq!(text.lines().count(), 201, "{text}");
    assert_eq!(
        text.lines().last(),
        Some("(801 more steps left out: --explain=steps-all shows every step)")
    );
    let output = with("dpk", "--explain=steps-all", pile);
    assert_eq!(
        String::from_utf8_lossy(&output.stdout).lines().count(),
        1001
    );
    let output = with("dpk", "--explain=steps", b"1 10\n11\n");
    assert_eq!(error_line(&output), "error: a_1 = 11 is outside 1..=10");
    let output = with("persuasion", "--explain=steps", b"1\n1\n1\n");
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with(
            "error: unexpected argument `--explain=steps`: persuasion records no steps of its \
             reasoning (see README.md for those that do)"
        ),
        "{stderr}"
    );
}

/// Each binary shows what its registry entry declares ([`gamebits_problems::Shows`]),
/// as it behaves on its first sample: it explains, draws its states, records its steps
/// and plays exactly where the entry says so, and its game reads exactly the options
/// declared (see [`play_options_read`]).
#[test]
fn each_binary_shows_what_its_entry_declares() {
    for problem in PROBLEMS {
        let name = problem.binary;
        let sample = first_sample(name);
        let input = std::fs::read(&sample).expect("a sample is readable");
        let file = sample.to_str().expect("a sample's path is text");
        let plays = answers_to(name, &["--play", file], b"");
        let behaves = Shows {
            explains: answers_to(name, &["--explain"], &input),
            draws: answers_to(name, &["--explain=dot"], &input),
            steps: answers_to(name, &["--explain=steps"], &input),
            play: None,
        };
        let declared = Shows {
            play: None,
            ..problem.shows
        };
        assert_eq!(
            behaves, declared,
            "{name}: its behaviour (left) against its entry"
        );
        assert_eq!(
            plays,
            problem.shows.play.is_some(),
            "{name}: plays (left) against its entry"
        );
        if let Some(play) = problem.shows.play {
            let read = play_options_read(name, file);
            let declared: BTreeSet<&str> = play.options.iter().copied().collect();
            assert_eq!(
                read, declared,
                "{name}: options read (left) against its entry"
            );
        }
    }
}

/// The first sample of `binary` with its answer, or its first (an interactive problem's
/// samples are the jury's, with no answer file).
fn first_sample(binary: &str) -> std::path::PathBuf {
    let inputs = sample_inputs(binary);
    let answered = inputs
        .iter()
        .find(|input| input.with_extension("out").is_file());
    let first = answered.or(inputs.first());
    first
        .unwrap_or_else(|| panic!("{binary}: no sample"))
        .clone()
}

/// Whether `binary` does something of its own for `args` on `stdin`: it succeeds, and
/// prints other than it does without them. `false` where it refuses them (status 2, in
/// one line) or takes no notice of them (it prints what it prints without them).
///
/// # Panics
///
/// If it does neither: it fails some other way.
fn answers_to(binary: &str, args: &[&str], stdin: &[u8]) -> bool {
    let exe = binary_path(binary);
    let plain = run_binary(&exe, stdin);
    let output = run_binary_with_args(&exe, args, stdin);
    let stderr = String::from_utf8_lossy(&output.stderr);
    if output.status.success() && output.stdout != plain.stdout {
        return true;
    }
    let refused = output.status.code() == Some(2) && stderr.lines().count() == 1;
    let unnoticed = output == plain;
    assert!(
        refused || unnoticed,
        "{binary} {args:?}: neither shows nor refuses: {stderr}"
    );
    false
}

/// The options the game of `binary` reads, among those any game's entry declares, as it
/// behaves playing `file`: given one it reads with a value no game takes, it fails
/// naming the option (status 1); given one it does not read, it refuses it (status 2).
fn play_options_read(binary: &str, file: &str) -> BTreeSet<&'static str> {
    let declared = PROBLEMS.iter().filter_map(|p| p.shows.play);
    let every: BTreeSet<&'static str> = declared
        .flat_map(|play| play.options.iter().copied())
        .collect();
    let mut read = BTreeSet::new();
    for option in every {
        let output =
            run_binary_with_args(&binary_path(binary), &["--play", file, option, "x"], b"");
        let stderr = String::from_utf8_lossy(&output.stderr);
        let line = stderr.lines().next().unwrap_or_default();
        match output.status.code() {
            Some(1) if line.starts_with(&format!("error: {option}")) => {
                read.insert(option);
            }
            Some(2) if line.ends_with(&format!("--play takes no {option} (see README.md)")) => {}
            _ => panic!("{binary} --play {option} x: neither checks nor refuses it: {stderr}"),
        }
    }
    read
}

/// Runs `binary` on `input` with stdout and stderr going to the files given.
#[cfg(target_os = "linux")]
fn run_into(binary: &str, input: &[u8], stdout: Stdio, stderr: Stdio) -> Output {
    let mut command = Command::new(binary_path(binary));
    command.stdin(Stdio::piped()).stdout(stdout).stderr(stderr);
    let mut child = Child::spawn(&mut command).expect("the binary starts");
    let said = (
        drain(child.stdout(), usize::MAX),
        drain(child.stderr(), usize::MAX),
    );
    child
        .stdin()
        .expect("stdin is piped")
        .write_all(input)
        .expect("the binary reads all of its input");
    ended(child, said)
}

/// How `child` ended, and what it wrote on the pipes `said` drains.
#[cfg(target_os = "linux")]
fn ended(mut child: Child, said: (JoinHandle<Drained>, JoinHandle<Drained>)) -> Output {
    let exit = child.wait_until(None).expect("the binary ends");
    let bytes = |pipe: JoinHandle<Drained>| pipe.join().expect("drained").bytes;
    Output {
        status: exit.status,
        stdout: bytes(said.0),
        stderr: bytes(said.1),
    }
}

/// An answer that cannot be written is an error said on stderr; with stderr unwritable
/// too, the status alone says it, and nothing aborts.
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_reported_and_nothing_aborts() {
    let full = || std::fs::File::create("/dev/full").expect("/dev/full");
    let output = run_into("dpk", b"1 1\n1\n", Stdio::from(full()), Stdio::piped());
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr).trim_end(),
        "error: cannot write the answer: No space left on device (os error 28)"
    );
    let output = run_into("dpk", b"x\n", Stdio::piped(), Stdio::from(full()));
    assert_eq!(output.status.code(), Some(1));
    let output = run_into("dpk", b"1 1\n1\n", Stdio::from(full()), Stdio::from(full()));
    assert_eq!(output.status.code(), Some(1));
}

/// A reader that has gone away ends the binary quietly with the status of a Unix tool
/// killed by SIGPIPE.
#[cfg(target_os = "linux")]
#[test]
fn a_closed_pipe_ends_the_binary_quietly() {
    let mut command = Command::new(binary_path("dpk"));
    command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = Child::spawn(&mut command).expect("dpk starts");
    // The binary reads all of its input before it answers: the pipe is closed by then.
    drop(child.stdout());
    let said = (drain(None::<&[u8]>, 0), drain(child.stderr(), usize::MAX));
    child
        .stdin()
        .expect("stdin is piped")
        .write_all(b"1 1\n1\n")
        .expect("dpk reads its input");
    let output = ended(child, said);
    assert_eq!(output.status.code(), Some(141));
    assert!(output.stderr.is_empty(), "{output:?}");
}
