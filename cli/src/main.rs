//! `gamebits`: one program to practise the gamebits problems with, in any folder.
//!
//! It holds every problem's reference (the judge's binary itself), its samples, its
//! random small cases and the shrinker, its hints and editorial solutions, and needs
//! nothing of the repository when it runs; compiling a solution needs that language's
//! own compiler (g++, javac, python3, rustc), as on a judge.
//!
//! The references run as their own processes, held to the judge's limits as a
//! solution is: `gamebits` starts itself with the environment variable [`REFERENCE`]
//! naming a binary, and then is that binary, its `main` reading its real stdin and
//! arguments ([`contents::run_reference`]). (The library's `memory` feature, which runs a
//! binary in the calling process, is the site's alone: a workspace build would unify
//! it into the judges' binaries built beside this one.)

mod contents;
mod practise;
mod read;
mod show;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// The environment variable that makes `gamebits` the binary it names.
pub const REFERENCE: &str = "GAMEBITS_REFERENCE";

/// Practise the gamebits problems: judge a solution in C++, Python, Java or Rust on
/// the samples and against the reference on random small inputs, read the hints and
/// the editorial, see the reference explain, draw and play.
#[derive(Parser)]
#[command(name = "gamebits", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// The problems, with their judges, links and limits
    Problems,
    /// Write a starting file that reads the problem's input as the judge gives it
    Start {
        /// The problem (see `gamebits problems`)
        problem: String,
        /// The file's language: cpp, py, java or rs
        #[arg(long, value_parser = gamebits_practice::start::started, value_name = "LANG")]
        lang: gamebits_problems::editorial::Language,
        /// The file to write [default: after the problem, such as dpk.cpp or Dpk.java]
        file: Option<String>,
    },
    /// Judge a solution on the problem's samples: a verdict, time and memory each
    Test {
        /// The problem
        problem: String,
        /// The solution: a .cpp, .c, .py, .java or .rs file
        file: PathBuf,
        /// The Python that runs a .py solution
        #[arg(long, value_name = "PROGRAM", default_value = "python3")]
        python: String,
    },
    /// Run a solution against the reference on random small inputs; the first
    /// difference is shrunk to the smallest input that still fails
    Stress {
        /// The problem
        problem: String,
        /// The solution: a .cpp, .c, .py, .java or .rs file
        file: PathBuf,
        /// The random inputs' seed [default: from the clock]
        #[arg(long, value_name = "N")]
        seed: Option<u64>,
        /// How many random inputs to try
        #[arg(long, value_name = "N", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
        cases: u64,
        /// How long shrinking may take, in seconds
        #[arg(long, value_name = "S", default_value = "60", value_parser = gamebits_practice::stress::budget_of)]
        shrink_time: Duration,
        /// The Python that runs a .py solution
        #[arg(long, value_name = "PROGRAM", default_value = "python3")]
        python: String,
    },
    /// The reference's answer with its reason (--explain)
    Explain {
        /// The problem
        problem: String,
        /// The input [default: stdin]
        file: Option<PathBuf>,
    },
    /// The reference's table filled one state at a time (--explain=steps)
    Steps {
        /// The problem
        problem: String,
        /// The input [default: stdin]
        file: Option<PathBuf>,
    },
    /// A picture of the reference's states, as an SVG file
    Draw {
        /// The problem
        problem: String,
        /// The input [default: stdin]
        file: Option<PathBuf>,
        /// The SVG to write [default: the problem's name, such as dpk.svg]
        #[arg(long, short, value_name = "SVG")]
        output: Option<PathBuf>,
    },
    /// Play the input's game against the perfect opponent, your moves on stdin
    Play {
        /// The problem
        problem: String,
        /// The game's input
        file: PathBuf,
        /// The game's options, as the reference's --play takes them (--as, --start...)
        #[arg(
            trailing_var_arg = true,
            allow_hyphen_values = true,
            value_name = "OPTIONS"
        )]
        options: Vec<String>,
    },
    /// The problem's hints, one at a time: Enter for the next
    Hints {
        /// The problem
        problem: String,
    },
    /// The editorial's solution in a language
    Editorial {
        /// The problem
        problem: String,
        /// The language: cpp, py or java
        #[arg(long, value_name = "LANG")]
        lang: String,
        /// The memoised form (a recursion that remembers) instead of the iterative one
        #[arg(long)]
        memoised: bool,
    },
}

/// What a command ends with: the exit status it asks for (0 passed, 1 a solution
/// failed), or the one line that says what is wrong (exit status 2).
type Outcome = Result<ExitCode, String>;

fn main() -> ExitCode {
    if let Some(binary) = std::env::var_os(REFERENCE) {
        return contents::run_reference(&binary.to_string_lossy());
    }
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => return refuse(&one_line(&e.render().to_string())),
    };
    // `gamebits test … | head`: the reader gone, the rest is not printed.
    gamebits_runner::output::end_when_stdout_fails();
    // The children lead process groups of their own, which the terminal's Ctrl-C does
    // not reach: it ends them here, with all they started.
    let _ = ctrlc::set_handler(|| {
        gamebits_runner::child::end_all();
        std::process::exit(130);
    });
    match run(cli.command) {
        Ok(code) => code,
        Err(line) => refuse(&line),
    }
}

fn run(command: Command) -> Outcome {
    match command {
        Command::Problems => read::problems(),
        Command::Start {
            problem,
            lang,
            file,
        } => read::start(&problem, lang, file.as_deref()),
        Command::Test {
            problem,
            file,
            python,
        } => practise::test(&problem, &file, &python),
        Command::Stress {
            problem,
            file,
            seed,
            cases,
            shrink_time,
            python,
        } => practise::stress(&problem, &file, &python, (seed, cases, shrink_time)),
        Command::Explain { problem, file } => show::explain(&problem, "--explain", file),
        Command::Steps { problem, file } => show::explain(&problem, "--explain=steps", file),
        Command::Draw {
            problem,
            file,
            output,
        } => show::draw(&problem, file, output),
        Command::Play {
            problem,
            file,
            options,
        } => show::play(&problem, &file, &options),
        Command::Hints { problem } => read::hints(&problem),
        Command::Editorial {
            problem,
            lang,
            memoised,
        } => read::editorial(&problem, &lang, memoised),
    }
}

/// clap's message in one line: its first paragraph's lines joined, and where to read
/// more.
fn one_line(rendered: &str) -> String {
    let first: Vec<&str> = rendered
        .lines()
        .take_while(|line| !line.trim().is_empty())
        .map(str::trim)
        .collect();
    let first = first.join(" ");
    format!("{} (gamebits --help)", first.trim_start_matches("error: "))
}

/// Says `line` on stderr as `error: {line}` and asks for exit status 2.
fn refuse(line: &str) -> ExitCode {
    eprintln!("error: {line}");
    ExitCode::from(2)
}

/// The problem `name`, or the line that names those there are.
fn problem(name: &str) -> Result<&'static gamebits_problems::Problem, String> {
    gamebits_problems::problem(name).ok_or_else(|| {
        let known: Vec<&str> = gamebits_problems::PROBLEMS
            .iter()
            .map(|p| p.binary)
            .collect();
        format!(
            "no problem `{name}`; the problems are: {}",
            known.join(", ")
        )
    })
}
