//! The files a new problem starts from, as they stand in `xtask/templates/`.
//!
//! Each is the Rust a file will hold, with placeholders such as `@BINARY@` that
//! [`fill`] replaces.
//!
//! `problem/` holds a problem's files (its checker program for `--checker custom`),
//! `interactive/` those an interactive problem has instead, `like/` those of a
//! practice solution (`practise`), `start/` a starting file in another language
//! (`start`), and `manifest/` the lines added to `Cargo.toml` files.

/// A problem's `main.rs`: `@BINARY@`, `@JUDGE@`, `@URL@`.
pub const MAIN: &str = include_str!("../../templates/problem/main.rs.txt");
/// A problem's `explain.rs`: `@BINARY@`.
pub const EXPLAIN: &str = include_str!("../../templates/problem/explain.rs.txt");
/// A problem's registry entry: `@BINARY@`, `@JUDGE@`, `@URL@`, `@TIME_MS@`,
/// `@PUBLISHED@`, `@MEMORY@`, `@NOTE@`, `@CHECKER@`, `@SHOWS@` (its [`SHOWS`] or
/// [`INTERACTIVE_SHOWS`] filled in).
pub const ENTRY: &str = include_str!("../../templates/problem/entry.rs.txt");
/// What a problem's binary shows, and its title and statement: the fields of its
/// registry entry that fill [`ENTRY`]'s `@SHOWS@`, with `@BINARY@`, `@JUDGE@`.
pub const SHOWS: &str = include_str!("../../templates/problem/entry-shows.txt");
/// A problem's stress test: `@BINARY@`.
pub const STRESS: &str = include_str!("../../templates/problem/stress.rs.txt");
/// A problem's fuzz target: `@BINARY@`.
pub const FUZZ: &str = include_str!("../../templates/problem/fuzz.rs.txt");
/// A problem's checker program, `checker.rs`: `@BINARY@`.
pub const CHECKER: &str = include_str!("../../templates/problem/checker.rs.txt");
/// What `new` made and what is left to do: `@BINARY@`, `@MADE@` (the files, one a
/// line), `@JUDGED@` (the step for a checker or jury, if any), `@SAMPLES@`, `@INPUT@`.
pub const NEXT_STEPS: &str = include_str!("../../templates/problem/next-steps.txt");

/// An interactive problem's `main.rs`: `@BINARY@`, `@JUDGE@`, `@URL@`.
pub const INTERACTIVE_MAIN: &str = include_str!("../../templates/interactive/main.rs.txt");
/// An interactive problem's jury, `interactor.rs`: `@BINARY@`.
pub const INTERACTOR: &str = include_str!("../../templates/interactive/interactor.rs.txt");
/// What an interactive problem's binary shows (nothing but its moves), and its title and
/// statement: the fields that fill [`ENTRY`]'s `@SHOWS@`, with `@BINARY@`, `@JUDGE@`.
pub const INTERACTIVE_SHOWS: &str = include_str!("../../templates/interactive/entry-shows.txt");
/// An interactive problem's stress test: `@BINARY@`.
pub const INTERACTIVE_STRESS: &str = include_str!("../../templates/interactive/stress.rs.txt");

/// The header of a practice solution's `main.rs`, above the reference's reading code:
/// `@BINARY@`, `@REFERENCE@`.
pub const LIKE_HEADER: &str = include_str!("../../templates/like/header.rs.txt");
/// A practice solution's registry entry: `@BINARY@`, `@REFERENCE@`.
pub const LIKE_ENTRY: &str = include_str!("../../templates/like/entry.rs.txt");
/// A practice solution's stress test: `@BINARY@`, `@REFERENCE@`.
pub const LIKE_STRESS: &str = include_str!("../../templates/like/stress.rs.txt");
/// What `practise` made and what is left to do: `@BINARY@`, `@REFERENCE@`,
/// `@SAMPLES@` (how many).
pub const LIKE_NEXT_STEPS: &str = include_str!("../../templates/like/next-steps.txt");

/// The starting files of `cargo xtask start --lang cpp|py|java` (see
/// [`crate::making::start`]), each in sections: the file, with `@BINARY@`, `@JUDGE@`,
/// `@URL@`, `@LIMITS@`, `@TEST@`, `@STRESS@`, `@CLASS@` (the name of the file, for Java's
/// public class) and `@READ@`; and the lines that read.
pub const START_CPP: &str = include_str!("../../templates/start/cpp.txt");
/// The starting file in Python, as [`START_CPP`] in C++.
pub const START_PY: &str = include_str!("../../templates/start/py.txt");
/// The starting file in Java, as [`START_CPP`] in C++.
pub const START_JAVA: &str = include_str!("../../templates/start/java.txt");
/// The starting file in JavaScript (Node), as [`START_CPP`] in C++: the page's practice
/// only (`crate::site::practice`), which runs it with a stdin of its own.
pub const START_JS: &str = include_str!("../../templates/start/js.txt");
/// What `start` made and the commands to run next: `@FILE@`, `@BINARY@`,
/// `@TEST@`, `@STRESS@`.
pub const START_NEXT_STEPS: &str = include_str!("../../templates/start/next-steps.txt");

/// A `[[bin]]` of the root manifest: `@NAME@`, `@PATH@`.
pub const BIN: &str = include_str!("../../templates/manifest/bin.toml.txt");
/// The `[[bin]]` of a fuzz target in the fuzz crate's manifest: `@BINARY@`.
pub const FUZZ_BIN: &str = include_str!("../../templates/manifest/fuzz-bin.toml.txt");

/// The one template filler (see [`crate::base::template::fill`]), which `new`,
/// `practise` and `start` call by this name.
pub use crate::base::template::fill;
