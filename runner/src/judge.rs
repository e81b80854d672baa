//! Judging an answer as its problem's checker does.
//!
//! A text checker compares; a checker program is run.
//!
//! The comparisons and what a checker program's ending says are the registry's
//! (`gamebits_problems::checker`); running the program is this crate's.

use crate::child::CAP;
use crate::Run;
use gamebits_problems::checker::{exe_name, Checker, Judgement, ProgramEnd};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// How long a checker program may run on one answer before it counts as hung.
///
/// ```
/// assert!(gamebits_runner::judge::CHECKER_TIME.as_secs() >= 1);
/// ```
pub const CHECKER_TIME: Duration = Duration::from_secs(10);

/// Judging with a [`Checker`], which may run a program.
///
/// ```no_run
/// use gamebits_problems::checker::{Checker, Judgement};
/// use gamebits_runner::Judge;
/// let files = ("samples/dpk/1.in".as_ref(), "samples/dpk/1.out".as_ref());
/// let judged = Checker::Standard.judge(files.0, files.1, b"First\n", "target/debug".as_ref());
/// assert_eq!(judged, Judgement::Accepted);
/// ```
pub trait Judge {
    /// Judges `output`, a solution's whole output on the input file `input`, whose
    /// answer is the file `answer`: a text checker compares, a custom checker is run
    /// from the folder `programs` (the executables' folder), killed after
    /// [`CHECKER_TIME`]. An interactive problem is played instead
    /// ([`interaction`](crate::interaction)): here, a failure.
    fn judge(&self, input: &Path, answer: &Path, output: &[u8], programs: &Path) -> Judgement;
}

impl Judge for Checker {
    fn judge(&self, input: &Path, answer: &Path, output: &[u8], programs: &Path) -> Judgement {
        match self {
            Checker::Custom(program) => {
                run_checker(&programs.join(exe_name(program)), input, answer, output)
            }
            Checker::Interactive(program) => Judgement::Failed(format!(
                "an interactive problem's solution is played against {program}, not judged on an output"
            )),
            _ => {
                let expected = match std::fs::read_to_string(answer) {
                    Ok(text) => text,
                    Err(e) => return Judgement::Failed(format!("{}: {e}", answer.display())),
                };
                match self.compare(&expected, &String::from_utf8_lossy(output)) {
                    Ok(()) => Judgement::Accepted,
                    Err(why) => Judgement::Rejected(why),
                }
            }
        }
    }
}

/// Runs the checker program `exe` with testlib's arguments on `output` (written to a
/// file of its own), killed after [`CHECKER_TIME`].
fn run_checker(exe: &Path, input: &Path, answer: &Path, output: &[u8]) -> Judgement {
    let file = std::env::temp_dir().join(format!(
        "gamebits-output-{}-{:?}.txt",
        std::process::id(),
        std::thread::current().id()
    ));
    if let Err(e) = std::fs::write(&file, output) {
        return Judgement::Failed(format!("cannot write {}: {e}", file.display()));
    }
    let mut command = Command::new(exe);
    command.arg(input).arg(&file).arg(answer);
    let judged = Run::new(&mut command)
        .time_limit(CHECKER_TIME)
        .output_cap(CAP)
        .wait();
    let _ = std::fs::remove_file(&file);
    match judged {
        Ok(ran) => ProgramEnd {
            status: (!ran.exit.killed).then(|| ran.exit.status_value()),
            stdout: ran.stdout.bytes,
            stderr: ran.stderr.bytes,
        }
        .judgement("the checker"),
        Err(e) => Judgement::Failed(format!("cannot run the checker {}: {e}", exe.display())),
    }
}

// Shell scripts stand in for checker programs, on Unix.
#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_checker_program_accepts_rejects_or_fails() {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir().join(format!("gamebits-checkers-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (input, answer) = (dir.join("1.in"), dir.join("1.out"));
        std::fs::write(&input, "3\n").unwrap();
        std::fs::write(&answer, "3\n").unwrap();
        let judge = |name: &'static str, script: &str, output: &[u8]| {
            let exe = dir.join(name);
            std::fs::write(&exe, format!("#!/bin/sh\n{script}\n")).unwrap();
            std::fs::set_permissions(&exe, std::fs::Permissions::from_mode(0o755)).unwrap();
            Checker::Custom(name).judge(&input, &answer, output, &dir)
        };
        // The output file holds the solution's output; the answer file is the third.
        let same =
            r#"if cmp -s "$2" "$3"; then exit 0; fi; echo "differs from $(cat "$3")" >&2; exit 1"#;
        assert_eq!(judge("same", same, b"3\n"), Judgement::Accepted);
        assert_eq!(
            judge("same", same, b"4\n"),
            Judgement::Rejected("differs from 3".into())
        );
        assert_eq!(
            judge("pe", "echo spaces >&2; exit 2", b""),
            Judgement::Rejected("presentation error: spaces".into())
        );
        for (name, script, said) in [
            (
                "crash",
                "kill -SEGV $$",
                "the checker ended with signal: 11",
            ),
            (
                "three",
                "echo bad data >&2; exit 3",
                "the checker ended with exit status: 3: bad data",
            ),
            ("garbage", "printf '\\001\\002' >&2; exit 0", "not text"),
            ("chatty", "echo ok; exit 0", "wrote on stdout"),
            ("missing-exe", "", "cannot run the checker"),
        ] {
            if name == "missing-exe" {
                let judged = Checker::Custom("no-such-checker").judge(&input, &answer, b"", &dir);
                assert!(
                    matches!(&judged, Judgement::Failed(why) if why.contains(said)),
                    "{judged:?}"
                );
                continue;
            }
            let judged = judge(name, script, b"3\n");
            assert!(
                matches!(&judged, Judgement::Failed(why) if why.contains(said)),
                "{name}: {judged:?}"
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
