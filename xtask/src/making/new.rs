//! `cargo xtask new <binary>`: every place a problem lives, made in one step.
//!
//! In the workspace the command is run in: its binary (a header to fill, `read_input`, and a
//! `solve` that says it is not written yet), its samples, its registry entry (listed in
//! `problems/src/lib.rs`) and its stress test (declared in `tests/stress/main.rs`). `listen`
//! and `new --from` make their problems here too.
//!
//! Everything is checked, and every file's new text made, before the first is written;
//! if a write fails, what was written is undone. So a refusal changes nothing.

use crate::base::file;
use crate::making::checker_choice::{self, CheckerChoice};
use crate::making::companion;
use crate::making::files::{self, edited, new_file, Change};
use crate::making::request::{Request, Sample};
use crate::making::templates;
use gamebits_problems::Limits;
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};

/// The arguments of `cargo xtask new`.
#[derive(clap::Args)]
pub struct Args {
    /// The judge's code for the problem: a lower-case letter, then lower-case letters,
    /// digits and _ [with --from: by default after the problem's address]
    #[arg(required_unless_present_any = ["from", "like"])]
    binary: Option<String>,
    /// The judge whose limits apply
    #[arg(long, default_value = "DMOJ")]
    judge: String,
    /// The problem's page [default: https://dmoj.ca/problem/<BINARY> on DMOJ]
    #[arg(long, value_name = "URL")]
    link: Option<String>,
    /// Such as 2s, 1.5s or 500ms [default: 1s, marked as assumed]
    #[arg(long, value_name = "TIME")]
    time_limit: Option<String>,
    /// Such as 256MiB or 1GiB [default: none, marked as unpublished]
    #[arg(long, value_name = "SIZE")]
    memory_limit: Option<String>,
    /// A sample's input and answer files, copied to samples/<BINARY>/; repeatable
    #[arg(long, num_args = 2, value_names = ["IN", "OUT"])]
    sample: Vec<PathBuf>,
    /// Everything but the name from a problem saved as Competitive Companion sends
    /// it (JSON)
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with_all = ["judge", "link", "time_limit", "memory_limit", "sample", "interactive"]
    )]
    from: Option<PathBuf>,
    /// How answers are judged: standard (DMOJ's default), identical, floats,
    /// floats:PRECISION[:default|absolute|relative], or custom (a checker program)
    #[arg(long, value_name = "CHECKER")]
    checker: Option<String>,
    /// Interactive: the solution talks to an interactor, made beside it
    #[arg(long)]
    interactive: bool,
    /// Gone: what `new --like` did is `practise` (and `start` with `--lang`); taken
    /// with all that follows it only to say so
    #[arg(long, hide = true, num_args = 0.., allow_hyphen_values = true)]
    like: Option<Vec<String>>,
}

/// Runs `cargo xtask new`: makes the problem and prints what is left to do.
pub fn run(args: Args) -> Result<(), String> {
    if args.like.is_some() {
        return Err(
            "`new --like` is now `cargo xtask practise <PROBLEM>` (with `--lang LANG`: \
                    `cargo xtask start <PROBLEM> --lang LANG`); nothing was made"
                .to_string(),
        );
    }
    let request = request(args)?;
    let made = make(&crate::base::workspace::root()?, &request)?;
    print!("{}", next_steps(&made));
    Ok(())
}

/// What `args` ask for: the problem saved in the file of `--from`, or the one the
/// command line describes, its limits read in the registry's units.
fn request(args: Args) -> Result<Request, String> {
    if let Some(from) = &args.from {
        let request = companion::request(&file::read(from)?, args.binary)?;
        return Ok(Request {
            checker: args.checker,
            ..request
        });
    }
    Ok(Request {
        binary: args.binary.expect("clap requires BINARY without --from"),
        judge: args.judge,
        link: args.link,
        time_ms: args.time_limit.as_deref().map(time_ms).transpose()?,
        memory_mib: args.memory_limit.as_deref().map(memory_mib).transpose()?,
        samples: Sample::read(&args.sample)?,
        checker: args.checker,
        interactive: args.interactive,
    })
}

