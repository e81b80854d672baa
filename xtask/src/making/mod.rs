//! Making a problem: `new` (by hand, `--like` a binary, `--from` a saved Competitive
//! Companion problem) and `listen` (problems sent by the extension), with how a new
//! problem is judged and the files it starts from.

pub mod companion;
pub mod judging;
pub mod listen;
pub mod new;
pub mod practice;
