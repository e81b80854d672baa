//! How many random cases a test or a tool runs, and from which seed.
//!
//! The values of `GAMEBITS_SEED` and `GAMEBITS_CASES` read into a run, for every test
//! of random cases (the tests' support reads the environment).
//!
//! On `wasm32-unknown-unknown`, which has no clock (its `SystemTime::now` panics), a run
//! without a seed is refused rather than seeded from the clock.

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
///
/// ```
/// assert_eq!(gamebits_problems::random_run::SEED, "GAMEBITS_SEED");
/// ```
pub const SEED: &str = "GAMEBITS_SEED";
/// The variable that gives the number of cases.
///
/// ```
/// assert_eq!(gamebits_problems::random_run::CASES, "GAMEBITS_CASES");
/// ```
pub const CASES: &str = "GAMEBITS_CASES";

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
