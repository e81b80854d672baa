//! The solution `test` and `stress` judge: a file in any language, or a command.
//!
//! A file is made into a program as its [`Language`] (by its extension) says: compiled
//! by the language's own compiler once and kept by its content in a folder the caller
//! names, or run by its interpreter (the Python the caller names); any other language
//! runs as a command line ([`of_command`]). A compiler that is not installed is one
//! line saying which and how to get it.

use gamebits_problems::editorial::{Language, Word};
use gamebits_runner::Run;
use std::ffi::OsString;
use std::fs;
use std::hash::{Hash, Hasher};
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// How long a compiler may take on one file.
const COMPILE_TIME: Duration = Duration::from_secs(120);

/// A solution ready to run: a program and its arguments, and how to name it.
///
/// ```
/// let sh = gamebits_practice::solution::of_command("true");
/// assert!(sh.cases().is_none());
/// ```
#[derive(Clone, Debug)]
pub struct Solution {
    /// The executable, or the interpreter.
    pub program: PathBuf,
    /// Its arguments (the script, or Java's class path and class).
    pub args: Vec<OsString>,
    /// Its name in the reports: the file's name, or the command.
    pub name: String,
    /// The file it was made from, if any: its kept counterexamples lie beside it.
    pub file: Option<PathBuf>,
}

impl Solution {
    /// The command that runs it.
    pub fn command(&self) -> Command {
        let mut command = Command::new(&self.program);
        command.args(&self.args);
        command
    }

    /// The folder beside its file that keeps the counterexamples `stress` found for
    /// it (`wrong.cpp.cases/`), if it was made from a file.
    pub fn cases(&self) -> Option<PathBuf> {
        let file = self.file.as_ref()?;
        let name = file.file_name()?.to_string_lossy();
        Some(file.with_file_name(format!("{name}.cases")))
    }
}

/// What preparing a solution gave: one to run, or a compile error.
///
/// ```
/// use gamebits_practice::solution::Prepared;
/// let ce = Prepared::CompileError { file: "a.cpp".into(), said: "g++ failed".into() };
/// assert!(!matches!(ce, Prepared::Ready(_)));
/// ```
pub enum Prepared {
    Ready(Solution),
    /// The file that did not compile (as it was given), and the compiler's command and
    /// all it said.
    CompileError {
        file: PathBuf,
        said: String,
    },
}

/// The file a compiled program is written to, in its folder.
const PROGRAM: &str = "solution";

/// What fills the [`Word`]s of a toolchain's commands for one solution.
#[derive(Clone, Copy)]
struct Places<'a> {
    /// The source, or the copy the compiler reads.
    source: &'a Path,
    /// The compiled program's folder.
    folder: &'a Path,
    /// The interpreter's executable.
    interpreter: &'a Path,
    /// The source's public class.
    class: &'a str,
}

impl Places<'_> {
    /// The command whose words are `words`.
    fn command(&self, words: &[Word]) -> Command {
        let mut filled = words.iter().map(|word| match word {
            Word::Text(text) => OsString::from(text),
            Word::Source => self.source.into(),
            Word::Folder => self.folder.into(),
            Word::Program => self.folder.join(PROGRAM).into(),
            Word::Interpreter => self.interpreter.into(),
            Word::Class => self.class.into(),
        });
        let mut command = Command::new(filled.next().unwrap_or_default());
        command.args(filled);
        command
    }
}

