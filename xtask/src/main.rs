//! `cargo xtask <command>`: the project's tools (`cargo xtask --help` lists them).

mod bench;
mod bundle;
mod inputs;
mod measure;
mod new;
mod readme;
mod scaling;

use clap::error::{ContextKind, ContextValue};
use clap::{CommandFactory, Parser, Subcommand};
use std::path::PathBuf;
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
    Bundle {
        /// A binary of src/bin, or a path to a .rs file
        #[arg(required_unless_present = "all", conflicts_with = "all")]
        target: Option<String>,
        /// Bundle every binary
        #[arg(long, requires = "out")]
        all: bool,
        /// Where --all writes the bundles
        #[arg(long, value_name = "DIR", requires = "all", conflicts_with = "target")]
        out: Option<PathBuf>,
    },
    /// Time the worst cases in release beside the judges' limits and the floor: a
    /// Markdown table on stdout
    Bench {
        /// Only these binaries
        binaries: Vec<String>,
        /// Timed runs per case, after one warm-up run
        #[arg(long, value_name = "N", default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..))]
        runs: u32,
    },
    /// Measure how time and memory grow with the input size against the stated
    /// complexity: Markdown tables on stdout, an SVG plot per binary in DIR
    Scaling {
        /// Only these binaries
        binaries: Vec<String>,
        /// Timed runs per size, after one warm-up run
        #[arg(long, value_name = "N", default_value_t = 30, value_parser = clap::value_parser!(u32).range(1..))]
        runs: u32,
        /// Where the plots go [default: target/scaling]
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Only the sizes up to this one, for a quick look (the fit still predicts the
        /// judge's maximum)
        #[arg(long, value_name = "SIZE")]
        max_size: Option<u64>,
    },
    /// Make a new problem: its binary, samples, registry entry and stress test, ready to
    /// fill; then print what is left to do
    New {
        /// The judge's code for the problem: a lower-case letter, then lower-case letters,
        /// digits and _
        binary: String,
        /// The judge whose limits apply
        #[arg(long, default_value = "DMOJ")]
        judge: String,
        /// The problem's page [default: https://dmoj.ca/problem/<BINARY> on DMOJ]
        #[arg(long, value_name = "URL")]
        link: Option<String>,
        /// Such as 2s, 1.5s or 500ms [default: 1s, marked as assumed]
        #[arg(long, value_name = "TIME")]
        time_limit: Option<String>,
        /// Such as 256MiB or 1GiB [default: none, marked as unpublished]
        #[arg(long, value_name = "SIZE")]
        memory_limit: Option<String>,
        /// A sample's input and answer files, copied to samples/<BINARY>/; repeatable
        #[arg(long, num_args = 2, value_names = ["IN", "OUT"])]
        sample: Vec<PathBuf>,
    },
    /// Write the README's tables that the tests compare with the code: the binaries
    /// table (from the registry) and the bundle sizes (from bundling every binary)
    Readme,
    /// Print an input of the registry on stdout: a worst case, or a sweep's at --size
    Input {
        /// A binary of src/bin
        binary: String,
        /// A worst case or sweep (a wrong name lists them)
        name: String,
        /// The size, for a sweep
        #[arg(long, value_name = "SIZE")]
        size: Option<u64>,
    },
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
    let result = match cli.command {
        Command::Bundle {
            target: Some(target),
            ..
        } => bundle::print_one(&target),
        Command::Bundle { out, .. } => bundle::write_all(&out.expect("clap requires --out")),
        Command::Bench { binaries, runs } => bench::run(&binaries, runs),
        Command::Scaling {
            binaries,
            runs,
            out,
            max_size,
        } => scaling::run(&binaries, runs, out, max_size),
        Command::Input { binary, name, size } => inputs::print(&binary, &name, size),
        Command::Readme => readme::run(),
        Command::New {
            binary,
            judge,
            link,
            time_limit,
            memory_limit,
            sample,
        } => new::run(&new::Request {
            binary,
            judge,
            link,
            time_limit,
            memory_limit,
            samples: sample,
        }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
