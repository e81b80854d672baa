//! A solution against a reference on random small inputs, the first difference shrunk.
//!
//! The inputs are the registry's small cases of the reference's problem (see
//! [`gamebits_problems::SmallCases`]). Both run on each input, at the reference's time
//! limit. At the first input on which the solution's answer is not accepted (a wrong
//! answer, a panic or any failed run, a run past the time limit), the input is shrunk:
//! the first input one step smaller that the reference accepts and on which the two
//! still differ is taken, again and again, until there is none. That input is printed
//! in full with both answers and the reference's `--explain` of it, and written as a
//! sample in the folder the caller keeps counterexamples in.
//!
//! A run past the time limit is run again before it counts as TLE (a busy machine can
//! slow one run). Shrinking has a budget ([`Stress::shrink_time`]): it starts no run that
//! could end past it, and when it is spent, the smallest failing input found so far is
//! reported, with a line saying that shrinking stopped there. On a terminal, a line on
//! stderr says what is being done (case i of N; then the shrinking step, the input's
//! size and the time spent); in a pipe, nothing but the header and the report.

use crate::solution::Solution;
use crate::units;
use crate::verdict::{self, Verdict, OUTPUT_CAP};
use crate::Reference;
use gamebits_problems::{Checker, Problem, Rng, Shrinkable, SmallCases};
use gamebits_runner::{Finished, Run};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressFinish, ProgressStyle};
use std::fs;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// A solution to stress against a reference, and how.
///
/// ```no_run
/// use gamebits_practice::{solution, stress::{self, Stress}, Reference};
/// let dpk = gamebits_problems::problem("dpk").unwrap();
/// let agreed: bool = stress::run(&Stress {
///     solution: solution::of_command("python3 dpk.py"),
///     reference: Reference::built("target/release/dpk".into(), "dpk"),
///     problem: dpk,
///     kept: Some("dpk.py.cases".into()),
///     input: "/tmp/dpk-stress.in".into(),
///     cases: 1000,
///     seed: Some(7),
///     shrink_time: std::time::Duration::from_secs(60),
/// })
/// .unwrap();
/// ```
pub struct Stress {
    /// The solution stressed.
    pub solution: Solution,
    /// The reference, the binary of [`Stress::problem`].
    pub reference: Reference,
    /// The problem whose small cases are drawn, whose time limit and checker judge.
    pub problem: &'static Problem,
    /// The folder that keeps a counterexample found, if any.
    pub kept: Option<PathBuf>,
    /// The file the two read each input from: this run's own (two runs at once must
    /// not answer each other's inputs).
    pub input: PathBuf,
    /// How many random inputs to try.
    pub cases: u64,
    /// Their seed; from the clock if none.
    pub seed: Option<u64>,
    /// How long shrinking may take.
    pub shrink_time: Duration,
}

/// A shrinking budget from 0 to a day, in seconds, as a command line gives it.
///
/// ```
/// use gamebits_practice::stress::budget_of;
/// assert_eq!(budget_of("1.5"), Ok(std::time::Duration::from_millis(1500)));
/// assert!(budget_of("-1").is_err());
/// ```
pub fn budget_of(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(seconds) if (0.0..=86_400.0).contains(&seconds) => Ok(Duration::from_secs_f64(seconds)),
        _ => Err(format!("`{text}` is not a time in seconds from 0 to 86400")),
    }
}

