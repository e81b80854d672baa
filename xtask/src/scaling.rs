//! `cargo xtask scaling [BINARY…] [--runs N] [--out DIR] [--max-size SIZE]`: how time
//! and memory grow along each sweep of the registry, against the stated complexity.
//!
//! Each sweep's inputs are timed by the bench's engine; a Markdown table per sweep goes
//! to stdout (size, median, peak memory, the growth of the work from the previous size
//! beside the growth the complexity predicts, the fitted model), then one SVG per
//! binary to `DIR/<binary>.svg` (see [`plot`]). The model is time ≈ start-up + c·f(size)
//! with f the registry's cost function and start-up measured on its own (see [`fit`]).

mod fit;
mod plot;

use crate::inputs;
use crate::measure::{self, exe, ms, Progress, Summary};
use fit::Fit;
use gamebits_gen::{Problem, Sweep};
use std::fmt::Write;
use std::path::PathBuf;
use std::time::Duration;

/// One sweep, its inputs, and once measured each one's summary.
struct Measured {
    problem: &'static Problem,
    sweep: &'static Sweep,
    inputs: Vec<(u64, PathBuf)>,
    summaries: Vec<Summary>,
}

impl Measured {
    /// The (size, median seconds) points.
    fn points(&self) -> Vec<(f64, f64)> {
        let sizes = self.inputs.iter().map(|(size, _)| *size as f64);
        sizes
            .zip(self.summaries.iter().map(|s| s.median.as_secs_f64()))
            .collect()
    }
}

