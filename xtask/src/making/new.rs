//! `cargo xtask new <binary>`: every place a problem lives, made in one step.
//!
//! In the workspace the command is run in: its binary (a header to fill, `read_input`, and a
//! `solve` that says it is not written yet), its samples, its registry entry (listed in
//! `problems/src/lib.rs`) and its stress test (declared in `tests/stress/main.rs`). `listen`
//! and `new --from` make their problems here too.
//!
//! `new <name> --like <binary>` makes a practice solution of a problem of the registry
//! instead (see [`crate::making::like`]); `new --like <binary> --lang cpp|py|java`, a
//! starting file in that language, in the current folder (see [`crate::making::start`]).
//!
//! Everything is checked, and every file's new text made, before the first is written;
//! if a write fails, what was written is undone. So a refusal changes nothing.

use crate::making::checker_choice::{self, CheckerChoice};
use crate::making::templates;
use crate::making::{companion, like, start};
use gamebits_problems::Limits;
use std::fs;
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};

/// The arguments of `cargo xtask new`.
#[derive(clap::Args)]
pub struct Args {
    /// The judge's code for the problem: a lower-case letter, then lower-case letters,
    /// digits and _ [with --from: by default after the problem's address]; with --lang,
    /// the file to write [default: the problem's binary, such as dpk.py or Dpk.java]
    #[arg(required_unless_present_any = ["from", "lang"])]
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
    /// A practice solution of this binary's problem: its samples, limits, checker and
    /// input reading, a solve to write, and this binary as its reference (cargo xtask
    /// stress)
    #[arg(
        long,
        value_name = "BINARY",
        conflicts_with_all = [
            "judge", "link", "time_limit", "memory_limit", "sample", "from", "checker",
            "interactive"
        ]
    )]
    like: Option<String>,
    /// With --like: a starting file in this language instead (cpp, py or java), in the
    /// current folder: the input read as the statement gives it, a placeholder printed
    #[arg(long, value_name = "LANG", requires = "like")]
    lang: Option<String>,
}

/// What `cargo xtask new` is told.
#[derive(Debug)]
pub struct Request {
    pub binary: String,
    pub judge: String,
    pub link: Option<String>,
    /// The time limit in milliseconds, if given.
    pub time_ms: Option<u64>,
    /// The memory limit in MiB, if given.
    pub memory_mib: Option<u64>,
    /// The samples, in order.
    pub samples: Vec<Sample>,
    /// `--checker`, as given.
    pub checker: Option<String>,
    /// Whether the problem is interactive: played against an interactor.
    pub interactive: bool,
}

/// A sample: its input and its answer, written byte for byte.
#[derive(Debug)]
pub struct Sample {
    pub input: String,
    pub output: String,
}

impl Sample {
    /// The samples of `--sample IN OUT` given `paths` times: IN, OUT, IN, OUT, …
    fn read(paths: &[PathBuf]) -> Result<Vec<Sample>, String> {
        let read = |path: &PathBuf| {
            fs::read_to_string(path)
                .map_err(|e| format!("cannot read the sample {}: {e}", path.display()))
        };
        paths
            .chunks(2)
            .map(|pair| {
                Ok(Sample {
                    input: read(&pair[0])?,
                    output: read(&pair[1])?,
                })
            })
            .collect()
    }
}

/// Names a problem's binary cannot have: Rust's keywords (it names modules), the
/// registry's own module, and the tools' executables that share the release folder.
const RESERVED: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate",
    "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl",
    "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref",
    "return", "self", "static", "struct", "super", "trait", "true", "try", "type", "typeof",
    "union", "unsafe", "unsized", "use", "virtual", "where", "while", "yield", "rng", "lib",
    "main", "floor", "xtask",
];

