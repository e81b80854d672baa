//! The benchmark table as Markdown, with the date and machine above it and the notes
//! a reader needs below it.

use super::limits::{self, Baseline, Limits, TIME_TARGET_PERCENT};
use super::measure::Summary;
use std::fmt::Write;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// One line of the table: a binary on a case, or only reading that case's input.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    binary: &'static str,
    case: String,
    input_bytes: u64,
    summary: Summary,
    limits: String,
    share: String,
    targets: String,
}

impl Row {
    /// `binary` on the case `case`, checked against `limits`; `baseline` is the
    /// read-only summary of the same input, if one was measured.
    pub fn case(
        case: &str,
        input_bytes: u64,
        summary: Summary,
        limits: &Limits,
        baseline: Option<&Summary>,
    ) -> Row {
        let missed = limits.missed_targets(&summary, baseline);
        let targets = if missed.is_empty() {
            "ok".to_string()
        } else {
            format!("**missed**: {}", missed.join("; "))
        };
        Row {
            binary: limits.binary,
            case: case.to_string(),
            input_bytes,
            summary,
            limits: limits_text(limits),
            share: format!("{:.1} %", limits::percent_of(summary.max, limits.time())),
            targets,
        }
    }

    /// Only reading the input of a case of `binary` with proconio, in release; `solved`
    /// is the summary of the binary itself on that input.
    pub fn baseline(
        binary: &'static str,
        input_bytes: u64,
        summary: Summary,
        solved: &Summary,
    ) -> Row {
        Row {
            binary,
            case: "↳ read only".to_string(),
            input_bytes,
            summary,
            limits: String::new(),
            share: String::new(),
            targets: format!(
                "`{binary}` median: {:.1}× this",
                limits::ratio(solved.median, summary.median)
            ),
        }
    }
}

/// The whole report: the line saying when, where and how; the table; the notes.
pub fn markdown(machine: &str, date: &str, runs: usize, rows: &[Row], notes: &[String]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Measured {date} on {machine} with `cargo xtask bench`: wall time over {runs} runs \
         after one warm-up run, peak memory the largest of those runs.\n"
    );
    out.push_str(
        "| binary | case | input | median | max | peak memory | judge limits | max / time limit | targets |\n\
         |---|---|---:|---:|---:|---:|---|---:|---|\n",
    );
    for row in rows {
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {} | {} | {} | {} | {} | {} |",
            row.binary,
            row.case,
            bytes(row.input_bytes),
            duration(row.summary.median),
            duration(row.summary.max),
            bytes(row.summary.peak_memory),
            row.limits,
            row.share,
            row.targets
        );
    }
    if !notes.is_empty() {
        out.push('\n');
        for note in notes {
            let _ = writeln!(out, "- {note}");
        }
    }
    out
}

/// The notes under a table of the binaries in `shown`, in order: targets, limits that
/// are assumed, and the floor of the memory numbers (`measurer_peak`, the measuring
/// process's own peak, if known).
pub fn notes(shown: &[Limits], measurer_peak: Option<u64>) -> Vec<String> {
    let mut notes = vec![format!(
        "Targets: the slowest run below {TIME_TARGET_PERCENT} % of the judge's time limit, \
         peak memory below its memory limit."
    )];
    for limits in shown {
        match limits.baseline {
            Baseline::None => {}
            Baseline::Shown => notes.push(format!(
                "`{}`: \"read only\" reads the same input with proconio in release and \
                 does nothing else (examples/read_only.rs).",
                limits.binary
            )),
            Baseline::AtMost(factor) => notes.push(format!(
                "`{}`: \"read only\" reads the same input with proconio in release and \
                 does nothing else (examples/read_only.rs); target: median at most \
                 {factor}× that of reading.",
                limits.binary
            )),
        }
        notes.extend(
            limits
                .note
                .map(|note| format!("`{}`: {note}", limits.binary)),
        );
    }
    if let Some(peak) = measurer_peak {
        notes.push(format!(
            "Peak memory is each child's own `ru_maxrss` (from `wait4`), but Linux starts \
             that count at the spawning process's peak so far, so numbers near {} are \
             partly the measuring process's own.",
            bytes(peak)
        ));
    }
    notes
}

/// "DMOJ: 1 s, 1 GiB", with assumed or unpublished limits said so.
fn limits_text(limits: &Limits) -> String {
    let time = duration(limits.time());
    let time = if limits.time_published {
        time
    } else {
        format!("{time} (assumed)")
    };
    let memory = match limits.memory_mib {
        Some(mib) => bytes(mib << 20),
        None => "unpublished".to_string(),
    };
    format!("{}: {time}, {memory}", limits.judge)
}

/// A duration with three significant digits or so: "0.84 ms", "12.3 ms", "1.5 s".
pub fn duration(d: Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    if ms >= 1000.0 {
        trimmed(ms / 1000.0, 2) + " s"
    } else if ms >= 100.0 {
        format!("{ms:.0} ms")
    } else if ms >= 10.0 {
        format!("{ms:.1} ms")
    } else {
        format!("{ms:.2} ms")
    }
}

/// A size in bytes, in B, KiB, MiB or GiB with one decimal: "393 B", "2.1 MiB", "1 GiB".
pub fn bytes(n: u64) -> String {
    const UNITS: [&str; 3] = ["KiB", "MiB", "GiB"];
    if n < 1024 {
        return format!("{n} B");
    }
    let mut value = n as f64 / 1024.0;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    format!("{} {}", trimmed(value, 1), UNITS[unit])
}

/// `value` with at most `decimals` decimals, without trailing zeros: 1.50 → "1.5".
fn trimmed(value: f64, decimals: usize) -> String {
    let text = format!("{value:.decimals$}");
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    }
}