/// Makes the problem `request` asks for in the workspace at `root`, or says why not
/// and changes nothing.
pub fn make(root: &Path, request: &Request) -> Result<Plan, String> {
    let plan = plan(root, request)?;
    files::write_all(root, &plan.changes)?;
    files::format(root, &plan.changes);
    Ok(plan)
}

/// What `new` will do: the files it writes, and the facts its one-line report gives.
pub struct Plan {
    binary: String,
    judge: String,
    url: String,
    limits: Limits,
    samples: usize,
    /// The program that judges it, if one does, and whether it is an interactor.
    judged_by: Option<(String, bool)>,
    changes: Vec<Change>,
}

/// Every file `request` writes, with its new text, or why it cannot be done.
fn plan(root: &Path, request: &Request) -> Result<Plan, String> {
    let binary = request.binary.as_str();
    files::check_name(root, binary)?;
    let judge = check_text("--judge", &request.judge)?;
    let url = match &request.link {
        Some(link) => check_link(link)?,
        None if judge == "DMOJ" => format!("https://dmoj.ca/problem/{binary}"),
        None => return Err(format!("--link is needed: the problem's page on {judge}")),
    };
    let within = |what: &str, value: u64, unit: &str, range: RangeInclusive<u64>| match range
        .contains(&value)
    {
        true => Ok(value),
        false => Err(format!(
            "the {what} {value} {unit} is outside {}..={} {unit}",
            range.start(),
            range.end()
        )),
    };
    let limits = Limits {
        time_ms: within("time limit", request.time_ms.unwrap_or(1000), "ms", TIME_MS)?,
        time_published: request.time_ms.is_some(),
        memory_mib: request
            .memory_mib
            .map(|mib| within("memory limit", mib, "MiB", MEMORY_MIB))
            .transpose()?,
        note: None,
    };
    let choice = CheckerChoice::of(request.checker.as_deref(), request.interactive)?;
    let interactive = choice == CheckerChoice::Interactive;
    let (main, stress, shows) = match interactive {
        true => (
            templates::INTERACTIVE_MAIN,
            templates::INTERACTIVE_STRESS,
            templates::INTERACTIVE_SHOWS,
        ),
        false => (templates::MAIN, templates::STRESS, templates::SHOWS),
    };
    let named = [("BINARY", binary)];
    let page = [("BINARY", binary), ("JUDGE", &judge), ("URL", &url)];
    let mut changes = vec![
        new_file(
            root,
            format!("src/bin/{binary}/main.rs"),
            templates::fill(main, &page),
        )?,
        new_file(
            root,
            format!("problems/src/{binary}.rs"),
            entry(
                binary,
                &judge,
                &url,
                &limits,
                &choice.entry(binary),
                &templates::fill(shows, &page),
            ),
        )?,
        new_file(
            root,
            format!("tests/stress/{binary}.rs"),
            templates::fill(stress, &named),
        )?,
        edited(root, "problems/src/lib.rs", |text| {
            files::registered(text, binary)
        })?,
        edited(root, "tests/stress/main.rs", |text| {
            files::declared(text, binary)
        })?,
    ];
    if !interactive {
        changes.extend([
            new_file(
                root,
                format!("src/bin/{binary}/explain.rs"),
                templates::fill(templates::EXPLAIN, &named),
            )?,
            new_file(
                root,
                format!("fuzz/fuzz_targets/{binary}.rs"),
                files::fuzz_target(binary),
            )?,
            edited(root, "fuzz/Cargo.toml", |text| {
                Ok(files::fuzzed(text, binary))
            })?,
        ]);
    }
    if let Some((name, path, template)) = choice.program(binary) {
        changes.push(edited(root, "Cargo.toml", |text| {
            checker_choice::built(text, &name, &path)
        })?);
        changes.push(new_file(root, path, template)?);
    }
    for (index, sample) in request.samples.iter().enumerate() {
        for (text, extension) in [(&sample.input, "in"), (&sample.output, "out")] {
            let name = format!("samples/{binary}/{}.{extension}", index + 1);
            changes.push(new_file(root, name, text.clone())?);
        }
    }
    Ok(Plan {
        binary: binary.to_string(),
        judge,
        url,
        limits,
        samples: request.samples.len(),
        judged_by: choice
            .program(binary)
            .map(|(_, path, _)| (path, interactive)),
        changes,
    })
}

