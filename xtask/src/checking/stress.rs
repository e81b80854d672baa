//! `cargo xtask stress <name>`: a solution against a reference on random small inputs.
//!
//! The inputs are the registry's small cases of the reference (see
//! [`gamebits_problems::SmallCases`]); the reference is the binary a practice problem was
//! made like (`cargo xtask new <name> --like <binary>`), or the one `--against` names.
//! Both run on each input, in release, at the reference's time limit. At the first input
//! on which the solution's answer is not accepted (a wrong answer, a panic or any failed
//! run, a run past the time limit), the input is shrunk: the first input one step smaller
//! that the reference accepts and on which the two still differ is taken, again and
//! again, until there is none. That input is printed in full with both answers and the
//! reference's `--explain` of it, and written as a sample of `<name>`.

use crate::measuring::measure::{self, Limited};
use crate::workspace::{self, exe};
use gamebits_problems::{Checker, Problem, Rng, Shrinkable, SmallCases};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What `cargo xtask stress` is told.
pub struct Request {
    /// The solution to check: a binary of `src/bin`.
    pub name: String,
    /// The reference, if not the one `name` was made like.
    pub against: Option<String>,
    /// How many random inputs to try.
    pub cases: u64,
    /// The seed of the random inputs, if not one from the clock.
    pub seed: Option<u64>,
}

/// Runs `cargo xtask stress`: `Ok(true)` if the solution answered every case as the
/// reference did, `Ok(false)` after reporting the first difference, shrunk.
pub fn run(request: &Request) -> Result<bool, String> {
    let root = workspace::root()?;
    let name = request.name.as_str();
    let reference = reference(name, request.against.as_deref())?;
    let SmallCases::Own(cases) = reference.small_cases else {
        return Err(format!(
            "{} has no small cases of its own to draw (problems/src/{}.rs)",
            reference.binary, reference.binary
        ));
    };
    if !root.join("src/bin").join(name).is_dir() {
        return Err(format!(
            "no binary `{name}` in src/bin (make one: cargo xtask new {name} --like <binary>)"
        ));
    }
    let release = workspace::build_release(
        &root,
        &[
            "--package",
            "gamebits",
            "--bin",
            name,
            "--bin",
            reference.binary,
        ],
    )?;
    let pair = Pair {
        solution: exe(&release, name),
        reference: exe(&release, reference.binary),
        limit: Duration::from_millis(reference.limits.time_ms),
        checker: reference.checker,
        input: scratch_input(name)?,
    };
    let seed = request.seed.unwrap_or_else(clock_seed);
    eprintln!(
        "stress {name} against {}: seed {seed}, {} cases (--seed {seed} repeats them)",
        reference.binary, request.cases
    );
    let mut rng = Rng::new(seed);
    let start = Instant::now();
    for index in 0..request.cases {
        let drawn = (cases.draw)(&mut rng);
        match pair.compare(&drawn)? {
            Outcome::Agreed => {}
            Outcome::Differed(..) => {
                report(&root, &pair, (name, reference), (seed, index), cases, drawn)?;
                return Ok(false);
            }
            Outcome::Refused => {
                return Err(format!(
                    "{} refuses an input of its own small cases (a bug of problems/src/{}.rs): \
                     case {} of seed {seed}, kept in {}",
                    reference.binary,
                    reference.binary,
                    index + 1,
                    pair.input.display()
                ))
            }
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{name} agrees with {} on {} cases of seed {seed}: {:.0} cases a second",
        reference.binary,
        request.cases,
        request.cases as f64 / seconds
    );
    Ok(true)
}

/// The problem whose binary is the reference of `name`: `against` if given, else the
/// one `name` was made like.
fn reference(name: &str, against: Option<&str>) -> Result<&'static Problem, String> {
    let like = match (against, gamebits_problems::problem(name)) {
        (Some(binary), _) => binary,
        (None, Some(problem)) => match problem.small_cases {
            SmallCases::Like(binary) => binary,
            _ => {
                return Err(format!(
                    "{name} was not made like another problem: name its reference, \
                     --against <binary>"
                ))
            }
        },
        (None, None) => {
            return Err(format!(
                "no problem `{name}` in the registry this xtask was built with: run it as \
                 cargo xtask stress (which builds it anew), or name its reference, --against \
                 <binary>"
            ))
        }
    };
    if like == name {
        return Err(format!(
            "{name} against itself: --against names another binary"
        ));
    }
    gamebits_problems::problem(like)
        .ok_or_else(|| format!("no problem `{like}` in the registry (problems/src/lib.rs)"))
}

