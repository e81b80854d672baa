//! `cargo xtask <command>`: the project's tools (`cargo xtask --help` lists them).

mod bundle;
mod checking;
mod making;
mod measuring;
mod site;
mod workspace;

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
    /// Draw a binary's states as an SVG picture on stdout: the binary's --explain=dot
    /// (dpk, qccp1, cco15p2, dmopc20c6p3, agc016f, ccc12s4) laid out without Graphviz
    Draw {
        /// A binary of src/bin that draws its states
        binary: String,
        /// The judge's input [default: stdin]
        file: Option<PathBuf>,
        /// Every state, not the first 200 (--explain=dot-all)
        #[arg(long)]
        all: bool,
    },
    /// Time the worst cases in release beside the judges' limits and the floor: a
    /// Markdown table on stdout; with --baseline REV, beside the binaries of commit REV;
    /// with --play, the games' --play: setup beside the judge's path, and engine moves
    Bench {
        /// Only these binaries
        binaries: Vec<String>,
        /// Timed runs per case, after one warm-up run
        #[arg(long, value_name = "N", default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..))]
        runs: u32,
        /// Compare with the binaries of this commit instead, alternating runs of the two,
        /// and check that they print the same bytes
        #[arg(long, value_name = "REV")]
        baseline: Option<String>,
        /// Time --play instead, on the games' worst cases: its setup beside the judge's
        /// path (alternating runs), and each engine move in games played through pipes
        #[arg(long, conflicts_with = "baseline")]
        play: bool,
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
        /// digits and _ [with --from: by default after the problem's address]
        #[arg(required_unless_present = "from")]
        binary: Option<String>,
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
        /// Everything but the name from a problem saved as Competitive Companion sends
        /// it (JSON)
        #[arg(
            long,
            value_name = "FILE",
            conflicts_with_all = ["judge", "link", "time_limit", "memory_limit", "sample", "interactive"]
        )]
        from: Option<PathBuf>,
        /// How answers are judged: standard (DMOJ's default), identical, floats,
        /// floats:PRECISION[:default|absolute|relative], or custom (a checker program)
        #[arg(long, value_name = "CHECKER")]
        checker: Option<String>,
        /// Interactive: the solution talks to an interactor, made beside it
        #[arg(long)]
        interactive: bool,
        /// A practice solution of this binary's problem: its samples, limits, checker and
        /// input reading, a solve to write, and this binary as its reference (cargo xtask
        /// stress)
        #[arg(
            long,
            value_name = "BINARY",
            conflicts_with_all = [
                "judge", "link", "time_limit", "memory_limit", "sample", "from", "checker",
                "interactive"
            ]
        )]
        like: Option<String>,
    },
    /// Wait for problems sent by the Competitive Companion browser extension (one click
    /// on a problem's page) and make each as new does, until Ctrl-C
    Listen {
        /// The local port, one of those the extension sends to (0: any free port)
        #[arg(long, default_value_t = making::listen::DEFAULT_PORT)]
        port: u16,
        /// How the answers of the problems that are not interactive are judged, as new's
        /// --checker
        #[arg(long, value_name = "CHECKER")]
        checker: Option<String>,
    },
    /// Build the site where every problem is answered in the page, from the crate's own
    /// code compiled to WebAssembly, with its explanation and states: it opens from disk
    Site(site::Arguments),
    /// Build a binary in release and judge it on every sample: verdict, time and peak
    /// memory beside the judge's limits; exit status 0 only if all pass
    Test {
        /// A binary of src/bin
        binary: String,
    },
    /// Practise a problem against a reference on random small inputs: at the first
    /// difference (a wrong answer, a failed run, a run past the time limit), shrink the
    /// input as far as it still differs, print it with both answers and the reference's
    /// --explain, write it as samples/<NAME>/stress-<SEED>.in with its .out, and exit
    /// with status 1; after N cases without one, exit with status 0
    Stress {
        /// A binary of src/bin: the solution to check
        name: String,
        /// The reference binary, whose small cases are drawn [default: the one NAME was
        /// made like, by new --like]
        #[arg(long, value_name = "BINARY")]
        against: Option<String>,
        /// How many random inputs to try
        #[arg(long, value_name = "N", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
        cases: u64,
        /// The random inputs' seed [default: from the clock]
        #[arg(long, value_name = "S")]
        seed: Option<u64>,
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
        Command::Bench {
            binaries,
            runs,
            baseline: None,
            play: false,
        } => measuring::bench::run(&binaries, runs),
        Command::Bench {
            binaries,
            runs,
            baseline: None,
            play: true,
        } => measuring::play_bench::run(&binaries, runs),
        Command::Bench {
            binaries,
            runs,
            baseline: Some(rev),
            ..
        } => measuring::baseline::run(&binaries, runs, &rev),
        Command::Scaling {
            binaries,
            runs,
            out,
            max_size,
        } => measuring::scaling::run(&binaries, runs, out, max_size),
        Command::Input { binary, name, size } => measuring::inputs::print(&binary, &name, size),
        Command::Readme => measuring::readme::run(),
        Command::Draw { binary, file, all } => checking::draw::run(&binary, file.as_deref(), all),
        Command::New {
            binary,
            from: Some(from),
            checker,
            ..
        } => std::fs::read_to_string(&from)
            .map_err(|e| format!("cannot read {}: {e}", from.display()))
            .and_then(|body| making::companion::request(&body, binary))
            .and_then(|request| making::new::run(&making::new::Request { checker, ..request })),
        Command::New {
            binary,
            judge,
            link,
            time_limit,
            memory_limit,
            sample,
            from: None,
            checker,
            interactive,
            like: None,
        } => new_request(binary, judge, link, time_limit, memory_limit, &sample).and_then(
            |request| {
                making::new::run(&making::new::Request {
                    checker,
                    interactive,
                    ..request
                })
            },
        ),
        Command::New {
            binary,
            like: Some(like),
            ..
        } => making::new::run_like(&binary.expect("clap requires BINARY with --like"), &like),
        Command::Listen { port, checker } => making::listen::run(port, checker),
        Command::Stress {
            name,
            against,
            cases,
            seed,
        } => {
            let request = checking::stress::Request {
                name,
                against,
                cases,
                seed,
            };
            match checking::stress::run(&request) {
                Ok(agreed) => return exit_code(agreed),
                Err(message) => Err(message),
            }
        }
        Command::Site(arguments) => site::run(arguments),
        Command::Test { binary } => match checking::test::run(&binary) {
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

/// What `cargo xtask new` is told on its command line, its limits read in the
/// registry's units.
fn new_request(
    binary: Option<String>,
    judge: String,
    link: Option<String>,
    time_limit: Option<String>,
    memory_limit: Option<String>,
    sample: &[PathBuf],
) -> Result<making::new::Request, String> {
    Ok(making::new::Request {
        binary: binary.expect("clap requires BINARY without --from"),
        judge,
        link,
        time_ms: time_limit
            .as_deref()
            .map(making::new::time_ms)
            .transpose()?,
        memory_mib: memory_limit
            .as_deref()
            .map(making::new::memory_mib)
            .transpose()?,
        samples: making::new::Sample::read(sample)?,
        checker: None,
        interactive: false,
    })
}

/// Success if `passed`, else failure (status 1).
fn exit_code(passed: bool) -> ExitCode {
    match passed {
        true => ExitCode::SUCCESS,
        false => ExitCode::FAILURE,
    }
}