/// `text` if it can stand in a Rust string and a Markdown table: one line of printable
/// characters, no `"`, `\` or `|`.
fn check_text(option: &str, text: &str) -> Result<String, String> {
    let bad = text
        .chars()
        .find(|&c| c.is_control() || matches!(c, '"' | '\\' | '|'));
    match bad {
        _ if text.trim().is_empty() => Err(format!("{option} is empty")),
        Some(c) => Err(format!("{option} `{text}` holds {c:?}, which it cannot")),
        None => Ok(text.to_string()),
    }
}

/// `link` if it is an `http` or `https` address with a host.
fn check_link(link: &str) -> Result<String, String> {
    let rest = link
        .strip_prefix("https://")
        .or_else(|| link.strip_prefix("http://"));
    let host = rest.map(|rest| rest.split('/').next().unwrap_or(""));
    let fine = host.is_some_and(|h| h.contains('.') && !h.starts_with('.') && !h.ends_with('.'))
        && !link.contains(char::is_whitespace);
    match fine {
        true => check_text("--link", link),
        false => Err(format!(
            "--link `{link}` is not a web address such as https://dmoj.ca/problem/dpk"
        )),
    }
}

/// The time limits a problem may have, in milliseconds: up to ten minutes.
const TIME_MS: RangeInclusive<u64> = 1..=600_000;
/// The memory limits a problem may have, in MiB: up to 1 TiB.
const MEMORY_MIB: RangeInclusive<u64> = 1..=1 << 20;

/// A time limit such as `2s`, `1.5s` or `500ms`, in milliseconds.
fn time_ms(limit: &str) -> Result<u64, String> {
    let bad = || format!("--time-limit `{limit}` is not a time such as 2s, 1.5s or 500ms");
    let (number, scale) = match limit.strip_suffix("ms") {
        Some(number) => (number, 1.0),
        None => (limit.strip_suffix('s').ok_or_else(bad)?, 1000.0),
    };
    let digits = number.chars().all(|c| c.is_ascii_digit() || c == '.');
    let ms = number
        .parse::<f64>()
        .ok()
        .filter(|_| digits)
        .map(|n| n * scale);
    match ms {
        Some(ms) if ms.fract() == 0.0 && TIME_MS.contains(&(ms as u64)) => Ok(ms as u64),
        _ => Err(bad()),
    }
}

/// A memory limit such as `256MiB` or `1GiB` (`MB` and `GB` read as the judges mean
/// them: MiB and GiB), in MiB.
fn memory_mib(limit: &str) -> Result<u64, String> {
    let bad = || format!("--memory-limit `{limit}` is not a size such as 256MiB or 1GiB");
    let units = [("MiB", 1), ("MB", 1), ("GiB", 1024), ("GB", 1024)];
    let (number, scale) = units
        .iter()
        .find_map(|&(unit, scale)| Some((limit.strip_suffix(unit)?, scale)))
        .ok_or_else(bad)?;
    let mib = number
        .parse::<u64>()
        .ok()
        .filter(|_| number.chars().all(|c| c.is_ascii_digit()));
    match mib.and_then(|n| n.checked_mul(scale)) {
        Some(mib) if MEMORY_MIB.contains(&mib) => Ok(mib),
        _ => Err(bad()),
    }
}

