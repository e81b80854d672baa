//! One SVG per binary of its sweeps' times and memory, drawn with `plotters`.
//!
//! One SVG per binary, drawn with `plotters`: each sweep's median time against the
//! size, the fitted model dashed through the points, the judge's time limit as a line;
//! under it the peak memory, with the memory limit. Every axis is logarithmic, the
//! sizes labelled where they were measured.

use super::{fit::Fit, mib, Measured};
use gamebits_problems::Problem;
use plotters::coord::combinators::{LogCoord, WithKeyPoints};
use plotters::coord::Shift;
use plotters::prelude::*;
use std::path::Path;

/// The sweeps' colours (Okabe and Ito's, told apart with any colour vision); limits
/// are red and start-up grey.
const COLOURS: [RGBColor; 3] = [
    RGBColor(0, 114, 178),
    RGBColor(0, 158, 115),
    RGBColor(213, 94, 0),
];
const GREY: RGBColor = RGBColor(128, 128, 128);

type Area<'a> = DrawingArea<SVGBackend<'a>, Shift>;
type Failure<'a> = DrawingAreaErrorKind<<SVGBackend<'a> as DrawingBackend>::ErrorType>;
/// A horizontal line across a panel: its value, its label, its colour.
type Line = (f64, String, RGBColor);
/// A sweep in a panel: its label, its measured points, its model (or nothing).
type Series = (&'static str, Vec<(f64, f64)>, Vec<(f64, f64)>);

/// Draws the plot of `problem`'s measured sweeps into the SVG file `path`; an error,
/// and no file, if there is no sweep to draw.
pub fn draw(
    path: &Path,
    problem: &Problem,
    sweeps: &[&(Measured, Option<Fit>)],
) -> Result<(), String> {
    if problem.sweeps.is_empty() || sweeps.is_empty() {
        return Err(format!("{} has no measured sweep to plot", problem.binary));
    }
    let root = SVGBackend::new(path, (900, 1000)).into_drawing_area();
    let drawn = draw_on(&root, problem, sweeps).and_then(|()| root.present());
    drawn.map_err(|e| format!("cannot draw {}: {e}", path.display()))
}

fn draw_on<'a>(
    root: &Area<'a>,
    problem: &Problem,
    sweeps: &[&(Measured, Option<Fit>)],
) -> Result<(), Failure<'a>> {
    root.fill(&WHITE)?;
    let parameter = problem.sweeps[0].parameter;
    let title = format!(
        "{} ({} {}): cost against {parameter}",
        problem.binary, problem.judge, problem.url
    );
    let (top, bottom) = root
        .titled(&title, ("sans-serif", 20))?
        .split_vertically(560);
    let mut sizes: Vec<f64> = sweeps
        .iter()
        .flat_map(|s| s.0.times())
        .map(|p| p.0)
        .collect();
    sizes.sort_by(f64::total_cmp);
    sizes.dedup();
    let axis = || {
        (sizes[0] / 1.1..sizes[sizes.len() - 1] * 1.1)
            .log_scale()
            .with_key_points(sizes.clone())
    };
    let first = &sweeps[0].0;
    let time_limit = problem.limits.time_ms as f64;
    let lines = vec![
        (time_limit, format!("time limit {time_limit} ms"), RED),
        (
            1e3 * first.startup(),
            "start-up: a process that does nothing".into(),
            GREY,
        ),
    ];
    let times = sweeps.iter().map(|(sweep, fit)| {
        let times: Vec<(f64, f64)> = sweep
            .times()
            .iter()
            .map(|&(size, s)| (size, 1e3 * s))
            .collect();
        let (from, to) = (times[0].0, times[times.len() - 1].0);
        let model = fit
            .iter()
            .flat_map(|fit| samples(from, to).map(|x| (x, 1e3 * fit.at(x, sweep.sweep.cost))));
        (sweep.sweep.shape, times, model.collect())
    });
    let caption = "median wall time (ms): measured, and the fitted model dashed";
    panel(&top, axis(), caption, parameter, lines, times.collect())?;
    let limit = problem
        .limits
        .memory_mib
        .map(|mib| (mib as f64, format!("memory limit {mib} MiB"), RED));
    let caption = match (first.startup.peak_memory, &limit) {
        (None, _) => "peak memory: not measured on this platform (only Unix's wait4 gives it)",
        (_, Some(_)) => "peak memory (MiB)",
        (_, None) => "peak memory (MiB); the judge publishes no memory limit",
    };
    let startup = first.startup.peak_memory.map(|peak| {
        let label = "start-up: a process that does nothing (Linux counts from the measuring process's peak)";
        (mib(peak), label.into(), GREY)
    });
    let memory = sweeps.iter().map(|(sweep, _)| {
        let points = sweep
            .points
            .iter()
            .filter_map(|(size, run)| Some((*size as f64, mib(run.peak_memory?))));
        (sweep.sweep.shape, points.collect(), Vec::new())
    });
    panel(
        &bottom,
        axis(),
        caption,
        parameter,
        limit.into_iter().chain(startup).collect(),
        memory.collect(),
    )
}

