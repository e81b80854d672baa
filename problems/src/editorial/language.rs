//! The languages a solution is written in, and how each is compiled and run.

use std::path::Path;

/// A language a solution may be written in, known by its file's extension.
///
/// The editorials give their solutions in [`Language::EDITORIAL`]; `cargo xtask test` and
/// `stress` judge a file in any of [`Language::ALL`] (`--solution`).
///
/// ```
/// use gamebits_problems::editorial::Language;
/// assert_eq!(Language::of("dpk/solution.cc".as_ref()), Some(Language::Cpp));
/// assert_eq!(Language::Cpp.name(), "C++");
/// assert_eq!(Language::of("main.go".as_ref()), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Language {
    Rust,
    Cpp,
    C,
    Python,
    Java,
}

/// A word of a command that compiles or runs a solution: given text, or a path or name
/// the one who runs the command puts in.
///
/// ```
/// use gamebits_problems::editorial::{Language, Word};
/// let run = Language::Java.toolchain().run;
/// assert_eq!(run, [Word::Text("java"), Word::Text("-cp"), Word::Folder, Word::Class]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    /// Itself.
    Text(&'static str),
    /// The solution's source file; where the toolchain names a [`Word::Class`], a copy
    /// of it named after that class (javac wants a public class in a file of its name).
    Source,
    /// The folder the compiler writes into, which the program is run from.
    Folder,
    /// The compiled program: a file in [`Word::Folder`].
    Program,
    /// The interpreter: one of [`Toolchain::interpreters`], the first unless told another.
    Interpreter,
    /// The source's public class, which the JVM runs.
    Class,
}

/// How a language's solution is compiled, if it is, and run: the commands as values.
///
/// ```
/// use gamebits_problems::editorial::{Language, Word};
/// let python = Language::Python.toolchain();
/// assert!(python.compile.is_none());
/// assert_eq!(python.run, [Word::Interpreter, Word::Source]);
/// assert_eq!(python.interpreters, ["python3", "pypy3"]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Toolchain {
    /// The command that compiles the source into [`Word::Folder`], if the language is
    /// compiled.
    pub compile: Option<&'static [Word]>,
    /// The command that runs the solution, its input on stdin.
    pub run: &'static [Word],
    /// The programs [`Word::Interpreter`] may be, the usual one first; none if the run
    /// names no interpreter.
    pub interpreters: &'static [&'static str],
}

impl Toolchain {
    /// The program that compiles, if any: the compile command's first word.
    ///
    /// ```
    /// use gamebits_problems::editorial::Language;
    /// assert_eq!(Language::Cpp.toolchain().compiler(), Some("g++"));
    /// assert_eq!(Language::Python.toolchain().compiler(), None);
    /// ```
    pub fn compiler(&self) -> Option<&'static str> {
        match self.compile?.first()? {
            Word::Text(program) => Some(program),
            _ => None,
        }
    }
}

impl Language {
    /// Every language, in the order they are listed to a person.
    pub const ALL: [Language; 5] = [
        Language::Cpp,
        Language::C,
        Language::Python,
        Language::Java,
        Language::Rust,
    ];

    /// The languages of an editorial's solutions, in the order of the page's tabs (after
    /// Rust's, the judge's path).
    pub const EDITORIAL: [Language; 3] = [Language::Cpp, Language::Python, Language::Java];

    /// The language of `file`, by its extension.
    ///
    /// ```
    /// use gamebits_problems::editorial::Language;
    /// assert_eq!(Language::of("a/Solution.java".as_ref()), Some(Language::Java));
    /// ```
    pub fn of(file: &Path) -> Option<Language> {
        Language::by_extension(file.extension()?.to_str()?)
    }

    /// The language whose files end in `.{extension}`, as `cargo xtask new --lang` names
    /// one.
    ///
    /// ```
    /// use gamebits_problems::editorial::Language;
    /// assert_eq!(Language::by_extension("py"), Some(Language::Python));
    /// assert_eq!(Language::by_extension("python"), None);
    /// ```
    pub fn by_extension(extension: &str) -> Option<Language> {
        Language::ALL
            .into_iter()
            .find(|language| language.extensions().contains(&extension))
    }

