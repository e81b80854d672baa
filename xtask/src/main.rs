//! `cargo xtask <command>`: the project's tools (`cargo xtask --help` lists them).

mod base;
mod bundle;
mod checking;
mod making;
mod measuring;
mod readme;
mod site;

use clap::error::{ContextKind, ContextValue};
use clap::{CommandFactory, Parser, Subcommand};
use std::process::ExitCode;

/// The project's tools.
#[derive(Parser)]
#[command(name = "cargo xtask", bin_name = "cargo xtask", flatten_help = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print a binary (or a .rs file using the library) as one std-only file for the judges;
    /// with --all --out DIR, write every binary's to DIR/<binary>.rs
    Bundle(bundle::Args),
    /// Draw a binary's states as an SVG picture on stdout: the binary's --explain=dot
    /// laid out without Graphviz (a binary that draws none says so)
    Draw(checking::draw::Args),
    /// Time the worst cases in release beside the judges' limits and the floor: a
    /// Markdown table on stdout; with --baseline REV, beside the binaries of commit REV;
    /// with --play, the games' --play: setup beside the judge's path, and engine moves;
    /// with --editorials, the solutions in C++, Python and Java judged on the worst cases
    Bench(measuring::bench::Args),
    /// Measure how time and memory grow with the input size against the stated
    /// complexity: Markdown tables on stdout, an SVG plot per binary in DIR
    Scaling(measuring::scaling::Args),
    /// Make a new problem: its binary, samples, registry entry and stress test, ready to
    /// fill; then print what is left to do
    New(making::new::Args),
    /// Make a practice solution of a problem of the registry: its samples, limits and
    /// input reading, a solve to write, the problem's binary as its reference
    Practise(making::like::Args),
    /// Write a starting file in C++, Python or Java for a problem of the registry: its
    /// input read as the statement gives it, a placeholder printed
    Start(making::start::Args),
    /// Wait for problems sent by the Competitive Companion browser extension (one click
    /// on a problem's page) and make each as new does, until Ctrl-C
    Listen(making::listen::Args),
    /// Build the site where every problem is answered in the page, from the crate's own
    /// code compiled to WebAssembly, with its explanation and states: it opens from disk
    Site(site::Args),
    /// Build a binary in release and judge it on every sample: verdict, time and peak
    /// memory beside the judge's limits; exit status 0 only if all pass
    Test(checking::test::Args),
    /// Practise a problem against a reference on random small inputs: at the first
    /// difference (a wrong answer, a failed run, twice past the time limit), shrink the
    /// input as far as it still differs (within --shrink-time), print it with both answers and the reference's
    /// --explain, write it as samples/<NAME>/stress-<SEED>.in with its .out (for
    /// --solution FILE, as FILE.cases/stress-<SEED>.in), and exit with status 1; after
    /// N cases without one, exit with status 0
    Stress(checking::stress::Args),
    /// Write the tables and pictures of the README and the guide (docs/) that the tests
    /// compare with the code: the binaries table (from the registry), the bundle sizes
    /// (from bundling every binary) and the pictures of the states
    Readme,
    /// Print an input of the registry on stdout: a worst case, or a sweep's at --size
    Input(measuring::input::Args),
}

fn main() -> ExitCode {
    let cli = Cli::try_parse().unwrap_or_else(|mut error| {
        // The usage goes with every mistake, not only some (clap leaves it out of a
        // bad value's message).
        if error.use_stderr() {
            let usage = ContextValue::StyledStr(Cli::command().render_usage());
            error.insert(ContextKind::Usage, usage);
        }
        error.exit()
    });
    // Every child leads a process group of its own, which the terminal's Ctrl-C does not
    // reach: it is ended here (listen catches Ctrl-C to stop serving).
    // `cargo xtask test … | head`: the reader gone, the rest is not printed.
    gamebits_runner::output::end_when_stdout_fails();
    if !matches!(cli.command, Command::Listen(_)) {
        base::process::end_children_on_ctrl_c();
    }
    let result = match cli.command {
        Command::Bundle(args) => bundle::run(&args),
        Command::Bench(args) => measuring::bench::run(&args),
        Command::Scaling(args) => measuring::scaling::run(&args),
        Command::Input(args) => measuring::input::run(&args),
        Command::Readme => readme::run(),
        Command::Draw(args) => checking::draw::run(&args),
        Command::New(args) => making::new::run(args),
        Command::Practise(args) => making::like::run(&args),
        Command::Start(args) => making::start::run(&args),
        Command::Listen(args) => making::listen::run(&args),
        Command::Stress(args) => match checking::stress::run(&args) {
            Ok(agreed) => return exit_code(agreed),
            Err(message) => Err(message),
        },
        Command::Site(args) => site::run(&args),
        Command::Test(args) => match checking::test::run(&args) {
            Ok(all_passed) => return exit_code(all_passed),
            Err(message) => Err(message),
        },
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Success if `passed`, else failure (status 1).
fn exit_code(passed: bool) -> ExitCode {
    match passed {
        true => ExitCode::SUCCESS,
        false => ExitCode::FAILURE,
    }
}