/// The solution and the reference, built, their time limit, the checker that compares
/// their answers (the reference's) and the file that holds the input they run on.
struct Pair {
    solution: PathBuf,
    reference: PathBuf,
    limit: Duration,
    checker: Checker,
    input: PathBuf,
}

/// What the two made of one input.
enum Outcome {
    /// The reference refused it (an input the statement does not allow) or ran past
    /// the time limit.
    Refused,
    /// The solution's answer is accepted.
    Agreed,
    /// It is not: how, the right answer, and the solution's run.
    Differed(Difference, String, Limited),
}

impl Pair {
    /// Runs the reference and the solution on `input`, at once (each its own process),
    /// and compares them.
    fn compare(&self, input: &str) -> Result<Outcome, String> {
        fs::write(&self.input, input)
            .map_err(|e| format!("cannot write {}: {e}", self.input.display()))?;
        let (reference, solution) = std::thread::scope(|scope| {
            let reference = scope.spawn(|| self.run(&self.reference));
            let solution = self.run(&self.solution);
            (reference.join().expect("a run does not panic"), solution)
        });
        let reference = reference?;
        if !reference.status.success() || reference.killed {
            return Ok(Outcome::Refused);
        }
        let right = String::from_utf8_lossy(&reference.stdout).into_owned();
        let solution = solution?;
        Ok(
            match difference(&self.checker, &right, &solution, self.limit) {
                Some(difference) => Outcome::Differed(difference, right, solution),
                None => Outcome::Agreed,
            },
        )
    }

    fn run(&self, exe: &Path) -> Result<Limited, String> {
        measure::run_limited(exe, &self.input, self.limit)
            .map_err(|e| format!("cannot run {}: {e}", exe.display()))
    }
}

/// How a solution's run differs from the right answer: the judges' verdict and what
/// to say of it.
struct Difference {
    verdict: &'static str,
    detail: String,
}

/// How `run` differs from the right answer `right`, if it does: past the time limit
/// (TLE), failed (RE, with its status and stderr), or an answer the problem's checker
/// does not accept (WA).
fn difference(
    checker: &Checker,
    right: &str,
    run: &Limited,
    limit: Duration,
) -> Option<Difference> {
    if run.killed || run.wall > limit {
        let detail = format!("still running at the time limit, {}", measure::ms(limit));
        return Some(Difference {
            verdict: "TLE",
            detail,
        });
    }
    if !run.status.success() {
        let stderr = String::from_utf8_lossy(&run.stderr);
        let detail = format!("{}: {}", run.status, stderr.trim_end());
        return Some(Difference {
            verdict: "RE",
            detail,
        });
    }
    let answer = String::from_utf8_lossy(&run.stdout);
    checker
        .compare(right, &answer)
        .err()
        .map(|detail| Difference {
            verdict: "WA",
            detail,
        })
}

