//! `cargo xtask scaling`: how time and memory grow along each sweep of the registry.
//!
//! `cargo xtask scaling [BINARY…] [--runs N] [--out DIR] [--max-size SIZE]`: how time
//! and memory grow along each sweep of the registry, against the stated complexity.
//!
//! Each size is timed by the bench's engine, beside the start-up time (the floor on an
//! empty input); a Markdown table per sweep goes to stdout (size, median, peak memory,
//! the growth of the work from the previous size beside the growth the complexity
//! predicts, the fitted model), then one SVG per binary to `DIR/<binary>.svg` (see
//! [`plot`]). A binary without a sweep (an interactive one) is skipped, with a line on
//! stderr. The model is time ≈ start-up + c·f(size), f the sweep's cost function
//! (see [`fit`]).

mod fit;
mod plot;

use crate::base::inputs;
use crate::base::workspace::exe;
use crate::measuring::measure::{self, Summary};
use fit::Fit;
use gamebits_practice::units::{self, ms};
use gamebits_problems::{Problem, Sweep};
use std::fmt::Write;
use std::path::PathBuf;
use std::time::Duration;

/// A measured sweep: the start-up measured beside it, and each size with its summary.
struct Measured {
    problem: &'static Problem,
    sweep: &'static Sweep,
    startup: Summary,
    points: Vec<(u64, Summary)>,
}

impl Measured {
    /// The (size, median seconds) points.
    fn times(&self) -> Vec<(f64, f64)> {
        self.points
            .iter()
            .map(|(size, run)| (*size as f64, run.median.as_secs_f64()))
            .collect()
    }

    /// The start-up time in seconds.
    fn startup(&self) -> f64 {
        self.startup.median.as_secs_f64()
    }
}

/// The arguments of `cargo xtask scaling`.
#[derive(clap::Args)]
pub struct Args {
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
}