    /// The extensions of its files, the usual one first.
    ///
    /// ```
    /// use gamebits_problems::editorial::Language;
    /// assert_eq!(Language::Cpp.extensions(), ["cpp", "cc"]);
    /// ```
    pub fn extensions(self) -> &'static [&'static str] {
        match self {
            Language::Rust => &["rs"],
            Language::Cpp => &["cpp", "cc"],
            Language::C => &["c"],
            Language::Python => &["py"],
            Language::Java => &["java"],
        }
    }

    /// Its name, as a tab or a table gives it.
    ///
    /// ```
    /// assert_eq!(gamebits_problems::editorial::Language::Python.name(), "Python");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Language::Rust => "Rust",
            Language::Cpp => "C++",
            Language::C => "C",
            Language::Python => "Python",
            Language::Java => "Java",
        }
    }

    /// A word for it in ids and names: lowercase letters only.
    ///
    /// ```
    /// assert_eq!(gamebits_problems::editorial::Language::Cpp.id(), "cpp");
    /// ```
    pub fn id(self) -> &'static str {
        match self {
            Language::Rust => "rust",
            Language::Cpp => "cpp",
            Language::C => "c",
            Language::Python => "python",
            Language::Java => "java",
        }
    }

    /// Whether its files are named after the class they hold, capitalised (Java's).
    ///
    /// ```
    /// use gamebits_problems::editorial::Language;
    /// assert!(Language::Java.names_files_by_class() && !Language::Cpp.names_files_by_class());
    /// ```
    pub fn names_files_by_class(self) -> bool {
        self == Language::Java
    }

    /// How it is compiled and run.
    ///
    /// ```
    /// use gamebits_problems::editorial::{Language, Word};
    /// let cpp = Language::Cpp.toolchain();
    /// assert_eq!(cpp.compile.unwrap()[..3], [Word::Text("g++"), Word::Text("-std=c++17"), Word::Text("-O2")]);
    /// assert_eq!(cpp.run, [Word::Program]);
    /// ```
    pub fn toolchain(self) -> Toolchain {
        match self {
            Language::Rust => native(&[
                Word::Text("rustc"),
                Word::Text("-O"),
                Word::Text("--edition"),
                Word::Text("2021"),
                Word::Source,
                Word::Text("-o"),
                Word::Program,
            ]),
            Language::Cpp => native(&[
                Word::Text("g++"),
                Word::Text("-std=c++17"),
                Word::Text("-O2"),
                Word::Source,
                Word::Text("-o"),
                Word::Program,
            ]),
            Language::C => native(&[
                Word::Text("gcc"),
                Word::Text("-O2"),
                Word::Source,
                Word::Text("-o"),
                Word::Program,
            ]),
            Language::Python => Toolchain {
                compile: None,
                run: &[Word::Interpreter, Word::Source],
                interpreters: &["python3", "pypy3"],
            },
            Language::Java => Toolchain {
                compile: Some(&[
                    Word::Text("javac"),
                    Word::Text("-d"),
                    Word::Folder,
                    Word::Source,
                ]),
                run: &[
                    Word::Text("java"),
                    Word::Text("-cp"),
                    Word::Folder,
                    Word::Class,
                ],
                interpreters: &[],
            },
        }
    }

    /// Every language with its extensions, for a person: "C++ (.cpp, .cc), C (.c), …".
    ///
    /// ```
    /// let known = gamebits_problems::editorial::Language::known();
    /// assert!(known.starts_with("C++ (.cpp, .cc), C (.c), Python (.py)"));
    /// ```
    pub fn known() -> String {
        let each = Language::ALL.map(|language| {
            let extensions: Vec<String> = language
                .extensions()
                .iter()
                .map(|e| format!(".{e}"))
                .collect();
            format!("{} ({})", language.name(), extensions.join(", "))
        });
        each.join(", ")
    }
}

/// The toolchain of a language compiled by `compile` into one native program, run alone.
fn native(compile: &'static [Word]) -> Toolchain {
    Toolchain {
        compile: Some(compile),
        run: &[Word::Program],
        interpreters: &[],
    }
}