/// Runs `cargo xtask scaling`.
pub fn run(
    binaries: &[String],
    runs: u32,
    out: Option<PathBuf>,
    max_size: Option<u64>,
) -> Result<(), String> {
    let problems = inputs::problems(binaries)?;
    let out = out.map_or_else(
        || Ok(measure::target_dir()?.join("scaling")),
        Ok::<_, String>,
    )?;
    std::fs::create_dir_all(&out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let release = measure::build_release()?;
    let mut sweeps = Vec::new();
    for &problem in &problems {
        for sweep in problem.sweeps {
            let sizes = sweep
                .sizes
                .iter()
                .filter(|&&size| size <= max_size.unwrap_or(u64::MAX));
            let inputs = sizes
                .map(|&size| Ok((size, inputs::sweep(problem, sweep, size)?)))
                .collect::<Result<_, String>>()?;
            sweeps.push(Measured {
                problem,
                sweep,
                inputs,
                summaries: Vec::new(),
            });
        }
    }
    let points: usize = sweeps.iter().map(|s| s.inputs.len()).sum();
    let progress = Progress::new((1 + points) as u64 * u64::from(runs + 1));
    let startup = measure::startup(&release, runs, &progress)?;
    println!(
        "`cargo xtask scaling` on {}: median wall time over {runs} runs after one warm-up \
         run. Start-up, the floor on an empty input: {}, peak memory {} (Linux counts a \
         child's peak from the measuring process's own).\n",
        crate::bench::machine(),
        ms(startup.median),
        measure::memory(startup.peak_memory),
    );
    let mut fits = Vec::new();
    for sweep in &mut sweeps {
        let (binary, shape, parameter) = (
            sweep.problem.binary,
            sweep.sweep.shape,
            sweep.sweep.parameter,
        );
        for (size, input) in &sweep.inputs {
            progress.start(&format!("{binary} ({shape}): {parameter} = {size}"));
            let summary = measure::repeat(&exe(&release, binary), input, runs, &progress)?;
            progress.done(&summary);
            sweep.summaries.push(summary);
        }
        let fit = fit::fit(
            &sweep.points(),
            startup.median.as_secs_f64(),
            sweep.sweep.cost,
        );
        let report = report(sweep, fit.as_ref(), startup.median.as_secs_f64());
        progress.suspend(|| print!("{report}"));
        fits.push(fit);
    }
    progress.finish();
    let startup = (
        1e3 * startup.median.as_secs_f64(),
        startup.peak_memory.map(mib),
    );
    for &problem in &problems {
        let curves: Vec<plot::Curve> = sweeps
            .iter()
            .zip(&fits)
            .filter(|(sweep, _)| sweep.problem.binary == problem.binary)
            .map(|(sweep, fit)| curve(sweep, fit.as_ref()))
            .collect();
        let path = out.join(format!("{}.svg", problem.binary));
        plot::draw(&path, problem, &curves, startup)?;
        eprintln!("scaling: wrote {}", path.display());
    }
    Ok(())
}

/// The table of a measured sweep and the lines saying what the fit found.
fn report(sweep: &Measured, fit: Option<&Fit>, startup: f64) -> String {
    let (problem, cost, parameter) = (sweep.problem, sweep.sweep.cost, sweep.sweep.parameter);
    let points = sweep.points();
    let mut out = format!(
        "### `{}`: {}; complexity {}\n\n\
         | {parameter} | median | peak memory | growth of the work | predicted growth | model |\n\
         |---:|---:|---:|---:|---:|---:|\n",
        problem.binary, sweep.sweep.shape, sweep.sweep.complexity
    );
    for (i, (&(size, seconds), summary)) in points.iter().zip(&sweep.summaries).enumerate() {
        let (growth, predicted) = match i.checked_sub(1).map(|j| points[j]) {
            Some((previous_size, previous)) => (
                fit::growth(previous, seconds, startup)
                    .map_or("—".into(), |g| format!("{g:.2}×")),
                format!("{:.2}×", cost(size) / cost(previous_size)),
            ),
            None => (String::new(), String::new()),
        };
        let model = fit.map_or("—".into(), |fit| seconds_ms(fit.at(size, cost)));
        let memory = measure::memory(summary.peak_memory);
        let _ = writeln!(
            out,
            "| {size} | {} | {memory} | {growth} | {predicted} | {model} |",
            ms(summary.median)
        );
    }
    let _ = writeln!(out, "\n{}\n", verdict(sweep, fit, startup));
    out
}

/// What the fit found, in a few sentences.
fn verdict(sweep: &Measured, fit: Option<&Fit>, startup: f64) -> String {
    let (problem, parameter) = (sweep.problem, sweep.sweep.parameter);
    let Some(fit) = fit else {
        return format!(
            "No fit: at every size the work is below the start-up time ({}).",
            seconds_ms(startup)
        );
    };
    let mut text = format!(
        "Fit: time ≈ {} start-up + {:.3e} s × {}, within {:.0} % of the median at every size \
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
    let percent = |seconds: f64| 1e5 * seconds / problem.limits.time_ms as f64;
    let model = fit.at(maximum as f64, sweep.sweep.cost);
    let _ = write!(
        text,
        ". At the maximum {parameter} = {maximum}, against the {} ms limit: model {} ({:.1} %)",
        problem.limits.time_ms,
        seconds_ms(model),
        percent(model)
    );
    if let Some(summary) = sweep
        .inputs
        .iter()
        .zip(&sweep.summaries)
        .find(|(input, _)| input.0 == maximum)
    {
        let measured = summary.1.median.as_secs_f64();
        let _ = write!(
            text,
            ", measured {} ({:.1} %)",
            seconds_ms(measured),
            percent(measured)
        );
    }
    text + "."
}

/// The curve of a measured sweep, for its plot: times in ms, memory in MiB.
fn curve(sweep: &Measured, fit: Option<&Fit>) -> plot::Curve {
    let points = sweep.points();
    let cost = sweep.sweep.cost;
    let model = fit.map_or_else(Vec::new, |fit| {
        let sizes = plot::samples(points[0].0, points[points.len() - 1].0);
        sizes
            .into_iter()
            .map(|size| (size, 1e3 * fit.at(size, cost)))
            .collect()
    });
    let memory = points.iter().zip(&sweep.summaries);
    plot::Curve {
        label: sweep.sweep.shape.to_string(),
        times: points
            .iter()
            .map(|&(size, seconds)| (size, 1e3 * seconds))
            .collect(),
        memory: memory
            .filter_map(|(&(size, _), s)| Some((size, mib(s.peak_memory?))))
            .collect(),
        model,
    }
}

/// Bytes in MiB.
fn mib(bytes: u64) -> f64 {
    bytes as f64 / f64::from(1 << 20)
}

/// Seconds shown in milliseconds.
fn seconds_ms(seconds: f64) -> String {
    ms(Duration::try_from_secs_f64(seconds).unwrap_or(Duration::ZERO))
}