/// Runs `stress`: `Ok(true)` if the solution answered every case as the reference did,
/// `Ok(false)` after reporting the first difference, shrunk.
///
/// # Errors
///
/// A problem without small cases of its own, a program that cannot be started, an
/// input of the small cases the reference refuses, a file that cannot be written.
pub fn run(stress: &Stress) -> Result<bool, String> {
    let reference = stress.problem;
    let SmallCases::Own(cases) = reference.small_cases else {
        return Err(format!(
            "{} has no small cases of its own to draw (problems/src/{}.rs)",
            reference.binary, reference.binary
        ));
    };
    let pair = Pair {
        kept: stress.kept.clone(),
        solution: stress.solution.clone(),
        reference: stress.reference.clone(),
        limit: Duration::from_millis(reference.limits.time_ms),
        checker: reference.checker,
        input: stress.input.clone(),
    };
    let seed = stress.seed.unwrap_or_else(clock_seed);
    let name = pair.solution.name.as_str();
    eprintln!(
        "stress {name} against {}: seed {seed}, {} cases (--seed {seed} repeats them)",
        reference.binary, stress.cases
    );
    let mut rng = Rng::new(seed);
    let start = Instant::now();
    let progress = progress_line(
        ProgressBar::new(stress.cases),
        "case {pos} of {len}, {elapsed}",
    );
    for index in 0..stress.cases {
        progress.set_position(index + 1);
        let drawn = (cases.draw)(&mut rng);
        match pair.compare(&drawn, None)? {
            Outcome::Agreed => {}
            Outcome::Differed(difference, right, run) => {
                progress.finish_and_clear();
                let found = Found {
                    input: drawn,
                    difference,
                    right,
                    run,
                };
                let budget = stress.shrink_time;
                report(
                    &pair,
                    (name, reference),
                    (seed, index),
                    (cases, budget),
                    found,
                )?;
                return Ok(false);
            }
            Outcome::OutOfTime => unreachable!("a case drawn has no deadline"),
            Outcome::Refused => {
                progress.finish_and_clear();
                return Err(format!(
                    "{} refuses an input of its own small cases (a bug of problems/src/{}.rs): \
                     case {} of seed {seed}, kept in {}",
                    reference.binary,
                    reference.binary,
                    index + 1,
                    pair.input.display()
                ));
            }
        }
    }
    progress.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{name} agrees with {} on {} cases of seed {seed}: {:.0} cases a second",
        reference.binary,
        stress.cases,
        stress.cases as f64 / seconds
    );
    Ok(true)
}

/// `bar` drawn on stderr as one line of `template` (indicatif's), redrawn every second.
///
/// Only if stderr is a terminal: hidden otherwise, so that a pipe gets no progress
/// lines. Dropped (on an error), it clears its line.
fn progress_line(bar: ProgressBar, template: &str) -> ProgressBar {
    let target = match std::io::stderr().is_terminal() {
        true => ProgressDrawTarget::stderr(),
        false => ProgressDrawTarget::hidden(),
    };
    let style = ProgressStyle::with_template(template).expect("a valid template");
    bar.set_draw_target(target);
    bar.set_style(style);
    bar.enable_steady_tick(Duration::from_secs(1));
    bar.with_finish(ProgressFinish::AndClear)
}

/// The solution and the reference, built, their time limit, the checker that compares
/// their answers (the reference's) and the file that holds the input they run on.
struct Pair {
    solution: Solution,
    /// The folder that keeps a counterexample, if any.
    kept: Option<PathBuf>,
    reference: Reference,
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
    Differed(Difference, String, Finished),
    /// The solution ran past the time limit once, and running it again could end past
    /// the deadline: not known.
    OutOfTime,
}

impl Pair {
    /// Runs the reference and the solution on `input`, at once (each its own process),
    /// and compares them. A run past the time limit is run again, alone, and counts as
    /// TLE only if that one is too; by `deadline`, if there is one, or not at all.
    fn compare(&self, input: &str, deadline: Option<Instant>) -> Result<Outcome, String> {
        fs::write(&self.input, input)
            .map_err(|e| format!("cannot write {}: {e}", self.input.display()))?;
        let (reference, solution) = std::thread::scope(|scope| {
            let reference = scope.spawn(|| self.run(&mut self.reference.command(&[])));
            let solution = self.run(&mut self.solution.command());
            (reference.join().expect("a run does not panic"), solution)
        });
        let reference = reference?;
        if !reference.exit.status.success() || reference.exit.killed {
            return Ok(Outcome::Refused);
        }
        let right = String::from_utf8_lossy(&reference.stdout.bytes).into_owned();
        let first = solution?;
        let mut found = difference(&self.checker, &right, &first, self.limit);
        let mut solution = first;
        if found
            .as_ref()
            .is_some_and(|d| d.verdict == Verdict::TimeLimitExceeded.code())
        {
            if deadline.is_some_and(|deadline| Instant::now() + self.limit > deadline) {
                return Ok(Outcome::OutOfTime);
            }
            let again = self.run(&mut self.solution.command())?;
            found = difference(&self.checker, &right, &again, self.limit);
            if let Some(found) = found
                .as_mut()
                .filter(|d| d.verdict == Verdict::TimeLimitExceeded.code())
            {
                found.detail = too_slow_twice([&solution, &again], self.limit);
            }
            solution = again;
        }
        Ok(match found {
            Some(difference) => Outcome::Differed(difference, right, solution),
            None => Outcome::Agreed,
        })
    }

