//! The run of random cases a test's environment asks for.

use gamebits_problems::random_run::{CASES, SEED};
use gamebits_problems::RandomRun;

/// The run `GAMEBITS_SEED` and `GAMEBITS_CASES` ask for, `default_cases` cases if the
/// second is unset; says on stderr `<what>: seed S, N cases (GAMEBITS_SEED=S repeats
/// them)`, so that a run seeded from the clock can be repeated.
///
/// # Exits
///
/// If either variable is set to something else than it takes: with one line on stderr
/// naming the variable and its value (see [`RandomRun::read`]) and status 2, not a
/// panic, whose backtrace would point into this code rather than at the setting to mend.
///
/// ```
/// let run = gamebits_test_support::random_run("an example", 3);
/// assert!(run.cases > 0);
/// ```
pub fn random_run(what: &str, default_cases: usize) -> RandomRun {
    let seed = std::env::var_os(SEED);
    let cases = std::env::var_os(CASES);
    let lossy = |value: &Option<std::ffi::OsString>| {
        value.as_ref().map(|v| v.to_string_lossy().into_owned())
    };
    let run = RandomRun::read(
        lossy(&seed).as_deref(),
        lossy(&cases).as_deref(),
        default_cases,
    )
    .unwrap_or_else(|why| refuse(&why));
    eprintln!(
        "{what}: seed {}, {} cases ({SEED}={} repeats them)",
        run.seed, run.cases, run.seed
    );
    run
}

/// Ends the process with `why` on one line of stderr, which no test harness captures.
fn refuse(why: &str) -> ! {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "error: {why}");
    std::process::exit(2)
}