/// Runs `cargo xtask new`: makes the problem and prints what is left to do; with
/// `--like`, a practice solution instead.
pub fn run(args: Args) -> Result<(), String> {
    if let (Some(like), Some(lang)) = (&args.like, &args.lang) {
        return run_start(like, lang, args.binary.as_deref());
    }
    if let Some(like) = &args.like {
        let binary = args.binary.as_deref();
        return run_like(binary.expect("clap requires BINARY with --like"), like);
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
        let body =
            fs::read_to_string(from).map_err(|e| format!("cannot read {}: {e}", from.display()))?;
        let request = companion::request(&body, args.binary)?;
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
    write_all(root, &plan.changes)?;
    format(root, &plan.changes);
    Ok(plan)
}

/// Runs `cargo xtask new <binary> --like <like>`: makes a practice solution of the
/// problem of `like` and prints what is left to do.
fn run_like(binary: &str, like: &str) -> Result<(), String> {
    let root = crate::base::workspace::root()?;
    check_name(&root, binary)?;
    let plan = like_plan(&root, binary, like)?;
    write_all(&root, &plan.changes)?;
    format(&root, &plan.changes);
    print!("{}", like::next_steps(binary, like, plan.samples));
    Ok(())
}

/// Runs `cargo xtask new --like <like> --lang <lang> [FILE]`.
///
/// Writes a starting file in `lang` for the problem of `like` (at `file`, or named after
/// the binary, in the current folder) and prints the commands to run next. Refuses,
/// writing nothing, a language without a template, a problem without an input format,
/// and a file that exists.
fn run_start(like: &str, lang: &str, file: Option<&str>) -> Result<(), String> {
    let (_, template) = templates::LANGUAGES
        .iter()
        .find(|(name, _)| *name == lang)
        .ok_or_else(|| {
            let names: Vec<&str> = templates::LANGUAGES.iter().map(|(name, _)| *name).collect();
            format!(
                "--lang {lang}: a starting file is made in {} only",
                names.join(", ")
            )
        })?;
    let problem = gamebits_problems::problem(like)
        .ok_or_else(|| format!("--like {like}: not a problem of the registry"))?;
    if matches!(problem.checker, gamebits_problems::Checker::Interactive(_)) {
        return Err(format!(
            "--like {like}: an interactive problem has no starting file (its solution talks \
             to the interactor, not reads an input)"
        ));
    }
    if !problem.input.is_given() {
        return Err(format!(
            "--like {like}: its registry entry gives no input format (`input` in \
             problems/src/{like}.rs)"
        ));
    }
    let file = match file {
        Some(file) => file.to_string(),
        None if lang == "java" => format!("{}.java", java_class(like)),
        None => format!("{like}.{lang}"),
    };
    let path = Path::new(&file);
    let stem = path
        .file_stem()
        .map(|stem| stem.to_string_lossy().into_owned());
    let class = stem.unwrap_or_default();
    if path.extension().is_none_or(|extension| extension != lang) {
        return Err(format!("{file}: a file in {lang} ends in .{lang}"));
    }
    let mut chars = class.chars();
    let identifier = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_');
    if lang == "java" && !identifier {
        return Err(format!(
            "{file}: a Java file is named after its public class: a letter, then letters, \
             digits and _"
        ));
    }
    let test = format!("cargo xtask test {like} --solution {file}");
    let stress = format!("cargo xtask stress {like} --solution {file}");
    let limits = problem.limits.text();
    let values = [
        ("BINARY", like),
        ("JUDGE", problem.judge),
        ("URL", problem.url),
        ("LIMITS", &limits),
        ("CLASS", &class),
        ("TEST", &test),
        ("STRESS", &stress),
        ("FILE", &file),
    ];
    let text = start::starter(template, &problem.input, &values);
    let mut made = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::AlreadyExists => format!(
                "{file} exists already: name another file (cargo xtask new FILE --like {like} \
                 --lang {lang})"
            ),
            _ => format!("cannot write {file}: {e}"),
        })?;
    if let Err(e) = std::io::Write::write_all(&mut made, text.as_bytes()) {
        let _ = fs::remove_file(path);
        return Err(format!("cannot write {file}: {e} (nothing was written)"));
    }
    print!("{}", templates::fill(templates::START_NEXT_STEPS, &values));
    Ok(())
}