/// Runs `cargo xtask scaling`.
pub fn run(args: &Args) -> Result<(), String> {
    let Args {
        binaries,
        runs,
        out,
        max_size,
    } = args;
    let (runs, max_size) = (*runs, *max_size);
    let (problems, skipped) = with_sweeps(inputs::problems(binaries)?);
    for problem in &skipped {
        eprintln!(
            "scaling: skips {}: the registry gives it no sweep to measure",
            problem.binary
        );
    }
    if problems.is_empty() {
        return Err("no problem asked for has a sweep to measure".into());
    }
    let out = out.clone().map_or_else(
        || crate::base::workspace::target_dir().map(|dir| dir.join("scaling")),
        Ok,
    )?;
    std::fs::create_dir_all(&out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let release = measure::build_release()?;
    let mut plan = Vec::new();
    for &problem in &problems {
        for sweep in problem.sweeps {
            let sizes = sweep.sizes.iter().copied();
            let sizes: Vec<u64> = sizes
                .filter(|&size| size <= max_size.unwrap_or(u64::MAX))
                .collect();
            if sizes.is_empty() {
                return Err(format!(
                    "--max-size {} leaves no size of {}'s sweep `{}`, whose smallest is {}",
                    max_size.unwrap_or(u64::MAX),
                    problem.binary,
                    sweep.shape,
                    sweep.sizes[0]
                ));
            }
            let mut jobs = vec![measure::startup(&release)?];
            for &size in &sizes {
                let input = inputs::sweep(problem, sweep, size)?;
                jobs.push((exe(&release, problem.binary), input));
            }
            plan.push((problem, sweep, sizes, jobs));
        }
    }
    let points: usize = plan.iter().map(|(_, _, _, jobs)| jobs.len()).sum();
    let progress = measure::progress(points as u64 * u64::from(runs + 1));
    println!(
        "`cargo xtask scaling` on {}: median wall time over {} after one warm-up \
         run, the sizes of a sweep and start-up (the floor on an empty input) run in turn. \
         Linux counts a child's peak memory from the measuring process's own: a small \
         program shows that.\n",
        measure::machine(),
        measure::runs(runs)
    );
    let mut measured = Vec::new();
    for (problem, sweep, sizes, jobs) in plan {
        progress.set_message(format!(
            "{} ({}): {} sizes of {}",
            problem.binary,
            sweep.shape,
            sizes.len(),
            sweep.parameter
        ));
        let summaries = measure::alternate(&jobs, runs, &progress)?;
        let (median, largest) = (summaries[sizes.len()].median, sizes[sizes.len() - 1]);
        let done = format!("median {} at {} = {largest}", ms(median), sweep.parameter);
        measure::done(&progress, &done);
        let points = sizes
            .into_iter()
            .zip(summaries[1..].iter().copied())
            .collect();
        let sweep = Measured {
            problem,
            sweep,
            startup: summaries[0],
            points,
        };
        let fit = fit::fit(&sweep.times(), sweep.startup(), sweep.sweep.cost);
        progress.suspend(|| print!("{}", report(&sweep, fit.as_ref())));
        measured.push((sweep, fit));
    }
    progress.finish_and_clear();
    for problem in problems {
        let path = out.join(format!("{}.svg", problem.binary));
        let of_problem: Vec<_> = measured
            .iter()
            .filter(|(m, _)| m.problem.binary == problem.binary)
            .collect();
        plot::draw(&path, problem, &of_problem)?;
        eprintln!("scaling: wrote {}", path.display());
    }
    Ok(())
}

/// The problems split into those with a sweep, which `scaling` measures, and those
/// without (an interactive problem, say), which it skips.
fn with_sweeps(problems: Vec<&'static Problem>) -> (Vec<&'static Problem>, Vec<&'static Problem>) {
    problems
        .into_iter()
        .partition(|problem| !problem.sweeps.is_empty())
}

/// The table of a measured sweep and the line saying what the fit found.
fn report(sweep: &Measured, fit: Option<&Fit>) -> String {
    let (cost, parameter, startup) = (sweep.sweep.cost, sweep.sweep.parameter, sweep.startup());
    let mut out = format!(
        "### `{}`: {}; complexity {}\n\n\
         | {parameter} | median | peak memory | growth of the work | predicted growth | model |\n\
         |---:|---:|---:|---:|---:|---:|\n",
        sweep.problem.binary, sweep.sweep.shape, sweep.sweep.complexity
    );
    let times = sweep.times();
    for (i, (size, run)) in sweep.points.iter().enumerate() {
        let (mut growth, mut predicted) = (String::new(), String::new());
        if let Some(&(previous_size, previous)) = i.checked_sub(1).map(|j| &times[j]) {
            let measured = fit::growth(previous, times[i].1, startup);
            growth = measured.map_or("—".into(), |g| format!("{g:.2}×"));
            predicted = format!("{:.2}×", cost(*size as f64) / cost(previous_size));
        }
        let model = fit.map_or("—".into(), |fit| seconds_ms(fit.at(*size as f64, cost)));
        let (median, memory) = (ms(run.median), units::memory(run.peak_memory));
        let _ = writeln!(
            out,
            "| {size} | {median} | {memory} | {growth} | {predicted} | {model} |"
        );
    }
    out + &format!("\n{}\n\n", verdict(sweep, fit))
}

/// What the fit found, in a sentence or two.
fn verdict(sweep: &Measured, fit: Option<&Fit>) -> String {
    let (problem, parameter) = (sweep.problem, sweep.sweep.parameter);
    let Some(fit) = fit else {
        let startup = seconds_ms(sweep.startup());
        return format!("No fit: at every size the work is below the start-up time ({startup}).");
    };
    let mut text = format!(
        "Fit: time ≈ {} start-up + {:.3e} s × ({}), within {:.0} % of the median at every size \
         from {parameter} = {} on (where the work is at least the start-up time)",
        seconds_ms(fit.startup),
        fit.c,
        sweep.sweep.complexity,
        100.0 * fit.worst_error,
        fit.resolved[0],
    );
    if let Some((measured, predicted)) = fit.slopes {
        let _ = write!(
            text,
            "; log–log slope of the work {measured:.2}, predicted {predicted:.2}"
        );
    }
    let maximum = *sweep.sweep.sizes.last().expect("a sweep has sizes");
    let model = fit.at(maximum as f64, sweep.sweep.cost);
    let limit = problem.limits.time_ms;
    let percent = 1e5 * model / limit as f64;
    let (model, limit) = (seconds_ms(model), format!("{limit} ms limit"));
    text + &format!(
        ". Model at the maximum {parameter} = {maximum}: {model}, {percent:.1} % of the {limit}."
    )
}

/// Bytes in MiB.
fn mib(bytes: u64) -> f64 {
    bytes as f64 / f64::from(1 << 20)
}

/// Seconds shown in milliseconds.
fn seconds_ms(seconds: f64) -> String {
    ms(Duration::try_from_secs_f64(seconds).unwrap_or(Duration::ZERO))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every problem of the registry is measured or skipped, and skipped exactly when
    /// it has no sweep (`dpk_interactive` has none).
    #[test]
    fn problems_without_a_sweep_are_skipped() {
        let all: Vec<&'static Problem> = gamebits_problems::PROBLEMS.iter().collect();
        let (measured, skipped) = with_sweeps(all.clone());
        assert_eq!(measured.len() + skipped.len(), all.len());
        assert!(measured.iter().all(|problem| !problem.sweeps.is_empty()));
        assert!(skipped.iter().all(|problem| problem.sweeps.is_empty()));
        assert!(skipped.iter().any(|p| p.binary == "dpk_interactive"));
    }
}