/// Shrinks the input `drawn`, on which the solution differs, and reports it: the input
/// in full, both answers, the reference's `--explain`; then writes it as a sample.
fn report(
    root: &Path,
    pair: &Pair,
    (name, reference): (&str, &Problem),
    (seed, index): (u64, u64),
    cases: Shrinkable,
    drawn: String,
) -> Result<(), String> {
    let mut error = None;
    let (input, steps) = cases.shrink(drawn.clone(), |input| {
        // An error (a file that cannot be written) stops the shrinking where it is.
        error.is_none()
            && match pair.compare(input) {
                Ok(outcome) => matches!(outcome, Outcome::Differed(..)),
                Err(e) => {
                    error = Some(e);
                    false
                }
            }
    });
    if let Some(error) = error {
        return Err(error);
    }
    let reference = reference.binary;
    let Outcome::Differed(difference, right, answer) = pair.compare(&input)? else {
        return Err(format!("{name} and {reference} differ no more on\n{input}"));
    };
    let explanation = explain(&pair.reference, &pair.input)?;
    let sample = root
        .join("samples")
        .join(name)
        .join(format!("stress-{seed}.in"));
    let written = write_sample(&sample, &input, &right)?;
    println!(
        "{name} differs from {reference} on case {} of seed {seed} ({}): {}",
        index + 1,
        difference.verdict,
        difference.detail
    );
    println!(
        "shrunk in {steps} steps, from an input of {} bytes to one of {}:",
        drawn.len(),
        input.len()
    );
    println!("--- input\n{}", input.trim_end());
    let printed = String::from_utf8_lossy(&answer.stdout);
    let printed = match printed.trim_end() {
        "" => "(nothing on stdout)",
        printed => printed,
    };
    println!("--- {name}'s answer\n{printed}");
    println!(
        "--- {reference}'s answer, the right one\n{}",
        right.trim_end()
    );
    println!("--- why: {reference} --explain\n{}", explanation.trim_end());
    println!("--- written: {written} (a sample from now on: cargo xtask test {name})");
    Ok(())
}

/// What the reference's `--explain` prints for the input in the file `input`.
fn explain(reference: &Path, input: &Path) -> Result<String, String> {
    let stdin =
        fs::File::open(input).map_err(|e| format!("cannot read {}: {e}", input.display()))?;
    let output = Command::new(reference)
        .arg("--explain")
        .stdin(stdin)
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run {} --explain: {e}", reference.display()))?;
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// Writes `input` at `path` and the right answer beside it (`.out`), and says where.
fn write_sample(path: &Path, input: &str, right: &str) -> Result<String, String> {
    let out = path.with_extension("out");
    let write = |path: &Path, text: &str| {
        fs::create_dir_all(path.parent().expect("a sample is in a folder"))
            .and_then(|()| fs::write(path, text))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))
    };
    write(path, input)?;
    write(&out, right)?;
    let shown = |path: &Path| {
        let parts: Vec<String> = path
            .iter()
            .rev()
            .take(3)
            .map(|part| part.to_string_lossy().into_owned())
            .collect();
        parts.into_iter().rev().collect::<Vec<_>>().join("/")
    };
    Ok(format!("{} and {}", shown(path), shown(&out)))
}

/// The file the solution and the reference read each input from.
fn scratch_input(name: &str) -> Result<PathBuf, String> {
    let dir = workspace::target_dir()?.join("stress");
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    Ok(dir.join(format!("{name}.in")))
}

/// A seed from the clock, for a run not told one.
fn clock_seed() -> u64 {
    let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    since.map_or(0, |time| time.as_nanos() as u64 % 1_000_000_000)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::process::ExitStatusExt;
    use std::process::ExitStatus;

    fn run(stdout: &str, status: i32, killed: bool) -> Limited {
        Limited {
            stdout: stdout.as_bytes().to_vec(),
            stderr: b"error: internal error: boom\n".to_vec(),
            status: ExitStatus::from_raw(status),
            killed,
            wall: Duration::from_millis(5),
            peak_memory: None,
        }
    }

    #[test]
    fn a_run_is_judged_as_the_judges_do() {
        let limit = Duration::from_secs(1);
        let verdict = |run: Limited| {
            difference(&Checker::Standard, "First\n", &run, limit).map(|d| d.verdict)
        };
        assert_eq!(verdict(run("First", 0, false)), None);
        assert_eq!(verdict(run("  First\r\n", 0, false)), None);
        assert_eq!(verdict(run("Second\n", 0, false)), Some("WA"));
        assert_eq!(verdict(run("", 1 << 8, false)), Some("RE"));
        assert_eq!(verdict(run("", 9, true)), Some("TLE"));
        let slow = Limited {
            wall: Duration::from_millis(1001),
            ..run("First\n", 0, false)
        };
        assert_eq!(verdict(slow), Some("TLE"));
        let failed = difference(
            &Checker::Standard,
            "First\n",
            &run("", 1 << 8, false),
            limit,
        )
        .unwrap();
        assert!(
            failed.detail.contains("internal error: boom"),
            "{}",
            failed.detail
        );
    }
}
