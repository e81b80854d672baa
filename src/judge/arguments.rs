//! The command line of a binary.
//!
//! No argument on the judge; for people, `--help`, `--explain` where the binary
//! explains itself and `--play FILE` where it plays.
//!
//! A binary run by [`run`](super::run) calls only `takes_no_arguments`, so that its
//! judge's bundle holds nothing of the explanation's arguments. A binary run in memory
//! (the fuzz targets, the site) reads no command line: it is asked in code
//! ([`super::memory`]).

#[cfg(not(feature = "memory"))]
use crate::explain::{dot::DEFAULT_STATES, steps::DEFAULT_STEPS, DEFAULT_LINES};
#[cfg(not(feature = "memory"))]
use std::io::{self, Write};

/// What the command line asks a binary that explains itself to do.
pub(super) enum Request {
    /// No argument: the judge's run.
    Judge,
    /// `--explain`: the answer's reason in at most this many lines (`None`: every line).
    Explain(Option<usize>),
    /// `--explain=dot`: the states as a DOT graph of at most this many states (`None`:
    /// `--explain=dot-all`, every one).
    Draw(Option<usize>),
    /// `--explain=steps`: the table filled one state at a time, at most this many steps
    /// (`None`: `--explain=steps-all`, every one).
    Steps(Option<usize>),
    /// `--play FILE` and its options: play the game of the judge's input in FILE.
    // A binary run in memory never plays.
    #[cfg_attr(feature = "memory", allow(dead_code))]
    Play(std::ffi::OsString, Vec<(String, String)>),
}

/// The options `--play` takes, each with a value (`--as first` or `--as=first`); which
/// a game reads is up to the game.
#[cfg(not(feature = "memory"))]
const PLAY_OPTIONS: [&str; 7] = [
    "--as",
    "--case",
    "--start",
    "--colours",
    "--remove",
    "--keep",
    "--covered",
];

/// For a binary that only runs: returns when there is no argument; answers `--help`
/// (exit status 0) and refuses any other argument (exit status 2).
#[cfg(not(feature = "memory"))]
pub(super) fn takes_no_arguments() {
    let mut args = std::env::args_os();
    let name = program_name(args.next());
    if let Some(argument) = args.next() {
        let usage = format!(
            "{name} reads the judge's input on standard input and takes no arguments \
             (see README.md)"
        );
        refuse(&help_or(argument, &usage), &usage);
    }
}

/// What the command line asks of a binary that explains itself: no argument, or
/// `--explain` (`--explain=N`, `--explain=all`) alone, or, where the binary `plays`,
/// `--play FILE` with its options; `--help` is answered (exit status 0) and any other
/// argument refused (exit status 2).
#[cfg(not(feature = "memory"))]
pub(super) fn request(plays: bool) -> Request {
    let mut args = std::env::args_os();
    let name = program_name(args.next());
    let Some(argument) = args.next() else {
        return Request::Judge;
    };
    let mut usage = format!(
        "{name} reads the judge's input on standard input and prints its answer; \
         with --explain, the answer's reason first ({DEFAULT_LINES} lines at most; \
         --explain=N for N, --explain=all for every line); with --explain=dot, a \
         picture of the states as a Graphviz DOT graph ({DEFAULT_STATES} states at \
         most; --explain=dot-all for all); with --explain=steps, the table filled one \
         state at a time, each with the rule that decided it ({DEFAULT_STEPS} steps at \
         most; --explain=steps-all for all)"
    );
    if plays {
        usage += "; with --play FILE, the game of the input in FILE against a perfect \
                  opponent, moves on standard input (--as for the side to play)";
    }
    usage += "; see README.md";
    let argument = help_or(argument, &usage);
    if plays && is_play_argument(&argument) {
        return play_request(argument, args, &usage);
    }
    if args.next().is_some() {
        refuse(&argument, &usage);
    }
    match argument.as_str() {
        "--explain=dot" => Request::Draw(Some(DEFAULT_STATES)),
        "--explain=dot-all" => Request::Draw(None),
        "--explain=steps" => Request::Steps(Some(DEFAULT_STEPS)),
        "--explain=steps-all" => Request::Steps(None),
        _ => explain_request(&argument).unwrap_or_else(|| refuse(&argument, &usage)),
    }
}