/// The registry entry: the judge, the link, the limits, the checker and what its binary
/// shows (`shows`, its template filled); no worst case, no sweep.
fn entry(
    binary: &str,
    judge: &str,
    url: &str,
    limits: &Limits,
    checker: &str,
    shows: &str,
) -> String {
    let memory = limits
        .memory_mib
        .map_or("None".to_string(), |mib| format!("Some({mib})"));
    let note = match limits.time_published {
        true => "None".to_string(),
        false => format!("Some(\"{judge}'s time limit is assumed, not looked up yet.\")"),
    };
    let values = [
        ("BINARY", binary),
        ("JUDGE", judge),
        ("URL", url),
        ("TIME_MS", &limits.time_ms.to_string()),
        ("PUBLISHED", &limits.time_published.to_string()),
        ("MEMORY", &memory),
        ("NOTE", &note),
        ("CHECKER", checker),
        ("SHOWS", shows),
    ];
    templates::fill(templates::ENTRY, &values)
}

/// What `new` made, in one line: the binary, its judge, limits and samples, and the
/// command that tests it.
pub fn made_line(plan: &Plan) -> String {
    let samples = match plan.samples {
        1 => "1 sample".to_string(),
        n => format!("{n} samples"),
    };
    let write = match &plan.judged_by {
        Some((program, true)) => format!(
            "interactive; write src/bin/{}/main.rs and {program}",
            plan.binary
        ),
        Some((program, false)) => format!("write src/bin/{}/main.rs and {program}", plan.binary),
        None => format!("write src/bin/{}/main.rs", plan.binary),
    };
    format!(
        "made {binary}: {judge} {url}, {limits}, {samples}; {write}, \
         then cargo xtask test {binary}",
        binary = plan.binary,
        judge = plan.judge,
        url = plan.url,
        limits = plan.limits.text(),
    )
}

/// What `new` made and what is left to do, for the person who ran it.
fn next_steps(plan: &Plan) -> String {
    let binary = &plan.binary;
    let made: Vec<String> = plan
        .changes
        .iter()
        .map(|c| format!("  {}", c.path.display()))
        .collect();
    let (samples, input) = match plan.samples {
        0 => (
            "add <case>.in with <case>.out (the answer) or <case>.err (the error line)".to_string(),
            "an input file".to_string(),
        ),
        n => (
            format!("beside the {n} given, add edge cases, CRLF line ends and .err cases"),
            format!("samples/{binary}/1.in"),
        ),
    };
    let judged = match &plan.judged_by {
        Some((program, true)) => format!(
            "0. {program}: the jury, which reads each sample's .in as its secret data, talks to\n   \
             the solution and gives the verdict. An interactive problem has no explain.rs and\n   \
             no fuzz target (it is played, not run on one input): skip 2 and 8.\n"
        ),
        Some((program, false)) => format!(
            "0. {program}: the checker, which accepts every right output (testlib's convention).\n"
        ),
        None => String::new(),
    };
    let made = made.join("\n");
    let values = [
        ("BINARY", binary.as_str()),
        ("MADE", &made),
        ("JUDGED", &judged),
        ("SAMPLES", &samples),
        ("INPUT", &input),
    ];
    templates::fill(templates::NEXT_STEPS, &values)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_are_read_in_the_judges_units() {
        assert_eq!(time_ms("2s"), Ok(2000));
        assert_eq!(time_ms("1.5s"), Ok(1500));
        assert_eq!(time_ms("500ms"), Ok(500));
        for bad in [
            "2", "s", "-1s", "0s", "1.0005s", "2 s", "1e3ms", "nans", "inf s",
        ] {
            assert!(time_ms(bad).is_err(), "{bad}");
        }
        assert_eq!(memory_mib("256MiB"), Ok(256));
        assert_eq!(memory_mib("1GiB"), Ok(1024));
        assert_eq!(memory_mib("64MB"), Ok(64));
        for bad in [
            "256",
            "0MiB",
            "1.5GiB",
            "+1GiB",
            "MiB",
            "256 MiB",
            "99999999999GiB",
        ] {
            assert!(memory_mib(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn links_are_web_addresses() {
        assert!(check_link("https://atcoder.jp/contests/dp/tasks/dp_a").is_ok());
        for bad in [
            "atcoder.jp/x",
            "https://",
            "https://localhost",
            "ftp://a.b",
            "https://a.b/x y",
            "https://a.b/\"x",
        ] {
            assert!(check_link(bad).is_err(), "{bad}");
        }
    }
}