/// The solution in `file`, compiled if its language is (once: kept by its content in
/// the folder `cache`), Python run by `python`.
///
/// # Errors
///
/// A file that cannot be read or whose language is not known, a compiler or an
/// interpreter that is not installed: one line saying so.
///
/// ```
/// let go = std::env::temp_dir().join("gamebits-practice-doc.go");
/// std::fs::write(&go, "package main\n").unwrap();
/// let refused = gamebits_practice::solution::prepare(&go, "python3", "cache".as_ref());
/// assert!(matches!(refused, Err(why) if why.contains("not a language known")));
/// ```
pub fn prepare(file: &Path, python: &str, cache: &Path) -> Result<Prepared, String> {
    let source = fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let given = file.to_path_buf();
    let file = fs::canonicalize(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    let language = Language::of(&file).ok_or_else(|| {
        format!(
            "{}: not a language known by its extension ({}): run it with --command \"...\"",
            file.display(),
            Language::known()
        )
    })?;
    let toolchain = language.toolchain();
    let words = || {
        toolchain
            .compile
            .into_iter()
            .chain([toolchain.run])
            .flatten()
    };
    let class = match words().any(|word| *word == Word::Class) {
        true => public_class(&String::from_utf8_lossy(&source))
            .ok_or_else(|| format!("{}: no `public class` to run", file.display()))?,
        false => String::new(),
    };
    let interpreter = match words().any(|word| *word == Word::Interpreter) {
        true => interpreter(python)?,
        false => PathBuf::new(),
    };
    if let Some(Word::Text(runner)) = toolchain.run.first() {
        installed(runner)?;
    }
    let places = Places {
        source: &file,
        folder: Path::new(""),
        interpreter: &interpreter,
        class: &class,
    };
    let folder = match toolchain.compile {
        None => PathBuf::new(),
        Some(compile) => {
            let compiler = toolchain.compiler().unwrap_or("the compiler");
            let dir = cache_dir(cache, &name, compiler, &source);
            match compiled(&places, compile, compiler, &dir)? {
                Ok(folder) => folder,
                Err(said) => return Ok(Prepared::CompileError { file: given, said }),
            }
        }
    };
    let run = Places {
        folder: &folder,
        ..places
    }
    .command(toolchain.run);
    Ok(Prepared::Ready(Solution {
        program: run.get_program().into(),
        args: run.get_args().map(OsString::from).collect(),
        name: name.to_string(),
        file: Some(file.clone()),
    }))
}

/// The source of `places` compiled by `compiler`'s command `compile` into `dir`, as
/// [`compile`] gives it. A language that runs a class (Java) compiles a copy of the
/// source named after it, as javac wants of a public class.
fn compiled(
    places: &Places,
    compile: &[Word],
    compiler: &str,
    dir: &Path,
) -> Result<Result<PathBuf, String>, String> {
    self::compile(dir, compiler, &|dir| {
        let copy = match places.class.is_empty() {
            true => places.source.to_path_buf(),
            false => {
                let extension = places.source.extension().unwrap_or_default();
                let copy = dir.join(places.class).with_extension(extension);
                let _ = fs::copy(places.source, &copy);
                copy
            }
        };
        Places {
            source: &copy,
            folder: dir,
            ..*places
        }
        .command(compile)
    })
}

/// A solution run as `command` by the shell (`sh -c`; `cmd /C` on Windows).
///
/// ```
/// let echo = gamebits_practice::solution::of_command("echo 1");
/// assert_eq!(echo.name, "`echo 1`");
/// ```
pub fn of_command(command: &str) -> Solution {
    let (shell, flag) = if cfg!(windows) {
        ("cmd", "/C")
    } else {
        ("sh", "-c")
    };
    Solution {
        program: shell.into(),
        args: vec![flag.into(), command.into()],
        name: format!("`{command}`"),
        file: None,
    }
}

/// The name of the public class of a Java source, as `public class Name` gives it.
fn public_class(source: &str) -> Option<String> {
    let words: Vec<&str> = source.split_whitespace().collect();
    let at = words
        .windows(2)
        .position(|pair| pair == ["public", "class"])?;
    let name = words.get(at + 2)?;
    let name: String = name
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '$')
        .collect();
    (!name.is_empty()).then_some(name)
}

/// The folder in `cache` that keeps the program compiled by `compiler` from `source`.
fn cache_dir(cache: &Path, name: &str, compiler: &str, source: &[u8]) -> PathBuf {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    (compiler, source).hash(&mut hasher);
    let stem = name.replace(|c: char| !c.is_ascii_alphanumeric(), "_");
    cache.join(format!("{stem}-{:016x}", hasher.finish()))
}