/// Sizes from `first` to `last` to draw a model through: every whole size if there
/// are few (a cost function may be defined on whole sizes only), else 64 steps of
/// equal ratio.
fn samples(first: f64, last: f64) -> Box<dyn Iterator<Item = f64>> {
    if last - first <= 128.0 {
        return Box::new((first as u64..=last as u64).map(|size| size as f64));
    }
    Box::new((0..=64).map(move |i| first * (last / first).powf(f64::from(i) / 64.0)))
}

/// One panel: each sweep's measured points and model in its own colour, and `lines`
/// across it.
fn panel<'a>(
    area: &Area<'a>,
    axis: WithKeyPoints<LogCoord<f64>>,
    caption: &str,
    parameter: &str,
    lines: Vec<Line>,
    series: Vec<Series>,
) -> Result<(), Failure<'a>> {
    let values = series
        .iter()
        .flat_map(|(_, points, model)| points.iter().chain(model));
    let values = values.map(|p| p.1).chain(lines.iter().map(|line| line.0));
    let (low, high) = values.fold((f64::INFINITY, 0f64), |(low, high), v| {
        (low.min(v), high.max(v))
    });
    // At least a factor of 10 from bottom to top, and the top fifth for the legend.
    let widen = 1.5 * (10.0 * low / high).max(1.0).sqrt();
    let (low, high) = (low / widen, high * widen);
    let high = high * (high / low).powf(0.25);
    let values = (low..high)
        .log_scale()
        .with_key_points(one_two_five(low, high));
    let mut chart = ChartBuilder::on(area)
        .caption(caption, ("sans-serif", 16))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(64)
        .build_cartesian_2d(axis, values)?;
    let label = |v: &f64| format!("{}", (v * 1000.0).round() / 1000.0);
    chart
        .configure_mesh()
        .x_desc(parameter)
        .x_label_formatter(&label)
        .y_label_formatter(&label)
        .draw()?;
    let (left, right) = (chart.x_range().start, chart.x_range().end);
    let key = |colour: RGBColor| {
        move |(x, y)| PathElement::new([(x, y), (x + 20, y)], colour.stroke_width(2))
    };
    for (value, label, colour) in lines {
        let line = LineSeries::new([(left, value), (right, value)], colour.stroke_width(2));
        chart.draw_series(line)?.label(label).legend(key(colour));
    }
    for (i, (label, points, model)) in series.into_iter().enumerate() {
        let colour = COLOURS[i % COLOURS.len()];
        let line = LineSeries::new(points, colour.stroke_width(2)).point_size(4);
        chart.draw_series(line)?.label(label).legend(key(colour));
        chart.draw_series(DashedLineSeries::new(model, 6, 4, colour.stroke_width(1)))?;
    }
    let mut legend = chart.configure_series_labels();
    legend
        .position(SeriesLabelPosition::UpperLeft)
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()
}

/// The values 1, 2 and 5 times a power of ten from `low` to `high`: where a log axis is
/// labelled.
fn one_two_five(low: f64, high: f64) -> Vec<f64> {
    let decades = low.log10().floor() as i32..=high.log10().ceil() as i32;
    let values = decades.flat_map(|e| [1.0, 2.0, 5.0].map(|m| m * 10f64.powi(e)));
    values.filter(|v| (low..=high).contains(v)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A problem without a sweep (`dpk_interactive`) gets an error, and no file, rather
    /// than a panic.
    #[test]
    fn a_problem_without_a_sweep_is_not_plotted() {
        let problem = gamebits_problems::problem("dpk_interactive").unwrap();
        assert!(problem.sweeps.is_empty());
        let path = std::env::temp_dir().join("gamebits-scaling-no-sweep.svg");
        let _ = std::fs::remove_file(&path);
        let drawn = draw(&path, problem, &[]);
        assert!(drawn.unwrap_err().contains("dpk_interactive"));
        assert!(!path.exists());
    }
}
