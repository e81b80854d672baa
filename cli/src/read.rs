//! `gamebits problems`, `start`, `hints` and `editorial`: what a student reads.

use gamebits_practice::start::{self, Commands};
use gamebits_problems::editorial::{self, Form, Language};
use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

/// Runs `gamebits problems`: a line each, its name, judge, limits and link.
pub fn problems() -> crate::Outcome {
    let problems = gamebits_problems::PROBLEMS;
    let width = problems.iter().map(|p| p.binary.len()).max().unwrap_or(0);
    for problem in problems {
        println!(
            "{:<width$}  {}, {}  {}",
            problem.binary,
            problem.judge,
            problem.limits.text(),
            problem.url
        );
    }
    println!("Start one with: gamebits start <problem> --lang cpp|py|java|rs");
    Ok(ExitCode::SUCCESS)
}

/// Runs `gamebits start <problem> --lang <lang> [FILE]`: the starting file, as `cargo
/// xtask start` writes it, naming the `gamebits` commands that judge it.
pub fn start(name: &str, lang: Language, file: Option<&str>) -> crate::Outcome {
    let problem = crate::problem(name)?;
    let extension = lang.extensions()[0];
    let binary = problem.binary;
    let said = start::write(problem, lang, file, &|file| Commands {
        start: format!("gamebits start {binary} --lang {extension}"),
        test: format!("gamebits test {binary} {file}"),
        stress: format!("gamebits stress {binary} {file}"),
    })?;
    print!("{said}");
    Ok(ExitCode::SUCCESS)
}

/// Runs `gamebits hints <problem>`: its hints one at a time, the next after Enter (on
/// a terminal; in a pipe, all of them).
pub fn hints(name: &str) -> crate::Outcome {
    let problem = crate::problem(name)?;
    let text =
        crate::contents::hints(problem.binary).ok_or_else(|| format!("{name} has no hints yet"))?;
    let hints = editorial::hints(text)?;
    let asking = std::io::stdin().is_terminal();
    let mut enter = std::io::stdin().lock();
    for (number, hint) in hints.iter().enumerate() {
        println!("{}\n  {}", hint.summary, hint.text);
        let more = number + 1 < hints.len();
        if more && asking {
            print!("(Enter for the next hint, Ctrl-C to stop) ");
            let _ = std::io::stdout().flush();
            let mut line = String::new();
            if enter.read_line(&mut line).unwrap_or(0) == 0 {
                println!();
                break;
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Runs `gamebits editorial <problem> --lang <lang>`: the editorial's solution in that
/// language, iterative or `memoised`.
pub fn editorial(name: &str, lang: &str, memoised: bool) -> crate::Outcome {
    let problem = crate::problem(name)?;
    let language = Language::by_extension(lang)
        .filter(|language| Language::EDITORIAL.contains(language))
        .ok_or_else(|| {
            let known: Vec<&str> = Language::EDITORIAL
                .iter()
                .map(|language| language.extensions()[0])
                .collect();
            format!("`{lang}`: the editorials are in {}", known.join(", "))
        })?;
    let form = match memoised {
        true => Form::Memoised,
        false => Form::Iterative,
    };
    let file = form.file_name(language);
    let text = crate::contents::solution(problem.binary, &file)
        .ok_or_else(|| format!("{name}'s editorial has no {file}"))?;
    print!("{text}");
    Ok(ExitCode::SUCCESS)
}