/// Compiles into `dir` with the command `what` makes for a folder, unless `dir` holds
/// it already: `Ok(Ok(dir))`, or `Ok(Err(message))` for a compile error. The compiler
/// writes into a folder of its own, renamed to `dir` only when it succeeded.
fn compile(
    dir: &Path,
    compiler: &str,
    what: &dyn Fn(&Path) -> Command,
) -> Result<Result<PathBuf, String>, String> {
    if dir.is_dir() {
        return Ok(Ok(dir.to_path_buf()));
    }
    let partial = dir.with_extension(format!("partial-{}", std::process::id()));
    let _ = fs::remove_dir_all(&partial);
    fs::create_dir_all(&partial)
        .map_err(|e| format!("cannot create {}: {e}", partial.display()))?;
    let mut command = what(&partial);
    let ran = Run::new(&mut command).time_limit(COMPILE_TIME).wait();
    let ran = match ran {
        Ok(ran) => ran,
        Err(e) => {
            let _ = fs::remove_dir_all(&partial);
            return Err(missing(compiler, &e));
        }
    };
    if !ran.exit.status.success() || ran.exit.killed {
        let _ = fs::remove_dir_all(&partial);
        let said = String::from_utf8_lossy(&ran.stderr.bytes);
        let said = format!("{said}{}", String::from_utf8_lossy(&ran.stdout.bytes));
        let how = match ran.exit.killed {
            true => format!("still compiling after {} s", COMPILE_TIME.as_secs()),
            false => ran.exit.status.to_string(),
        };
        return Ok(Err(format!(
            "{compiler} failed ({how}):\n{}",
            said.trim_end()
        )));
    }
    match fs::rename(&partial, dir) {
        Ok(()) => Ok(Ok(dir.to_path_buf())),
        // Another run compiled the same source at the same time: its copy serves.
        Err(_) if dir.is_dir() => {
            let _ = fs::remove_dir_all(&partial);
            Ok(Ok(dir.to_path_buf()))
        }
        Err(e) => Err(format!("cannot keep {}: {e}", dir.display())),
    }
}

/// The executable of the Python `python` (a version manager's shim, run once here,
/// would cost its start-up on every run).
fn interpreter(python: &str) -> Result<PathBuf, String> {
    let mut command = Command::new(python);
    command.args(["-c", "import sys; print(sys.executable)"]);
    let ran = Run::new(&mut command)
        .time_limit(COMPILE_TIME)
        .wait()
        .map_err(|e| missing(python, &e))?;
    let path = String::from_utf8_lossy(&ran.stdout.bytes)
        .trim()
        .to_string();
    match ran.exit.status.success() && !path.is_empty() {
        true => Ok(PathBuf::from(path)),
        false => Err(format!(
            "{python} does not say where it is: is it a Python?"
        )),
    }
}

/// `Ok` if `program` runs (asked only its version), else the one line that says to
/// install it.
fn installed(program: &str) -> Result<(), String> {
    let mut command = Command::new(program);
    command.arg("--version");
    match Run::new(&mut command).time_limit(COMPILE_TIME).wait() {
        Ok(_) => Ok(()),
        Err(e) => Err(missing(program, &e)),
    }
}

/// The line that says `program` could not be started: which Debian package to install
/// where it is not found.
fn missing(program: &str, error: &io::Error) -> String {
    let package = match program {
        "javac" => "default-jdk-headless",
        "java" => "default-jre-headless",
        other => other,
    };
    match error.kind() {
        io::ErrorKind::NotFound => {
            format!("{program} is not installed: install it with `apt-get install {package}`")
        }
        _ => format!("cannot run {program}: {error}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_public_class_is_found_and_a_missing_compiler_named() {
        let source = "import java.util.*;\npublic class Main {\n public static void main";
        assert_eq!(public_class(source).as_deref(), Some("Main"));
        assert_eq!(
            public_class("public class Solve{").as_deref(),
            Some("Solve")
        );
        assert_eq!(public_class("class Hidden {}"), None);
        let gone = io::Error::from(io::ErrorKind::NotFound);
        assert_eq!(
            missing("javac", &gone),
            "javac is not installed: install it with `apt-get install default-jdk-headless`"
        );
        assert_eq!(
            missing("pypy3", &gone),
            "pypy3 is not installed: install it with `apt-get install pypy3`"
        );
        let go = std::env::temp_dir().join(format!("gamebits-solution-{}.go", std::process::id()));
        fs::write(&go, "package main\n").unwrap();
        let refused = prepare(&go, "python3", Path::new("target/solutions"));
        fs::remove_file(&go).unwrap();
        assert!(matches!(refused, Err(why) if why.contains("--command")));
    }
}