    fn run(&self, command: &mut Command) -> Result<Finished, String> {
        let program = command.get_program().to_string_lossy().into_owned();
        verdict::run_limited(command, &self.input, self.limit)
            .map_err(|e| format!("cannot run {program}: {e}"))
    }
}

/// What to say of a solution past the time limit `limit` in both its `runs`: their
/// times and the limit.
fn too_slow_twice(runs: [&Finished; 2], limit: Duration) -> String {
    let killed = match runs.iter().all(|run| run.exit.killed) {
        true => ", killed there",
        false => "",
    };
    format!(
        "{} and, run again, {}: over the time limit of {} s{killed}",
        units::ms(runs[0].wall),
        units::ms(runs[1].wall),
        limit.as_secs_f64()
    )
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
    run: &Finished,
    limit: Duration,
) -> Option<Difference> {
    if let Some((verdict, detail)) = verdict::of_run(run, (limit, None)) {
        // On one line with the verdict: "exit status: 1: <its stderr>".
        return Some(Difference {
            verdict: verdict.code(),
            detail: detail.replacen('\n', ": ", 1),
        });
    }
    let answer = String::from_utf8_lossy(&run.stdout.bytes);
    checker
        .compare(right, &answer)
        .err()
        .map(|detail| Difference {
            verdict: "WA",
            detail,
        })
}

/// An input on which the solution differs: how, the right answer, the solution's run.
struct Found {
    input: String,
    difference: Difference,
    right: String,
    run: Finished,
}

/// How shrinking ended: the smallest failing input found, the steps it took, and
/// whether its budget stopped it.
struct Shrunk {
    found: Found,
    steps: usize,
    stopped: bool,
}

/// Shrinks `found`, the input drawn on which the solution differs, by the steps of
/// `cases` (the registry's [`Shrinkable::shrink`]), within `budget`: no run starts that
/// could end past it. On a terminal, a line on stderr says the step, the input's size
/// and the time spent.
fn shrink(
    pair: &Pair,
    cases: Shrinkable,
    budget: Duration,
    found: Found,
) -> Result<Shrunk, String> {
    let template = format!(
        "shrinking: step {{pos}}, an input of {{msg}} bytes, {{elapsed}} of {} s",
        budget.as_secs_f64()
    );
    let progress = progress_line(ProgressBar::no_length(), &template);
    progress.set_message(found.input.len().to_string());
    let deadline = Instant::now() + budget;
    let drawn = found.input.clone();
    let mut smallest = found;
    // A run that could end past the deadline, or an error (a file that cannot be
    // written), stops the shrinking where it is.
    let (mut out_of_time, mut error) = (false, None);
    let fails = |input: &str| {
        if out_of_time || error.is_some() {
            return false;
        }
        match pair.compare(input, Some(deadline)) {
            Ok(Outcome::Differed(difference, right, run)) => {
                smallest = Found {
                    input: input.to_string(),
                    difference,
                    right,
                    run,
                };
                progress.inc(1);
                progress.set_message(input.len().to_string());
                true
            }
            Ok(Outcome::OutOfTime) => {
                out_of_time = true;
                false
            }
            Ok(Outcome::Agreed | Outcome::Refused) => false,
            Err(e) => {
                error = Some(e);
                false
            }
        }
    };
    let shrunk = cases.shrink(drawn, fails, || Instant::now() + pair.limit <= deadline);
    progress.finish_and_clear();
    match error {
        Some(error) => Err(error),
        None => Ok(Shrunk {
            found: smallest,
            steps: shrunk.steps,
            stopped: shrunk.stopped || out_of_time,
        }),
    }
}

