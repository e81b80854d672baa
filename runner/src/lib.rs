//! Running the gamebits programs: every process the tools and tests start.
//!
//! Children held to time and memory limits and ended with all they started
//! ([`child`], one run to its end built by [`Run`]), a checker program judging an
//! answer ([`Judge`]), an interactive problem's solution played against its interactor
//! ([`interaction`]), and a `--play` game driven through pipes ([`play_session`]), and a program's own end
//! when its output's reader has gone ([`output`]).
//!
//! The registry (`gamebits_problems`) holds what is pure: the problems, their checkers'
//! comparisons and verdicts. This crate stands on it and runs the processes; the tools,
//! the site's tools and the tests stand on this one.
//!
//! ```
//! # #[cfg(unix)] {
//! use gamebits_runner::Run;
//! use std::time::Duration;
//! let mut program = std::process::Command::new("true");
//! let ran = Run::new(&mut program).time_limit(Duration::from_secs(5)).wait();
//! assert!(ran.unwrap().exit.status.success());
//! # }
//! ```

pub mod child;
pub mod interaction;
pub mod judge;
pub mod output;
pub mod play_session;
mod run;

pub use judge::Judge;
pub use run::{Finished, Run};
