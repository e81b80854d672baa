//! `cargo xtask <command>`: the project's tools.
//!
//! - `bundle <binary>` / `bundle --all --out <dir>`: single-file sources for the judges.
//! - `bench`: worst-case times and peak memory beside the judges' limits.

mod bench;
mod bundle;

use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask bundle <binary> | bundle --all --out <dir> | bench";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("bundle") => bundle::run(&args[1..]),
        Some("bench") => bench::run(&args[1..]),
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
