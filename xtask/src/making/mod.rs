//! Making a problem: `new` and `listen`.
//!
//! Making a problem: `new` (by hand, `--like` a binary, `--from` a saved Competitive
//! Companion problem) and `listen` (problems sent by the extension), with the checker
//! chosen for a new problem and the templates its files start from.

pub mod checker_choice;
pub mod companion;
pub mod like;
pub mod listen;
pub mod new;
pub mod start;
pub mod templates;