/// Shrinks the input `found`, on which the solution differs, within `budget`, and
/// reports it: the input in full, both answers, the reference's `--explain`; then
/// writes it as a sample.
fn report(
    pair: &Pair,
    (name, reference): (&str, &Problem),
    (seed, index): (u64, u64),
    (cases, budget): (Shrinkable, Duration),
    found: Found,
) -> Result<(), String> {
    let drawn = found.input.len();
    let Shrunk {
        found,
        steps,
        stopped,
    } = shrink(pair, cases, budget, found)?;
    let Found {
        input,
        difference,
        right,
        run: answer,
    } = found;
    let reference = reference.binary;
    fs::write(&pair.input, &input)
        .map_err(|e| format!("cannot write {}: {e}", pair.input.display()))?;
    let explanation = explain(&pair.reference, &pair.input)?;
    let written = match &pair.kept {
        Some(dir) => {
            let written = write_sample(&dir.join(format!("stress-{seed}.in")), &input, &right)?;
            format!("{written} (a case of test --solution from now on)")
        }
        None => "not kept: a --command has no file to keep it beside".to_string(),
    };
    println!(
        "{name} differs from {reference} on case {} of seed {seed} ({}): {}",
        index + 1,
        difference.verdict,
        difference.detail
    );
    if stopped {
        println!(
            "shrinking stopped at its budget of {} s (--shrink-time SECONDS gives it more): \
             the input below is the smallest failing one found so far",
            budget.as_secs_f64()
        );
    }
    println!(
        "shrunk in {steps} steps, from an input of {drawn} bytes to one of {}:",
        input.len()
    );
    println!("--- input\n{}", input.trim_end());
    let printed = String::from_utf8_lossy(&answer.stdout.bytes);
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
    println!("--- written: {written}");
    Ok(())
}

/// What the reference's `--explain` prints for the input in the file `input`.
fn explain(reference: &Reference, input: &Path) -> Result<String, String> {
    let mut command = reference.command(&["--explain"]);
    let output = Run::new(&mut command)
        .input_file(input)
        .time_limit(Duration::from_secs(60))
        .output_cap(OUTPUT_CAP)
        .wait()
        .map_err(|e| format!("cannot run {} --explain: {e}", reference.binary))?;
    Ok(String::from_utf8_lossy(&output.stdout.bytes).into_owned())
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
    Ok(format!("{} and {}", shown(path), shown(&out)))
}

/// `path` as a person can open it from here: relative to the current folder when inside
/// it, else as it is (absolute).
fn shown(path: &Path) -> String {
    let here = std::env::current_dir().ok();
    let inside = here
        .as_deref()
        .and_then(|here| path.strip_prefix(here).ok());
    inside.unwrap_or(path).display().to_string()
}

/// A seed from the clock, for a run not told one.
fn clock_seed() -> u64 {
    let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    since.map_or(0, |time| time.as_nanos() as u64 % 1_000_000_000)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use gamebits_runner::child::{Drained, Exit};
    use std::os::unix::process::ExitStatusExt;
    use std::process::ExitStatus;

    fn run(stdout: &str, status: i32, killed: bool) -> Finished {
        let drained = |bytes: &[u8]| Drained {
            bytes: bytes.to_vec(),
            cut: false,
        };
        Finished {
            stdout: drained(stdout.as_bytes()),
            stderr: drained(b"error: internal error: boom\n"),
            exit: Exit {
                status: ExitStatus::from_raw(status),
                killed,
                too_many_processes: false,
                end: Instant::now(),
                peak_memory: None,
                cpu_time: None,
            },
            wall: Duration::from_millis(5),
        }
    }

    #[test]
    fn a_kept_path_is_shown_from_here_or_whole() {
        let here = std::env::current_dir().unwrap();
        assert_eq!(
            shown(&here.join("a/b.cpp.cases/x.in")),
            "a/b.cpp.cases/x.in"
        );
        assert_eq!(
            shown(Path::new("/nowhere/wrong.cpp.cases/x.in")),
            "/nowhere/wrong.cpp.cases/x.in"
        );
    }

    #[test]
    fn a_run_is_judged_as_the_judges_do() {
        let limit = Duration::from_secs(1);
        let verdict = |run: Finished| {
            difference(&Checker::Standard, "First\n", &run, limit).map(|d| d.verdict)
        };
        assert_eq!(verdict(run("First", 0, false)), None);
        assert_eq!(verdict(run("  First\r\n", 0, false)), None);
        assert_eq!(verdict(run("Second\n", 0, false)), Some("WA"));
        assert_eq!(verdict(run("", 1 << 8, false)), Some("RE"));
        assert_eq!(verdict(run("", 9, true)), Some("TLE"));
        let slow = Finished {
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
