//! What every command stands on: the workspace, files, processes, the solution, templates.
//!
//! `making`, `checking`, `measuring`, `bundle` and `site` use these modules, and these
//! use none of them: a command's folder imports no other command's folder, only this.

pub mod file;
pub mod inputs;
pub mod process;
pub mod solution;
pub mod starter;
pub mod template;
pub mod units;
pub mod workspace;