/// Whether `argument` starts a `--play` command line: `--play` or one of its options.
#[cfg(not(feature = "memory"))]
fn is_play_argument(argument: &str) -> bool {
    let name = argument.split('=').next().unwrap_or_default();
    name == "--play" || PLAY_OPTIONS.contains(&name)
}

/// The `--play` request of the arguments from `first` on: `--play FILE` and options,
/// each `--name value` or `--name=value`, in any order, each at most once.
#[cfg(not(feature = "memory"))]
fn play_request(
    first: String,
    mut rest: impl Iterator<Item = std::ffi::OsString>,
    usage: &str,
) -> Request {
    let mut file = None;
    let mut options: Vec<(String, String)> = Vec::new();
    let mut next = Some(std::ffi::OsString::from(first));
    while let Some(argument) = next.take().or_else(|| rest.next()) {
        let text = argument.to_string_lossy().into_owned();
        let (name, inline) = match text.split_once('=') {
            Some((name, value)) => (name.to_string(), Some(std::ffi::OsString::from(value))),
            None => (text.clone(), None),
        };
        if name != "--play" && !PLAY_OPTIONS.contains(&name.as_str()) {
            refuse(&text, usage);
        }
        let Some(value) = inline.or_else(|| rest.next()) else {
            refuse_line(&format!("{name} needs a value: {usage}"));
        };
        let taken = name == "--play" && file.is_some() || options.iter().any(|o| o.0 == name);
        if taken {
            refuse_line(&format!("{name} is given twice: {usage}"));
        }
        if name == "--play" {
            file = Some(value);
        } else {
            options.push((name, value.to_string_lossy().into_owned()));
        }
    }
    match file {
        Some(file) => Request::Play(file, options),
        None => refuse_line(&format!("--play FILE is missing: {usage}")),
    }
}

/// Refuses a `--play` option the game does not take, in one line, exit status 2.
#[cfg(not(feature = "memory"))]
pub(super) fn refuse_option(option: &str) -> ! {
    let name = program_name(std::env::args_os().next());
    refuse_line(&format!("{name} --play takes no {option} (see README.md)"))
}

/// Refuses the command line in one line `error: {line}` on stderr, exit status 2.
#[cfg(not(feature = "memory"))]
pub(super) fn refuse_line(line: &str) -> ! {
    let _ = writeln!(io::stderr(), "error: {line}");
    std::process::exit(2)
}

/// Refuses `--explain=dot` for a binary that drew no picture, or `--explain=steps` for
/// one that recorded no steps, in one line on stderr saying so (`lacks`: "draws no
/// picture of its states"), and exits with status 2.
#[cfg(not(feature = "memory"))]
pub(super) fn shows_nothing(lacks: &str) -> ! {
    let name = program_name(std::env::args_os().next());
    let argument = std::env::args().nth(1).unwrap_or_default();
    refuse(
        &argument,
        &format!("{name} {lacks} (see README.md for those that do)"),
    )
}

/// The request of `--explain`, `--explain=N` or `--explain=all`; `None` for any other
/// argument.
#[cfg(not(feature = "memory"))]
fn explain_request(argument: &str) -> Option<Request> {
    let limit = match argument.strip_prefix("--explain")? {
        "" => Some(DEFAULT_LINES),
        "=all" => None,
        lines => Some(lines.strip_prefix('=')?.parse().ok()?),
    };
    Some(Request::Explain(limit))
}

/// The program's name, for its usage line: the stem of its path.
#[cfg(not(feature = "memory"))]
fn program_name(program: Option<std::ffi::OsString>) -> String {
    program
        .as_deref()
        .map(std::path::Path::new)
        .and_then(std::path::Path::file_stem)
        .map_or("this program".into(), |stem| {
            stem.to_string_lossy().into_owned()
        })
}

/// `argument` as text, after answering it if it asks for help: `usage` on stdout, exit
/// status 0.
#[cfg(not(feature = "memory"))]
fn help_or(argument: std::ffi::OsString, usage: &str) -> String {
    let argument = argument.to_string_lossy().into_owned();
    if argument == "--help" || argument == "-h" {
        println!("{usage}");
        std::process::exit(0);
    }
    argument
}

/// Refuses `argument` in one line on stderr, with `usage`, and exits with status 2.
#[cfg(not(feature = "memory"))]
fn refuse(argument: &str, usage: &str) -> ! {
    let _ = writeln!(
        io::stderr(),
        "error: unexpected argument `{argument}`: {usage}"
    );
    std::process::exit(2)
}
