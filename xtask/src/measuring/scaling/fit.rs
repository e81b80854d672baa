//! The model fitted to a sweep.
//!
//! Time ≈ start-up + c·f(size), with f the stated complexity's cost function
//! and the start-up time measured on its own.
//!
//! A point is *resolved* when its work (median time less start-up) is at least the
//! start-up time: below that, start-up and its noise hide the growth. Only resolved
//! points are fitted and compared, and c minimises the squared relative error.

/// The fit of one sweep, with what a reader compares it by.
#[derive(Debug, PartialEq)]
pub struct Fit {
    /// Seconds per unit of the cost function.
    pub c: f64,
    /// The start-up time in seconds.
    pub startup: f64,
    /// The sizes of the resolved points.
    pub resolved: Vec<f64>,
    /// The model's largest error at a resolved point, relative to the measured time.
    pub worst_error: f64,
    /// The log–log slope of the work against the size over the resolved points,
    /// measured and as the cost function predicts, if there are two such points.
    pub slopes: Option<(f64, f64)>,
}

impl Fit {
    /// The model's time in seconds at `size`.
    pub fn at(&self, size: f64, cost: fn(f64) -> f64) -> f64 {
        self.startup + self.c * cost(size)
    }
}

/// The work of a run of `seconds`: its time above start-up, if it is resolved.
pub fn work(seconds: f64, startup: f64) -> Option<f64> {
    let work = seconds - startup;
    (work >= startup).then_some(work)
}

/// The growth of the work from one point to the next, if both are resolved.
pub fn growth(previous: f64, next: f64, startup: f64) -> Option<f64> {
    Some(work(next, startup)? / work(previous, startup)?)
}

/// Fits `points` of (size, median seconds), or `None` if no point is resolved.
pub fn fit(points: &[(f64, f64)], startup: f64, cost: fn(f64) -> f64) -> Option<Fit> {
    let resolved: Vec<(f64, f64)> = points
        .iter()
        .filter_map(|&(size, seconds)| Some((size, work(seconds, startup)?)))
        .collect();
    if resolved.is_empty() {
        return None;
    }
    // d/dc Σ ((w − c·f) / w)² = 0.
    let (num, den) = resolved
        .iter()
        .fold((0.0, 0.0), |(num, den), &(size, work)| {
            let f = cost(size) / work;
            (num + f, den + f * f)
        });
    let c = num / den;
    let worst_error = resolved
        .iter()
        .map(|&(size, work)| (c * cost(size) - work).abs() / (work + startup))
        .fold(0.0, f64::max);
    let slopes = (resolved.len() >= 2).then(|| {
        let predicted: Vec<_> = resolved
            .iter()
            .map(|&(size, _)| (size, cost(size)))
            .collect();
        (log_log_slope(&resolved), log_log_slope(&predicted))
    });
    Some(Fit {
        c,
        startup,
        resolved: resolved.iter().map(|&(size, _)| size).collect(),
        worst_error,
        slopes,
    })
}

/// The least-squares slope of ln y against ln x.
fn log_log_slope(points: &[(f64, f64)]) -> f64 {
    let points: Vec<(f64, f64)> = points.iter().map(|&(x, y)| (x.ln(), y.ln())).collect();
    let n = points.len() as f64;
    let mean_x = points.iter().map(|p| p.0).sum::<f64>() / n;
    let mean_y = points.iter().map(|p| p.1).sum::<f64>() / n;
    let covariance: f64 = points.iter().map(|p| (p.0 - mean_x) * (p.1 - mean_y)).sum();
    let variance: f64 = points.iter().map(|p| (p.0 - mean_x).powi(2)).sum();
    covariance / variance
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: f64 = 1e-3;

    fn square(n: f64) -> f64 {
        n * n
    }

    #[test]
    fn an_exact_quadratic_is_found_with_slope_two() {
        // 1 ms start-up, then 1 µs per n²: resolved from n = 32 on (1.02 ms of work).
        let points = [8.0, 16.0, 32.0, 64.0, 128.0].map(|n| (n, MS + 1e-6 * n * n));
        let fit = fit(&points, MS, square).unwrap();
        assert!((fit.c - 1e-6).abs() < 1e-12);
        assert_eq!(fit.resolved, [32.0, 64.0, 128.0]);
        assert!(fit.worst_error < 1e-9);
        let (measured, predicted) = fit.slopes.unwrap();
        assert!((measured - 2.0).abs() < 1e-9 && (predicted - 2.0).abs() < 1e-9);
        assert!((fit.at(256.0, square) - (MS + 1e-6 * 65536.0)).abs() < 1e-12);
    }

    #[test]
    fn a_linear_program_against_a_quadratic_model_shows_the_wrong_slope() {
        let points = [10.0, 20.0, 40.0, 80.0].map(|n| (n, MS + 1e-3 * n));
        let fit = fit(&points, MS, square).unwrap();
        let (measured, predicted) = fit.slopes.unwrap();
        assert!((measured - 1.0).abs() < 1e-9 && (predicted - 2.0).abs() < 1e-9);
        assert!(fit.worst_error > 0.3, "{}", fit.worst_error);
    }

    #[test]
    fn start_up_alone_is_no_fit_and_no_growth() {
        let points = [(10.0, 1.2 * MS), (20.0, 1.9 * MS)];
        assert_eq!(fit(&points, MS, square), None);
        assert_eq!(growth(1.2 * MS, 1.9 * MS, MS), None);
        assert_eq!(growth(3.0 * MS, 5.0 * MS, MS), Some(2.0));
    }

    #[test]
    fn one_resolved_point_is_fitted_without_a_slope() {
        let fit = fit(&[(1.0, 0.5 * MS), (2.0, 5.0 * MS)], MS, square).unwrap();
        assert!((fit.at(2.0, square) - 5.0 * MS).abs() < 1e-12);
        assert_eq!(fit.slopes, None);
    }
}