/// "AMD EPYC (2 cores, load average 0.52 before the run)", from `/proc/cpuinfo` and
/// `/proc/loadavg` where there are such files: call it before the run.
pub fn machine() -> String {
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let (model, cores) = parse_cpuinfo(&cpuinfo);
    let cores = if cores > 0 {
        cores
    } else {
        std::thread::available_parallelism().map_or(1, usize::from)
    };
    let model = model.unwrap_or_else(|| "an unknown CPU".to_string());
    let loadavg = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    match loadavg.split_whitespace().next() {
        Some(load) => format!("{model} ({cores} cores, load average {load} before the run)"),
        None => format!("{model} ({cores} cores)"),
    }
}

/// The first CPU model name and the number of processors listed in `/proc/cpuinfo` text.
fn parse_cpuinfo(cpuinfo: &str) -> (Option<String>, usize) {
    let value = |line: &str, key: &str| {
        let (name, value) = line.split_once(':')?;
        (name.trim() == key).then(|| value.trim().to_string())
    };
    let model = cpuinfo.lines().find_map(|line| value(line, "model name"));
    let cores = cpuinfo
        .lines()
        .filter(|line| value(line, "processor").is_some())
        .count();
    (model, cores)
}

/// Today's date in UTC, as YYYY-MM-DD.
pub fn today() -> String {
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (year, month, day) = civil_from_days(seconds / 86_400);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The calendar date `days` days after 1970-01-01 (H. Hinnant's `civil_from_days`).
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let day_of_era = z % 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = year_of_era + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

/// The peak resident set of this process in bytes (`VmHWM`), where Linux reports it.
pub fn own_peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line["VmHWM:".len()..]
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kib * 1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn summary(median_ms: u64, max_ms: u64, peak_kib: u64) -> Summary {
        Summary {
            median: Duration::from_millis(median_ms),
            max: Duration::from_millis(max_ms),
            peak_memory: peak_kib << 10,
        }
    }

    #[test]
    fn durations_keep_about_three_digits() {
        assert_eq!(duration(Duration::from_micros(840)), "0.84 ms");
        assert_eq!(duration(Duration::from_micros(12_345)), "12.3 ms");
        assert_eq!(duration(Duration::from_millis(250)), "250 ms");
        assert_eq!(duration(Duration::from_millis(1500)), "1.5 s");
        assert_eq!(duration(Duration::from_secs(5)), "5 s");
    }

    #[test]
    fn sizes_use_binary_units() {
        assert_eq!(bytes(393), "393 B");
        assert_eq!(bytes(2048), "2 KiB");
        assert_eq!(bytes(2_202_009), "2.1 MiB");
        assert_eq!(bytes(1 << 30), "1 GiB");
        assert_eq!(bytes(3 << 40), "3072 GiB");
    }

    #[test]
    fn dates_are_counted_from_1970() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(59), (1970, 3, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
        assert_eq!(civil_from_days(20_088), (2024, 12, 31));
    }

    #[test]
    fn cpuinfo_gives_model_and_processor_count() {
        let text =
            "processor\t: 0\nmodel name\t: AMD EPYC\n\nprocessor\t: 1\nmodel name\t: AMD EPYC\n";
        assert_eq!(parse_cpuinfo(text), (Some("AMD EPYC".to_string()), 2));
        assert_eq!(parse_cpuinfo(""), (None, 0));
    }

    #[test]
    fn the_table_shows_limits_shares_and_targets() {
        let qccp1 = limits::of("qccp1").unwrap();
        let read = summary(40, 42, 30 << 10);
        let rows = [
            Row::case(
                "random DAG",
                15 << 20,
                summary(60, 75, 40 << 10),
                &qccp1,
                Some(&read),
            ),
            Row::baseline("qccp1", 15 << 20, read, &summary(60, 75, 40 << 10)),
            Row::case(
                "K=1e5",
                393,
                summary(300, 320, 2 << 10),
                &limits::of("dpk").unwrap(),
                None,
            ),
        ];
        let table = markdown("AMD EPYC (2 cores)", "2024-01-01", 5, &rows, &[]);
        let lines: Vec<&str> = table.lines().collect();
        assert!(lines[0].starts_with("Measured 2024-01-01 on AMD EPYC (2 cores)"));
        assert_eq!(
            lines[4],
            "| `qccp1` | random DAG | 15 MiB | 60.0 ms | 75.0 ms | 40 MiB | DMOJ: 1.5 s, 256 MiB | 5.0 % | ok |"
        );
        assert_eq!(
            lines[5],
            "| `qccp1` | ↳ read only | 15 MiB | 40.0 ms | 42.0 ms | 30 MiB |  |  | `qccp1` median: 1.5× this |"
        );
        assert_eq!(
            lines[6],
            "| `dpk` | K=1e5 | 393 B | 300 ms | 320 ms | 2 MiB | DMOJ: 1 s, 1 GiB | 32.0 % | **missed**: time 32 % of the limit (target < 10 %) |"
        );
    }

    #[test]
    fn notes_say_which_limits_are_assumed() {
        let shown = [
            limits::of("dispdom").unwrap(),
            limits::of("poi16nim").unwrap(),
        ];
        let notes = notes(&shown, Some(2 << 20));
        assert!(notes.iter().any(|n| n.starts_with("`dispdom`: CodeChef")));
        assert!(notes.iter().any(|n| n.contains("assumed 3 s")));
        assert!(notes.last().unwrap().contains("numbers near 2 MiB"));
        assert_eq!(
            limits_text(&shown[0]),
            "CodeChef: 1 s (assumed), unpublished"
        );
    }
}
