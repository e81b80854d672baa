//! How many random cases a test or a tool runs, and from which seed.
//!
//! `GAMEBITS_SEED` and `GAMEBITS_CASES`, read here for every test of random cases.
//!
//! Reading the environment and ending the process on a bad value is for native tests
//! only: on `wasm32-unknown-unknown`, which has neither an environment nor a clock (its
//! `SystemTime::now` panics), only [`RandomRun::read`] with a seed is there.

/// The seed and the number of cases of a run of random cases.
///
/// ```
/// use gamebits_problems::RandomRun;
/// let run = RandomRun::read(Some("42"), None, 500).unwrap();
/// assert_eq!((run.seed, run.cases), (42, 500));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RandomRun {
    /// The seed of the run's generator: `GAMEBITS_SEED`, else one from the clock.
    pub seed: u64,
    /// How many cases to run: `GAMEBITS_CASES`, else the caller's default.
    pub cases: usize,
}

impl RandomRun {
    /// The run `GAMEBITS_SEED` and `GAMEBITS_CASES` ask for, `default_cases` cases if the
    /// second is unset; says on stderr `<what>: seed S, N cases (GAMEBITS_SEED=S repeats
    /// them)`, so that a run seeded from the clock can be repeated.
    ///
    /// # Exits
    ///
    /// If either variable is set to something else than it takes: with one line on
    /// stderr naming the variable and its value (see [`RandomRun::read`]) and status 2,
    /// not a panic, whose backtrace would point into this code rather than at the
    /// setting to mend.
    ///
    /// ```
    /// let run = gamebits_problems::RandomRun::from_env("an example", 3);
    /// assert!(run.cases > 0);
    /// ```
    #[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
    pub fn from_env(what: &str, default_cases: usize) -> RandomRun {
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

    /// The run given by the values of `GAMEBITS_SEED` and `GAMEBITS_CASES` (`None`:
    /// unset): the seed a whole number below 2^64, else one from the clock; the number of
    /// cases a whole number from 1, else `default_cases`. Spaces around a value are
    /// allowed.
    ///
    /// # Errors
    ///
    /// A line naming the variable and its value, if a value is not one the variable takes.
    ///
    /// ```
    /// use gamebits_problems::RandomRun;
    /// let run = RandomRun::read(Some("7"), Some(" 20\n"), 500).unwrap();
    /// assert_eq!((run.seed, run.cases), (7, 20));
    /// assert_eq!(
    ///     RandomRun::read(Some("-1"), None, 500).unwrap_err(),
    ///     "GAMEBITS_SEED=-1 is not a seed: a whole number from 0 to 18446744073709551615"
    /// );
    /// assert!(RandomRun::read(None, Some("0"), 500).unwrap_err().starts_with("GAMEBITS_CASES=0 "));
    /// ```
    pub fn read(
        seed: Option<&str>,
        cases: Option<&str>,
        default_cases: usize,
    ) -> Result<RandomRun, String> {
        let seed = match seed {
            Some(value) => value.trim().parse().map_err(|_| {
                format!(
                    "{SEED}={value} is not a seed: a whole number from 0 to {}",
                    u64::MAX
                )
            })?,
            None => seed_from_clock()
                .ok_or_else(|| format!("{SEED} is unset, and there is no clock to seed from"))?,
        };
        let cases = match cases {
            Some(value) => match value.trim().parse() {
                Ok(cases) if cases > 0 => cases,
                _ => {
                    return Err(format!(
                        "{CASES}={value} is not a number of cases: a whole number from 1"
                    ))
                }
            },
            None => default_cases,
        };
        Ok(RandomRun { seed, cases })
    }
}

/// The variable that gives the seed.
const SEED: &str = "GAMEBITS_SEED";
/// The variable that gives the number of cases.
const CASES: &str = "GAMEBITS_CASES";

/// Ends the process with `why` on one line of stderr, which no test harness captures.
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
fn refuse(why: &str) -> ! {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "error: {why}");
    std::process::exit(2)
}

/// A seed that differs from run to run: the nanoseconds of the clock.
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
fn seed_from_clock() -> Option<u64> {
    let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    Some(since.map_or(1, |since| since.as_nanos() as u64))
}

/// No clock to seed from.
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
fn seed_from_clock() -> Option<u64> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_values_are_refused_naming_the_variable_and_the_value() {
        for (seed, cases, said) in [
            (Some("x"), None, "GAMEBITS_SEED=x "),
            (
                Some("18446744073709551616"),
                None,
                "GAMEBITS_SEED=18446744073709551616 ",
            ),
            (Some(""), None, "GAMEBITS_SEED= "),
            (Some("1"), Some("many"), "GAMEBITS_CASES=many "),
            (Some("1"), Some("-3"), "GAMEBITS_CASES=-3 "),
            (Some("1"), Some("0"), "GAMEBITS_CASES=0 "),
        ] {
            let why = RandomRun::read(seed, cases, 10).unwrap_err();
            assert!(why.starts_with(said) && !why.contains('\n'), "{why}");
        }
    }

    #[test]
    fn unset_values_are_a_clock_seed_and_the_default_count() {
        let run = RandomRun::read(None, None, 10).unwrap();
        assert_eq!(run.cases, 10);
        assert_eq!(
            RandomRun::read(Some(" 18446744073709551615 "), Some("1"), 10),
            Ok(RandomRun {
                seed: u64::MAX,
                cases: 1
            })
        );
    }
}
