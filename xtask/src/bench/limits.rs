//! The judges' limits of every binary, and the project's targets measured against them.
//!
//! Targets: the slowest run below 10 % of the judge's time limit; peak memory
//! below the judge's memory limit (for `poi16nim` that limit is the 64 MiB needed for
//! the full score); where a binary names a factor, its median time at most that
//! factor times the median time of only reading the same input.

use super::measure::Summary;
use std::time::Duration;

/// The share of the judge's time limit that the slowest run must stay below, in percent.
pub const TIME_TARGET_PERCENT: u32 = 10;

/// One binary's judge and limits, from the registry, and its baseline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The binary, as named in `src/bin`.
    pub binary: &'static str,
    /// The judge whose limits these are.
    pub judge: &'static str,
    /// The time limit in milliseconds, published or assumed.
    pub time_ms: u64,
    /// Whether `time_ms` is the judge's published limit rather than our assumption.
    pub time_published: bool,
    /// The memory limit in MiB, if the judge publishes one.
    pub memory_mib: Option<u64>,
    /// Whether the table shows a read-only baseline beside each case.
    pub baseline: Baseline,
    /// What the reader of the table must know about these limits, if anything.
    pub note: Option<&'static str>,
}

/// Whether, and how strictly, a binary is compared with only reading its input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Baseline {
    /// No baseline: the input is small.
    None,
    /// A baseline row is shown, with no target on it.
    Shown,
    /// A baseline row is shown and the median time may be at most this many times it.
    AtMost(u32),
}

/// The binaries compared with only reading their input; the others have no baseline.
const BASELINES: &[(&str, Baseline)] = &[
    ("qccp1", Baseline::AtMost(2)),
    ("poi16nim", Baseline::Shown),
];

/// The limits of `binary`, from its entry in the registry.
pub fn of(binary: &str) -> Result<Limits, String> {
    let problem = gamebits_gen::problem(binary)
        .ok_or_else(|| format!("`{binary}` has no entry in gamebits_gen::PROBLEMS"))?;
    let baseline = BASELINES
        .iter()
        .find(|b| b.0 == binary)
        .map_or(Baseline::None, |b| b.1);
    Ok(Limits {
        binary: problem.binary,
        judge: problem.judge,
        time_ms: problem.limits.time_ms,
        time_published: problem.limits.time_published,
        memory_mib: problem.limits.memory_mib,
        baseline,
        note: problem.limits.note,
    })
}

impl Limits {
    /// The time limit.
    pub fn time(&self) -> Duration {
        Duration::from_millis(self.time_ms)
    }

    /// Each target this case misses, said in a few words; empty if it meets them all.
    /// `baseline` is the read-only summary of the same input, if one was measured.
    pub fn missed_targets(&self, summary: &Summary, baseline: Option<&Summary>) -> Vec<String> {
        let mut missed = Vec::new();
        let time_percent = percent_of(summary.max, self.time());
        if time_percent >= f64::from(TIME_TARGET_PERCENT) {
            missed.push(format!(
                "time {time_percent:.0} % of the limit (target < {TIME_TARGET_PERCENT} %)"
            ));
        }
        if let Some(mib) = self.memory_mib {
            if summary.peak_memory >= mib << 20 {
                missed.push(format!("memory at or over {mib} MiB"));
            }
        }
        if let (Baseline::AtMost(factor), Some(baseline)) = (self.baseline, baseline) {
            let ratio = ratio(summary.median, baseline.median);
            if ratio > f64::from(factor) {
                missed.push(format!("{ratio:.1}× reading time (target ≤ {factor}×)"));
            }
        }
        missed
    }
}

/// `part` as a percentage of `whole`.
pub fn percent_of(part: Duration, whole: Duration) -> f64 {
    100.0 * part.as_secs_f64() / whole.as_secs_f64()
}

/// `time` divided by `baseline` (infinite for a zero baseline).
pub fn ratio(time: Duration, baseline: Duration) -> f64 {
    time.as_secs_f64() / baseline.as_secs_f64()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn summary(median_ms: u64, max_ms: u64, peak_mib: u64) -> Summary {
        Summary {
            median: Duration::from_millis(median_ms),
            max: Duration::from_millis(max_ms),
            peak_memory: peak_mib << 20,
        }
    }

    #[test]
    fn every_baseline_names_a_problem() {
        for (binary, _) in BASELINES {
            assert!(of(binary).is_ok(), "{binary}");
        }
    }

    #[test]
    fn a_case_far_inside_the_limits_misses_nothing() {
        let qccp1 = of("qccp1").unwrap();
        let read = summary(40, 45, 20);
        assert!(qccp1
            .missed_targets(&summary(70, 140, 30), Some(&read))
            .is_empty());
    }

    #[test]
    fn each_missed_target_is_named() {
        let poi16nim = of("poi16nim").unwrap();
        let missed = poi16nim.missed_targets(&summary(100, 300, 64), None);
        assert_eq!(
            missed,
            [
                "time 10 % of the limit (target < 10 %)",
                "memory at or over 64 MiB"
            ]
        );
        let qccp1 = of("qccp1").unwrap();
        let missed = qccp1.missed_targets(&summary(90, 100, 1), Some(&summary(40, 40, 1)));
        assert_eq!(missed, ["2.2× reading time (target ≤ 2×)"]);
    }
}