/// The Java class named after `binary`, its words capitalised: `Dpk`, `DpkInteractive`.
fn java_class(binary: &str) -> String {
    binary
        .split('_')
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or(String::new(), |first| {
                first.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}

/// Formats the new Rust files as `cargo fmt` would, so that they are in the project's
/// style whatever the binary's name; without rustfmt they stay as written (valid Rust).
/// The files edited are left alone: their new lines are formatted already, and rustfmt
/// would follow their `mod` lines into every other problem's files.
fn format(root: &Path, changes: &[Change]) {
    let files = changes
        .iter()
        .filter(|change| change.before.is_none())
        .filter(|change| change.path.extension().is_some_and(|e| e == "rs"))
        .map(|change| root.join(&change.path));
    let mut rustfmt = std::process::Command::new("rustfmt");
    rustfmt.args(["--edition", "2021"]).args(files);
    let _ = gamebits_runner::Run::new(&mut rustfmt).wait();
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

/// One file to write: its path in the workspace, its text before (`None`: new) and after.
struct Change {
    path: PathBuf,
    before: Option<String>,
    after: String,
}

/// Every file `request` writes, with its new text, or why it cannot be done.
fn plan(root: &Path, request: &Request) -> Result<Plan, String> {
    let binary = request.binary.as_str();
    check_name(root, binary)?;
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
    let (main, stress) = match interactive {
        true => (templates::INTERACTIVE_MAIN, templates::INTERACTIVE_STRESS),
        false => (templates::MAIN, templates::STRESS),
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
            entry(binary, &judge, &url, &limits, &choice.entry(binary)),
        )?,
        new_file(
            root,
            format!("tests/stress/{binary}.rs"),
            templates::fill(stress, &named),
        )?,
        edited(root, "problems/src/lib.rs", |text| registered(text, binary))?,
        edited(root, "tests/stress/main.rs", |text| declared(text, binary))?,
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
                fuzz_target(binary),
            )?,
            edited(root, "fuzz/Cargo.toml", |text| Ok(fuzzed(text, binary)))?,
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

/// The plan of `new <binary> --like <like>`: a practice solution of the problem of
/// `like` (see [`crate::making::like`]), with its samples, and `like` as its reference.
fn like_plan(root: &Path, binary: &str, like: &str) -> Result<Plan, String> {
    let reference = gamebits_problems::problem(like)
        .filter(|p| matches!(p.small_cases, gamebits_problems::SmallCases::Own(_)))
        .ok_or_else(|| format!("--like {like}: not a problem of the registry with small cases"))?;
    let source = fs::read_to_string(root.join(format!("src/bin/{like}/main.rs")))
        .map_err(|e| format!("cannot read src/bin/{like}/main.rs: {e}"))?;
    let (main, entry, test) = (
        like::solution(binary, like, &source)?,
        like::entry(binary, like),
        like::stress_test(binary, like),
    );
    let mut changes = vec![
        new_file(root, format!("src/bin/{binary}/main.rs"), main)?,
        new_file(root, format!("problems/src/{binary}.rs"), entry)?,
        new_file(root, format!("tests/stress/{binary}.rs"), test)?,
        new_file(
            root,
            format!("fuzz/fuzz_targets/{binary}.rs"),
            fuzz_target(binary),
        )?,
        edited(root, "problems/src/lib.rs", |text| registered(text, binary))?,
        edited(root, "tests/stress/main.rs", |text| declared(text, binary))?,
        edited(root, "fuzz/Cargo.toml", |text| Ok(fuzzed(text, binary)))?,
    ];
    let mut samples = like::samples(root, like)?;
    samples.sort();
    for (file, text) in &samples {
        changes.push(new_file(
            root,
            format!("samples/{binary}/{file}"),
            text.clone(),
        )?);
    }
    Ok(Plan {
        binary: binary.to_string(),
        judge: reference.judge.to_string(),
        url: reference.url.to_string(),
        limits: Limits {
            note: None,
            ..reference.limits
        },
        samples: samples
            .iter()
            .filter(|(file, _)| file.ends_with(".in"))
            .count(),
        // The reference's checker judges it: a program of the reference's, if any.
        judged_by: None,
        changes,
    })
}

/// `Ok` if `binary` can name a new problem: a lower-case letter, then lower-case
/// letters, digits and `_` (it names a binary and two modules), not reserved, not taken.
fn check_name(root: &Path, binary: &str) -> Result<(), String> {
    let mut chars = binary.chars();
    let valid = chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if !valid {
        return Err(format!(
            "`{binary}` cannot name a binary: use a lower-case letter, then lower-case \
             letters, digits and `_` (the judge's code, such as `dpk` or `ccc08s5`)"
        ));
    }
    if RESERVED.contains(&binary) {
        return Err(format!(
            "`{binary}` is reserved (a Rust keyword or a name the tools use)"
        ));
    }
    if root.join(format!("src/bin/{binary}")).exists()
        || gamebits_problems::problem(binary).is_some()
    {
        return Err(format!("`{binary}` exists already (src/bin/{binary}/)"));
    }
    Ok(())
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

/// A file to create at `path`, which must not exist yet.
fn new_file(root: &Path, path: String, after: String) -> Result<Change, String> {
    let path = PathBuf::from(path);
    if root.join(&path).exists() {
        return Err(format!("{} exists already", path.display()));
    }
    Ok(Change {
        path,
        before: None,
        after,
    })
}

/// The file at `path` with `edit` applied to its text.
fn edited(
    root: &Path,
    path: &str,
    edit: impl FnOnce(&str) -> Result<String, String>,
) -> Result<Change, String> {
    let before =
        fs::read_to_string(root.join(path)).map_err(|e| format!("cannot read {path}: {e}"))?;
    Ok(Change {
        path: PathBuf::from(path),
        after: edit(&before).map_err(|e| format!("{path}: {e}"))?,
        before: Some(before),
    })
}

/// Writes every change, or none: after a failure, the files written are put back and
/// the folders made are removed.
fn write_all(root: &Path, changes: &[Change]) -> Result<(), String> {
    let mut made_dirs = Vec::new();
    for (done, change) in changes.iter().enumerate() {
        let path = root.join(&change.path);
        let dir = path.parent().expect("a file in a folder");
        if !dir.exists() {
            made_dirs.push(dir.to_path_buf());
        }
        if let Err(e) = fs::create_dir_all(dir).and_then(|()| fs::write(&path, &change.after)) {
            let mut not_undone = Vec::new();
            for undo in &changes[..done] {
                let path = root.join(&undo.path);
                let undone = match &undo.before {
                    Some(text) => fs::write(&path, text),
                    None => fs::remove_file(&path),
                };
                if undone.is_err() {
                    not_undone.push(undo.path.display().to_string());
                }
            }
            for dir in made_dirs.iter().rev() {
                let _ = fs::remove_dir(dir);
            }
            let path = change.path.display();
            return Err(match not_undone.is_empty() {
                true => format!("cannot write {path}: {e} (nothing was changed)"),
                false => format!(
                    "cannot write {path}: {e}, and could not undo {}",
                    not_undone.join(", ")
                ),
            });
        }
    }
    Ok(())
}

/// `text` (the registry's `lib.rs`) with `pub mod <binary>;` among its modules, in
/// order (its input's model is public, for the stress test), and `<binary>::PROBLEM`
/// last in `PROBLEMS`.
fn registered(text: &str, binary: &str) -> Result<String, String> {
    let text = declared_as(text, binary, "pub mod")?;
    let list = text
        .find("pub const PROBLEMS: &[Problem] = &[\n")
        .ok_or("no `pub const PROBLEMS: &[Problem] = &[` list")?;
    let end = list
        + text[list..]
            .find("\n];")
            .ok_or("the PROBLEMS list does not end")?;
    Ok(format!(
        "{}\n    {binary}::PROBLEM,{}",
        &text[..end],
        &text[end..]
    ))
}

/// `text` with the line `mod <binary>;` among its `mod` lines, in alphabetical order.
fn declared(text: &str, binary: &str) -> Result<String, String> {
    declared_as(text, binary, "mod")
}

/// `text` with the line `<declaration> <binary>;` (`mod` or `pub mod`) among its `mod`
/// and `pub mod` lines, in the alphabetical order of the modules' names.
fn declared_as(text: &str, binary: &str, declaration: &str) -> Result<String, String> {
    let line = format!("{declaration} {binary};\n");
    let mods: Vec<(usize, &str)> = text
        .match_indices('\n')
        .map(|(at, _)| at + 1)
        .filter_map(|at| {
            let rest = &text[at..];
            let name = rest
                .strip_prefix("mod ")
                .or(rest.strip_prefix("pub mod "))?;
            Some((at, name))
        })
        .collect();
    let &(last, _) = mods.last().ok_or("no `mod` line")?;
    let at = mods
        .iter()
        .find(|(_, name)| *name > format!("{binary};").as_str())
        .map(|&(at, _)| at)
        .unwrap_or_else(|| last + text[last..].find('\n').map_or(text.len() - last, |n| n + 1));
    Ok(format!("{}{line}{}", &text[..at], &text[at..]))
}

/// The registry entry: the judge, the link and the limits; no worst case, no sweep.
fn entry(binary: &str, judge: &str, url: &str, limits: &Limits, checker: &str) -> String {
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
    ];
    templates::fill(templates::ENTRY, &values)
}

/// The fuzz target: the binary's judge's path on any input, no panic, one-line errors.
fn fuzz_target(binary: &str) -> String {
    templates::fill(templates::FUZZ, &[("BINARY", binary)])
}

/// `text` (the fuzz crate's manifest) with a `[[bin]]` for the fuzz target of `binary`.
fn fuzzed(text: &str, binary: &str) -> String {
    let bin = templates::fill(templates::FUZZ_BIN, &[("BINARY", binary)]);
    format!("{}\n\n{bin}", text.trim_end())
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

    #[test]
    fn a_new_module_is_declared_in_order_and_listed_last() {
        let lib = "//! x\n\npub mod a;\nmod c;\nmod rng;\n\npub const PROBLEMS: &[Problem] = &[\n    a::PROBLEM,\n    c::PROBLEM,\n];\n";
        assert_eq!(
            registered(lib, "b").unwrap(),
            "//! x\n\npub mod a;\npub mod b;\nmod c;\nmod rng;\n\npub const PROBLEMS: &[Problem] = &[\n    a::PROBLEM,\n    c::PROBLEM,\n    b::PROBLEM,\n];\n"
        );
        assert_eq!(
            declared("mod a;\npub mod c;\n", "ab").unwrap(),
            "mod a;\nmod ab;\npub mod c;\n"
        );
        assert_eq!(
            declared("//! s\n\nmod a;\n", "z").unwrap(),
            "//! s\n\nmod a;\nmod z;\n"
        );
        assert!(registered("mod a;\n", "b").is_err());
    }
}
