//! A problem's reference: its binary, however the caller starts it.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::Command;

/// How to start a problem's binary, the reference a solution is judged against.
///
/// The tools start the binary built from source ([`Reference::built`]); the `gamebits`
/// program starts itself, told by an environment variable to be that binary
/// ([`Reference::within`]), so that the reference is the judge's own code either way.
///
/// ```
/// use gamebits_practice::Reference;
/// let dpk = Reference::built("target/release/dpk".into(), "dpk");
/// let command = dpk.command(&["--explain"]);
/// assert_eq!(command.get_program(), "target/release/dpk");
/// assert_eq!(command.get_args().collect::<Vec<_>>(), ["--explain"]);
/// ```
#[derive(Clone, Debug)]
pub struct Reference {
    /// The executable.
    pub program: PathBuf,
    /// The binary's name, as its judge's problem has it (`dpk`).
    pub binary: &'static str,
    /// A variable set in its environment, if the program needs one to be the binary.
    pub env: Option<(OsString, OsString)>,
}

impl Reference {
    /// The binary `binary` built as the executable `program`.
    pub fn built(program: PathBuf, binary: &'static str) -> Reference {
        Reference {
            program,
            binary,
            env: None,
        }
    }

    /// The binary `binary` held inside the program `program`, which becomes it when
    /// its environment sets `variable` to the binary's name.
    pub fn within(program: PathBuf, binary: &'static str, variable: &str) -> Reference {
        Reference {
            program,
            binary,
            env: Some((variable.into(), binary.into())),
        }
    }

    /// The command that runs the binary with `args`; on Unix its `argv[0]` is the
    /// binary's name, as its messages name it.
    pub fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new(&self.program);
        command.args(args);
        if let Some((name, value)) = &self.env {
            command.env(name, value);
            #[cfg(unix)]
            std::os::unix::process::CommandExt::arg0(&mut command, self.binary);
        }
        command
    }
}
